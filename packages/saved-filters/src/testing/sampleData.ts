import {
  emptySavedFilterSegments,
  type FilterItem,
  type SavedFilter,
  type SavedFilterSegment,
  type SavedFilterUsersAnswer,
} from '@shelfsight/contracts';

const noSegments = emptySavedFilterSegments();

const filter = (fields: Partial<SavedFilter> & Pick<SavedFilter, 'id' | 'name'>): SavedFilter => ({
  ownerUserId: 2,
  ownerName: 'Alice Admin',
  isOwnedByMe: true,
  isSharedToMe: false,
  shared: false,
  sharedWith: [],
  ...noSegments,
  ...fields,
});

/** Three filters as the list answers them: one shared with a user, one from a colleague for everyone, one empty. */
export const sampleFilters: SavedFilter[] = [
  filter({
    id: 11,
    name: 'Nordic Philips',
    retailers: [14, 15],
    brands: [3],
    countries: [1415],
    shared: true,
    sharedWith: [5],
  }),
  filter({
    id: 12,
    name: 'Own brands everywhere',
    ownerUserId: 5,
    ownerName: 'Paula Product',
    isOwnedByMe: false,
    isSharedToMe: true,
    shared: true,
    sharedWith: [-1],
    brands: [3, 4],
    brandTypes: [1],
  }),
  filter({ id: 13, name: 'Draft' }),
];

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

/** Items of each segment as `dashboard/filter/{segment}` answers them; Amazon DE is outside the user's role. */
export const sampleItems: Record<SavedFilterSegment, FilterItem[]> = {
  retailers: [
    item('retailers', 12, 'Amazon DE', { details: 'Germany', roleExcluded: true }),
    item('retailers', 11, 'Coolblue NL', { details: 'Netherlands' }),
    item('retailers', 15, 'Elkjøp NO', { details: 'Norway' }),
    item('retailers', 14, 'Power NO', { details: 'Norway' }),
  ],
  brands: [item('brands', 3, 'Philips'), item('brands', 4, 'Sonos'), item('brands', 5, 'Bose')],
  brandTypes: [item('brandTypes', 1, 'Own brand'), item('brandTypes', 2, 'Competitor')],
  sellers: [
    item('sellers', 31, 'Amazon', { details: 'Amazon DE' }),
    item('sellers', 32, 'Coolblue', { details: 'Coolblue NL' }),
  ],
  countries: [
    item('countries', 1415, 'Norway', { details: 'NO' }),
    item('countries', 1412, 'Netherlands', { details: 'NL' }),
  ],
  products: [
    item('products', 101, 'Philips Hue White A60', { details: '8718696449691' }),
    item('products', 102, 'Sonos Era 100', { details: '8717755779872', licenseExcluded: true }),
  ],
  tags: [
    item('tags', 51, 'Summer campaign', { details: 'Campaign' }),
    item('tags', 52, 'Top seller', { details: 'Status' }),
  ],
  searchKeywords: [item('searchKeywords', 61, 'smart speaker'), item('searchKeywords', 62, 'led bulb')],
  searchCategories: [item('searchCategories', 71, 'Speakers', { details: 'https://www.power.no/lyd/hoyttalere/' })],
  visibilityClusters: [item('visibilityClusters', 81, 'Top 20 keywords', { details: 'Manual selection' })],
};

export const sampleUsersAnswer: SavedFilterUsersAnswer = {
  savedFilterUsers: [
    { id: 1, filterId: 11, userId: 2, isOwner: true },
    { id: 2, filterId: 11, userId: 5, isOwner: false },
    { id: 3, filterId: 12, userId: 5, isOwner: true },
    { id: 4, filterId: 12, userId: -1, isOwner: false },
  ],
  users: [
    { id: 2, displayName: 'Alice Admin', email: 'admin@acme.test' },
    { id: 4, displayName: 'Andy Analyst', email: 'analyst@acme.test' },
    { id: 5, displayName: 'Paula Product', email: 'pm@acme.test' },
  ],
};
