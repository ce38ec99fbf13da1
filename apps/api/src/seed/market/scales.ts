/** How much market data a tenant gets. */
export interface TenantScale {
  /** Tracked products. */
  products: number;
  /** Retailers tracked, the first n of the retailer list. */
  retailers: number;
  /** Days of history, ending yesterday. */
  days: number;
  /** Share of product × retailer pairs in the agreed assortment. */
  assortmentShare: number;
  /** Share of assortment pairs with a product page found (the rest never lists: coverage gaps). */
  pdpShare: number;
  keywordsPerRetailer: number;
  categoriesPerRetailer: number;
  /** Generate reviews, intraday readings, banners and content history (off for the benchmark tenant). */
  details: boolean;
}

export type ScaleName = 'demo' | 'small' | 'bench';

/** Per demo customer (by name): Acme tracks every retailer, Brandco a dozen. */
export const scales: Record<ScaleName, Record<string, TenantScale>> = {
  demo: {
    'Acme Retail': {
      products: 400,
      retailers: 20,
      days: 180,
      assortmentShare: 0.6,
      pdpShare: 0.93,
      keywordsPerRetailer: 8,
      categoriesPerRetailer: 4,
      details: true,
    },
    Brandco: {
      products: 400,
      retailers: 12,
      days: 180,
      assortmentShare: 0.6,
      pdpShare: 0.93,
      keywordsPerRetailer: 6,
      categoriesPerRetailer: 3,
      details: true,
    },
  },
  // Tests: enough to see every dynamic, small enough for a fresh database per file.
  small: {
    'Acme Retail': {
      products: 24,
      retailers: 6,
      days: 75,
      assortmentShare: 0.75,
      pdpShare: 0.9,
      keywordsPerRetailer: 3,
      categoriesPerRetailer: 2,
      details: true,
    },
    Brandco: {
      products: 10,
      retailers: 3,
      days: 40,
      assortmentShare: 0.75,
      pdpShare: 0.9,
      keywordsPerRetailer: 2,
      categoriesPerRetailer: 1,
      details: true,
    },
  },
  // One tenant of 5,000 products × 20 retailers × 365 days = 36.5 M daily rows.
  bench: {
    'Bench Retail': {
      products: 5000,
      retailers: 20,
      days: 365,
      assortmentShare: 1,
      pdpShare: 1,
      keywordsPerRetailer: 10,
      categoriesPerRetailer: 5,
      details: false,
    },
  },
};

export const DEFAULT_MARKET_SEED = 20_260_101;

/**
 * A catalogue for tests that need products and retailers but no market history: one day, every pair in the
 * assortment with a product page, one keyword and one category page per retailer.
 */
export const catalogueOnlyScale = (products: number, retailers: number): TenantScale => ({
  products,
  retailers,
  days: 1,
  assortmentShare: 1,
  pdpShare: 1,
  keywordsPerRetailer: 1,
  categoriesPerRetailer: 1,
  details: false,
});
