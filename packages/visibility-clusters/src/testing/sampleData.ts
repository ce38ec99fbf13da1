import type { FilterItem, SearchPage, VisibilityCluster } from '@shelfsight/contracts';

const keyword = (id: number, name: string, details: string | null = null): FilterItem => ({
  id,
  key: String(id),
  name,
  savedFilterIds: [],
  excluded: false,
  licenseExcluded: false,
  roleExcluded: false,
  details,
  ownerName: null,
});

/** Search keywords of customer 42, as the filter bar lists them. */
export const sampleKeywords: FilterItem[] = [
  keyword(11, 'conditioner'),
  keyword(12, 'dry shampoo'),
  keyword(13, 'hair mask'),
  keyword(14, 'shampoo'),
  keyword(15, 'shampoo for oily hair'),
  keyword(16, 'volume conditioner'),
];

/**
 * Tracked pages of customer 42, as the filter bar lists them (the URL as details): category pages, and the other
 * pages of sampleOtherPages, which the filter bar's category list holds too.
 */
export const sampleCategoryPages: FilterItem[] = [
  keyword(21, 'Hair care', 'https://www.dm.de/haare'),
  keyword(22, 'Shampoo', 'https://www.dm.de/haare/shampoo'),
  keyword(23, 'Conditioner', 'https://www.rossmann.de/haare/spuelung'),
  keyword(24, 'Deals', 'https://www.dm.de/angebote'),
  keyword(25, 'Home page', 'https://www.rossmann.de/'),
];

const otherPage = (id: number, retailerId: number, name: string, url: string): SearchPage => ({
  id,
  retailerId,
  trackingGroupIds: [],
  name,
  url,
  contentType: 'OTHER',
  isActive: true,
});

/** The other pages of customer 42, as visibility tracking lists them (`GET visibility-tracking/other-pages`). */
export const sampleOtherPages: SearchPage[] = [
  otherPage(24, 1, 'Deals', 'https://www.dm.de/angebote'),
  otherPage(25, 2, 'Home page', 'https://www.rossmann.de/'),
];

/** The filter bar's items of those other pages, as the screen hands them to the cluster form. */
export const sampleOtherPageItems: FilterItem[] = sampleCategoryPages.filter((page) =>
  sampleOtherPages.some((other) => other.id === page.id),
);

/** A manual cluster, a conditional one (shampoo OR conditioner) and an inactive draft. */
export const sampleClusters: VisibilityCluster[] = [
  {
    id: 1,
    name: 'Shampoo core',
    active: true,
    isDraft: false,
    type: 'MANUAL',
    entities: [
      { id: 101, visibilityClusterId: 1, entityType: 'SEARCH_KEYWORD', entityId: 14, label: 'shampoo' },
      { id: 102, visibilityClusterId: 1, entityType: 'SEARCH_KEYWORD', entityId: 12, label: 'dry shampoo' },
      { id: 104, visibilityClusterId: 1, entityType: 'CATEGORY_PAGE', entityId: 22, label: 'Shampoo' },
    ],
    conditions: [],
  },
  {
    id: 2,
    name: 'Hair care',
    active: true,
    isDraft: false,
    type: 'CONDITIONAL',
    entities: [],
    conditions: [
      { visibilityClusterId: 2, sequenceNumber: 1, operator: 'AND', value: 'shampoo' },
      { visibilityClusterId: 2, sequenceNumber: 2, operator: 'OR', value: 'conditioner' },
    ],
  },
  {
    id: 3,
    name: 'Masks (trial)',
    active: false,
    isDraft: true,
    type: 'MANUAL',
    entities: [{ id: 103, visibilityClusterId: 3, entityType: 'SEARCH_KEYWORD', entityId: 13, label: 'hair mask' }],
    conditions: [],
  },
];
