import type { CustomerRetailer, ProductFinderHit, ProductV2, ProductsV2Page } from '@shelfsight/contracts';

/**
 * Products as the products admin shows them: a drugstore and DIY catalogue tracked at German and UK retailers. Their
 * pictures' addresses do not answer here, so the tables show the image placeholder.
 */
export const sampleProducts: ProductV2[] = [
  {
    id: 101,
    name: 'Repair & Care Shampoo 250 ml',
    brandName: 'Luminelle',
    gtinCodes: ['4005808123456'],
    mpnCodes: ['LUM-RC-250'],
    otherCodes: [],
    assortments: [
      { retailerId: 3, retailerName: 'dm Drogerie', matched: true },
      { retailerId: 7, retailerName: 'Rossmann', matched: true },
    ],
    tags: [{ id: 11, categoryId: 1, category: 'Category', value: 'Hair care' }],
    attributes: { 'RRP (EUR)': '4.95', Colour: 'Green' },
    display: 'Luminelle Repair & Care Shampoo 250 ml',
    excludedByFilter: false,
    matchStatus: 'MATCHED',
    imageUrl: 'https://images.example.com/products/4005808123456.jpg',
  },
  {
    id: 102,
    name: 'Cordless Drill 18 V',
    brandName: 'Tornvik',
    gtinCodes: ['7311234567890', '7311234567906'],
    mpnCodes: ['TV-18CD'],
    otherCodes: ['SKU-88812'],
    assortments: [
      { retailerId: 12, retailerName: 'Amazon UK', matched: true },
      { retailerId: 15, retailerName: 'Hornbach', matched: false },
    ],
    tags: [],
    attributes: { 'RRP (EUR)': '129.00' },
    display: 'Tornvik Cordless Drill 18 V',
    excludedByFilter: false,
    matchStatus: 'PARTIAL',
    imageUrl: 'https://images.example.com/products/7311234567890.jpg',
  },
  {
    id: 103,
    name: 'Espresso Beans Dark Roast 1 kg',
    brandName: null,
    gtinCodes: [],
    mpnCodes: [],
    otherCodes: [],
    assortments: [],
    tags: [{ id: 14, categoryId: 2, category: 'Lifecycle', value: 'New' }],
    attributes: {},
    display: 'Espresso Beans Dark Roast 1 kg',
    excludedByFilter: false,
    matchStatus: 'UNMATCHED',
    imageUrl: null,
  },
];

export const sampleProductsPage: ProductsV2Page = { products: sampleProducts, total: 137, page: 1, pageSize: 50 };

export const sampleTagCategories = [
  { id: 1, name: 'category', label: 'Category', value: 'category', tag: 'category' },
  { id: 2, name: 'lifecycle', label: 'Lifecycle', value: 'lifecycle', tag: 'lifecycle' },
];
export const sampleTags = [
  { id: 11, category: 1, value: 'Hair care' },
  { id: 12, category: 1, value: 'Power tools' },
  { id: 14, category: 2, value: 'New' },
];

export const sampleAttributeColumns = [
  { id: 21, name: 'Colour', dataType: 's' as const, productCount: 80 },
  { id: 22, name: 'RRP (EUR)', dataType: 'n' as const, productCount: 137 },
];

export const sampleFinderHits: ProductFinderHit[] = [
  {
    productId: 102,
    productName: 'Cordless Drill 18 V',
    brandName: 'Tornvik',
    gtinCodes: ['7311234567890'],
    mpnCodes: ['TV-18CD'],
    retailerId: 12,
    retailerName: 'Amazon UK',
    shopProductId: 'B07XK4TV18',
    pdpUrl: 'https://www.amazon.co.uk/dp/B07XK4TV18',
    imageUrl: 'https://images.example.com/products/7311234567890.jpg',
  },
  {
    productId: 102,
    productName: 'Cordless Drill 18 V',
    brandName: 'Tornvik',
    gtinCodes: ['7311234567890'],
    mpnCodes: ['TV-18CD'],
    retailerId: 15,
    retailerName: 'Hornbach',
    shopProductId: '10452277',
    pdpUrl: 'https://www.hornbach.de/p/akku-bohrschrauber-18-v/10452277/',
    imageUrl: 'https://images.example.com/products/7311234567890.jpg',
  },
];

/** The brands filter list (dashboard/filter/brands) as the products filters read it. */
export const sampleBrandItems = [
  {
    id: 5,
    key: '5',
    name: 'Luminelle',
    savedFilterIds: [],
    excluded: false,
    licenseExcluded: false,
    roleExcluded: false,
    details: null,
  },
  {
    id: 6,
    key: '6',
    name: 'Tornvik',
    savedFilterIds: [],
    excluded: false,
    licenseExcluded: false,
    roleExcluded: false,
    details: null,
  },
];

/** Retailers the customer tracks, as GET retailers answers them. */
export const sampleCustomerRetailers: CustomerRetailer[] = [3, 7, 12, 15].map((id, index) => ({
  id,
  displayName: ['dm Drogerie', 'Rossmann', 'Amazon UK', 'Hornbach'][index]!,
  logoUrl: null,
  countryCode: id === 12 ? 'GB' : 'DE',
  countryName: id === 12 ? 'United Kingdom' : 'Germany',
  activeProductCount: 120,
  retailerSettings: {
    retailerId: id,
    keywordUrl: null,
    allowSearchKeywords: true,
    allowSearchCategories: true,
    allowConfigOtherRankings: false,
    siteRootUrl: `https://retailer-${id}.example`,
    categoryTemplateType: null,
    categoryInputTemplate: null,
  },
  maxVisibilityTrackingEntitiesAllowed: 50,
  module: 'none',
}));
