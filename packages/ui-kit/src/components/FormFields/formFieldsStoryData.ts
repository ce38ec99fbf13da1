import {
  type SavedFilter,
  type SavedFilterSegment,
  type SavedFilterShareableUser,
  emptySavedFilterSegments,
} from '@shelfsight/contracts';
import type { UseSegmentItems } from './FilterSetFields';
import { sampleUseSegmentItems } from './formFieldsSample';

/** The options of the filter-set and recipient fields, as a form built on them takes them. */
export interface FormFieldsStoryArgs {
  savedFilters: SavedFilter[];
  users: SavedFilterShareableUser[];
  useSegmentItems: UseSegmentItems;
}

const noItems = emptySavedFilterSegments();

const ada: SavedFilterShareableUser = { id: 7, displayName: 'Ada Lovelace', email: 'ada@example.com' };
const paula: SavedFilterShareableUser = { id: 5, displayName: 'Paula Product', email: 'pm@acme.test' };
const users = [
  ada,
  { id: 4, displayName: 'Andy Analyst', email: 'analyst@acme.test' },
  paula,
  { id: 8, displayName: 'Ben Buyer', email: 'buyer@acme.test' },
];

/** A saved filter as Ada's list answers it: hers, or shared with her by its owner. */
const savedFilter = (
  [id, name]: [number, string],
  owner: SavedFilterShareableUser,
  sharedWith: number[],
  items: Partial<Record<SavedFilterSegment, number[]>>,
): SavedFilter => ({
  ...noItems,
  ...items,
  id,
  name,
  ownerUserId: owner.id,
  ownerName: owner.displayName,
  isOwnedByMe: owner === ada,
  isSharedToMe: owner !== ada,
  shared: sharedWith.length > 0,
  sharedWith,
});

/**
 * For the stories of the feature forms built on these fields (alerts, datasets, ...), stories only: Ada
 * Lovelace's (user 7) customer, whose saved filter 11 and recipients 4, 5 and 7 the features' sample alerts
 * and datasets name, with retailers, brands, countries and products to choose from.
 */
export const formFieldsStoryArgs: FormFieldsStoryArgs = {
  savedFilters: [
    savedFilter([11, 'UK grocers'], ada, [4], { retailers: [101, 104], countries: [401] }),
    savedFilter([12, 'Own brands at every retailer'], paula, [-1], { brands: [201, 202] }),
  ],
  users,
  useSegmentItems: sampleUseSegmentItems,
};
