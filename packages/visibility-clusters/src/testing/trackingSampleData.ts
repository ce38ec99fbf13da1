import type { CustomerRetailer, RetailerSettings, SearchKeyword, SearchPage } from '@shelfsight/contracts';

const settings = (retailerId: number, domain: string, otherPages: boolean): RetailerSettings => ({
  retailerId,
  keywordUrl: `https://www.${domain}/search?q={keyword}`,
  allowSearchKeywords: true,
  allowSearchCategories: true,
  allowConfigOtherRankings: otherPages,
  siteRootUrl: `https://www.${domain}`,
  categoryTemplateType: 'URL',
  categoryInputTemplate: `https://www.${domain}/c/{category}`,
});

/** Retailers of customer 42 with their settings and allowances. */
export const sampleTrackingRetailers: CustomerRetailer[] = [
  {
    id: 3,
    displayName: 'dm',
    logoUrl: null,
    countryCode: 'DE',
    countryName: 'Germany',
    activeProductCount: 120,
    retailerSettings: settings(3, 'dm.de', false),
    maxVisibilityTrackingEntitiesAllowed: 50,
    module: 'ism',
  },
  {
    id: 7,
    displayName: 'Bol',
    logoUrl: null,
    countryCode: 'NL',
    countryName: 'Netherlands',
    activeProductCount: 340,
    retailerSettings: settings(7, 'bol.com', true),
    maxVisibilityTrackingEntitiesAllowed: 100,
    module: 'fcism',
  },
];

const keyword = (id: number, retailer: CustomerRetailer, name: string, isActive = true): SearchKeyword => ({
  id,
  retailerId: retailer.id,
  trackingGroupIds: [],
  name,
  isActive,
  retailerSettings: retailer.retailerSettings,
  link: `${retailer.retailerSettings.siteRootUrl}/search?q=${encodeURIComponent(name)}`,
});

const [dm, bol] = sampleTrackingRetailers as [CustomerRetailer, CustomerRetailer];

/** Keywords tracked per retailer id. */
export const sampleTrackedKeywords: Record<number, SearchKeyword[]> = {
  3: [keyword(11, dm, 'dry shampoo'), keyword(12, dm, 'shampoo'), keyword(13, dm, 'hair mask', false)],
  7: [keyword(21, bol, 'shampoo')],
};

const page = (id: number, retailerId: number, name: string, url: string, other = false): SearchPage => ({
  id,
  retailerId,
  trackingGroupIds: [],
  name,
  url,
  contentType: other ? 'OTHER' : 'CATEGORY',
  isActive: true,
});

/** Category pages and other pages tracked per retailer id. */
export const sampleTrackedCategories: Record<number, SearchPage[]> = {
  3: [page(31, 3, 'Hair care', 'https://www.dm.de/haare'), page(32, 3, 'Shampoo', 'https://www.dm.de/haare/shampoo')],
  7: [],
};
export const sampleTrackedOtherPages: Record<number, SearchPage[]> = {
  3: [],
  7: [page(41, 7, 'Home page', 'https://www.bol.com/', true)],
};
