import {
  countryIdOf,
  type AvailableFilters,
  type FilterItem,
  type SavedFilter,
  type SavedFilterSegment,
  emptySavedFilterSegments,
} from '@shelfsight/contracts';

const noSegments = emptySavedFilterSegments;

/** Saved filters of Acme Retail as Ada (user 7) sees them: hers, and one Andy shared with everyone. */
export const sampleBarSavedFilters = (): SavedFilter[] => [
  {
    id: 3,
    name: 'Germany',
    ownerUserId: 7,
    ownerName: 'Ada Lovelace',
    isOwnedByMe: true,
    isSharedToMe: false,
    shared: true,
    sharedWith: [-1],
    ...noSegments(),
    countries: [countryIdOf('DE')],
  },
  {
    id: 4,
    name: 'Coffee machines at the big two',
    ownerUserId: 8,
    ownerName: 'Andy Analyst',
    isOwnedByMe: false,
    isSharedToMe: true,
    shared: true,
    sharedWith: [7],
    ...noSegments(),
    retailers: [1, 2],
    tags: [31],
  },
];

/** available-filters-for-user of Ada: every segment but search categories has items. */
export const sampleAvailableFilters = (): AvailableFilters => ({
  savedFilters: { label: 'Saved filters', available: true, itemCount: 2 },
  retailers: { label: 'Retailers', available: true, itemCount: 4 },
  brands: { label: 'Brands', available: true, itemCount: 3 },
  sellers: { label: 'Sellers', available: true, itemCount: 2 },
  countries: { label: 'Countries', available: true, itemCount: 2 },
  products: { label: 'Products', available: true, itemCount: 2 },
  tags: { label: 'Tags', available: true, itemCount: 2 },
  searchKeywords: { label: 'Search keywords', available: true, itemCount: 1 },
  searchCategories: { label: 'Category pages', available: false, itemCount: 0 },
  visibilityClusters: { label: 'Visibility clusters', available: true, itemCount: 1 },
  brandTypes: { label: 'Brand types', available: true, itemCount: 2 },
});

const item = (segment: string, id: number, name: string, extra: Partial<FilterItem> = {}): FilterItem => ({
  id,
  key: `${segment}:${id}`,
  name,
  savedFilterIds: [],
  excluded: false,
  licenseExcluded: false,
  roleExcluded: false,
  details: null,
  ownerName: null,
  ...extra,
});

/** Items of each segment (GET dashboard/filter/{tagLabel}); Marktplatz24 is outside Ada's role. */
export const sampleFilterItems = (): Partial<Record<SavedFilterSegment, FilterItem[]>> => ({
  retailers: [
    item('retailers', 3, 'Basket & Co', { details: 'United Kingdom', licenseExcluded: true }),
    item('retailers', 1, 'Kaufhalle', { details: 'Germany', savedFilterIds: [4] }),
    item('retailers', 4, 'Marktplatz24', { details: 'Germany', roleExcluded: true }),
    item('retailers', 2, 'Winkelhuis', { details: 'Netherlands', savedFilterIds: [4] }),
  ],
  brands: [item('brands', 7, 'Brewmaster'), item('brands', 8, 'Dentaclean'), item('brands', 9, 'Kaffeeglück')],
  brandTypes: [item('brandTypes', 1, 'Own brand'), item('brandTypes', 2, 'Competitor')],
  sellers: [
    item('sellers', 5, 'Elektro Direkt', { details: 'Kaufhalle' }),
    item('sellers', 6, 'Elektro Direkt', { details: 'Marktplatz24' }),
  ],
  countries: [
    item('countries', countryIdOf('DE'), 'Germany', { details: 'DE', savedFilterIds: [3] }),
    item('countries', countryIdOf('NL'), 'Netherlands', { details: 'NL' }),
  ],
  products: [
    item('products', 77, 'Brewmaster One espresso machine', { details: '4006381333931' }),
    item('products', 78, 'Dentaclean Sonic toothbrush', { details: '4006381333948' }),
  ],
  tags: [item('tags', 31, 'Coffee machines', { details: 'Category' }), item('tags', 32, 'Oral care')],
  searchKeywords: [item('searchKeywords', 9, 'espresso machine')],
  visibilityClusters: [item('visibilityClusters', 2, 'Coffee machines', { details: 'Conditional selection' })],
});
