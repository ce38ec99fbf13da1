// The bench tenant's catalogue as the fact generators need it (benchWidgetsData.ts, benchSideTables.ts).
export interface BenchCatalogue {
  customerId: number;
  retailers: {
    id: number;
    currency: string;
    countryCode: string;
    siteRootUrl: string;
    /** The retailer's own seller, fact_daily's buy-box seller. */
    seller: number;
    /** A marketplace's sellers, the retailer first; empty elsewhere. */
    offerSellers: number[];
  }[];
  /** slot: the keyword's (or category page's) place among its retailer's, which picks the products it ranks. */
  keywords: { id: number; retailerId: number; slot: number }[];
  categories: { id: number; retailerId: number; slot: number }[];
  productIds: number[];
}
