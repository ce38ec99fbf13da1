import { emptySavedFilterSegments, type SavedFilter } from '@shelfsight/contracts';

const none = emptySavedFilterSegments();

/** Saved filters as GET saved-filters answers them: two that narrow pages, one of search keywords only. */
export const sampleSavedFilters: SavedFilter[] = [
  {
    ...none,
    id: 3,
    name: 'Germany',
    ownerUserId: 7,
    ownerName: 'Alice Admin',
    isOwnedByMe: true,
    isSharedToMe: false,
    shared: true,
    sharedWith: [-1],
    countries: [276],
  },
  {
    ...none,
    id: 5,
    name: 'Skin care brands',
    ownerUserId: 9,
    ownerName: 'Andy Analyst',
    isOwnedByMe: false,
    isSharedToMe: true,
    shared: true,
    sharedWith: [7],
    brands: [11, 12],
  },
  {
    ...none,
    id: 8,
    name: 'Coffee machine searches',
    ownerUserId: 7,
    ownerName: 'Alice Admin',
    isOwnedByMe: true,
    isSharedToMe: false,
    shared: false,
    sharedWith: [],
    visibilityClusters: [2],
  },
];
