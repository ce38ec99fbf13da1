import {
  customerRetailerListSchema,
  type CustomerRetailer,
  type FilterItem,
  filterItemSchema,
} from '@shelfsight/contracts';
import type { ProductSummary } from './productSummary';

// Realistic catalogue answers for the stories and tests of the product pieces and of the packages that use them:
// a brand manufacturer's personal-care assortment and the retailers it is tracked at.

const products: [id: number, name: string, brand: string, gtin: string][] = [
  [101, 'NIVEA Creme 150 ml', 'NIVEA', '4005808890514'],
  [102, 'Dove Original Shower Gel 250 ml', 'Dove', '8710447281741'],
  [103, 'Pampers Baby-Dry Size 4, 46 pcs', 'Pampers', '8001090627339'],
  [104, 'Philips Sonicare ProtectiveClean 4300', 'Philips', '8718951388383'],
  [105, "L'Oréal Elvital Color-Glanz Shampoo 300 ml", "L'Oréal Paris", '3600523712304'],
  [106, 'Head & Shoulders Classic Clean 300 ml', 'Head & Shoulders', '5410076173907'],
  [107, 'Labello Original Lip Balm 4.8 g', 'Labello', '4005800027345'],
  [108, 'Gillette Mach3 Blades, 8 pcs', 'Gillette', '7702018049226'],
];

/** Products as the product pieces show them; the first has no image at all, the others a failing one. */
export const SAMPLE_PRODUCTS: (ProductSummary & { id: number })[] = products.map(([id, name, brand, gtin], index) => ({
  id,
  productDummyId: `dummy-${id}`,
  name,
  brand,
  gtin,
  imageUrls: index === 0 ? [] : [`https://images.example.com/products/${gtin}.jpg`],
}));

/** GET …/dashboard/filter/products as the server answers it: the active products by name, first GTIN as details. */
export const SAMPLE_PRODUCT_FILTER_ITEMS: FilterItem[] = products
  .map(([id, name, , gtin]) =>
    filterItemSchema.parse({
      id,
      key: `products:${id}`,
      name,
      savedFilterIds: [],
      excluded: false,
      licenseExcluded: false,
      roleExcluded: false,
      details: gtin,
      ownerName: null,
    }),
  )
  .sort((a, b) => a.name.localeCompare(b.name));

const retailer = (
  id: number,
  displayName: string,
  siteRootUrl: string,
  activeProductCount: number,
  module: CustomerRetailer['module'],
) => ({
  id,
  displayName,
  logoUrl: null,
  countryCode: 'GB',
  countryName: 'United Kingdom',
  activeProductCount,
  retailerSettings: {
    retailerId: id,
    keywordUrl: `${siteRootUrl}/search?q={keyword}`,
    allowSearchKeywords: true,
    allowSearchCategories: true,
    allowConfigOtherRankings: false,
    siteRootUrl,
    categoryTemplateType: null,
    categoryInputTemplate: null,
  },
  maxVisibilityTrackingEntitiesAllowed: 50,
  module,
});

/** GET …/retailers as the server answers it: the tracked retailers in display-name order. */
export const SAMPLE_CUSTOMER_RETAILERS: CustomerRetailer[] = customerRetailerListSchema.parse([
  retailer(12, 'Amazon UK', 'https://www.amazon.co.uk', 412, 'fcism'),
  retailer(14, 'Asda', 'https://groceries.asda.com', 268, 'none'),
  retailer(17, 'Boots', 'https://www.boots.com', 355, 'ism'),
  retailer(21, 'Sainsbury’s', 'https://www.sainsburys.co.uk', 301, 'none'),
  retailer(23, 'Superdrug', 'https://www.superdrug.com', 287, 'ism'),
  retailer(25, 'Tesco', 'https://www.tesco.com', 336, 'fcism'),
]);
