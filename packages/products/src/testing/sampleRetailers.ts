import type { AdminRetailer, ConfiguredRetailer, RetailerConfiguration } from '@shelfsight/contracts';

/** Realistic retailers and one customer's configuration of them, for tests and stories. */
export const amazonDe: AdminRetailer = {
  id: 11,
  name: 'amazon-de',
  displayName: 'Amazon.de',
  logoUrl: 'https://logo.clearbit.com/amazon.de',
  countryCode: 'DE',
  countryName: 'Germany',
  maxVisibilityTrackingEntitiesAllowed: 50,
  customerCount: 7,
  retailerSettings: {
    retailerId: 11,
    keywordUrl: 'https://www.amazon.de/s?k={keyword}',
    allowSearchKeywords: true,
    allowSearchCategories: true,
    allowConfigOtherRankings: false,
    siteRootUrl: 'https://www.amazon.de',
    categoryTemplateType: 'URL',
    categoryInputTemplate: 'https://www.amazon.de/b?node={id}',
  },
};

export const bolNl: AdminRetailer = {
  id: 14,
  name: 'bol-nl',
  displayName: 'bol.com',
  logoUrl: null,
  countryCode: 'NL',
  countryName: 'Netherlands',
  maxVisibilityTrackingEntitiesAllowed: 30,
  customerCount: 0,
  retailerSettings: {
    retailerId: 14,
    keywordUrl: null,
    allowSearchKeywords: false,
    allowSearchCategories: true,
    allowConfigOtherRankings: false,
    siteRootUrl: 'https://www.bol.com',
    categoryTemplateType: null,
    categoryInputTemplate: null,
  },
};

export const sampleAdminRetailers: AdminRetailer[] = [amazonDe, bolNl];

export const trackedAmazon: ConfiguredRetailer = {
  retailerId: 11,
  displayName: 'Amazon.de',
  logoUrl: 'https://logo.clearbit.com/amazon.de',
  countryCode: 'DE',
  countryName: 'Germany',
  module: 'fcism',
  isActive: true,
  maxVisibilityTrackingEntitiesAllowed: 120,
  maxVisibilityTrackingEntitiesOverride: 120,
  overrides: { allowSearchCategories: false },
  ownSettings: amazonDe.retailerSettings,
  retailerSettings: { ...amazonDe.retailerSettings, allowSearchCategories: false },
};

const ottoSettings = {
  retailerId: 12,
  keywordUrl: 'https://www.otto.de/suche/{keyword}',
  allowSearchKeywords: true,
  allowSearchCategories: true,
  allowConfigOtherRankings: true,
  siteRootUrl: 'https://www.otto.de',
  categoryTemplateType: null,
  categoryInputTemplate: null,
};

export const trackedOtto: ConfiguredRetailer = {
  retailerId: 12,
  displayName: 'OTTO',
  logoUrl: null,
  countryCode: 'DE',
  countryName: 'Germany',
  module: 'none',
  isActive: false,
  maxVisibilityTrackingEntitiesAllowed: 50,
  maxVisibilityTrackingEntitiesOverride: null,
  overrides: {},
  ownSettings: ottoSettings,
  retailerSettings: ottoSettings,
};

export const sampleConfiguration: RetailerConfiguration = {
  tracked: [trackedAmazon, trackedOtto],
  available: [{ id: 14, displayName: 'bol.com', countryCode: 'NL' }],
};
