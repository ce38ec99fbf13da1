import {
  type FilterItem,
  type SavedFilter,
  type SavedFilterSegment,
  type SavedFilterShareableUser,
  emptySavedFilterSegments,
} from '@shelfsight/contracts';
import type { UseSegmentItems } from './FilterSetFields';

/** Sample data of the form-field tests and stories: a brand owner's team watching its products at retailers. */

const noSegments = emptySavedFilterSegments();

const savedFilter = (
  id: number,
  name: string,
  segments: Partial<Record<SavedFilterSegment, number[]>>,
): SavedFilter => ({
  id,
  name,
  ownerUserId: 11,
  ownerName: 'Ada Analyst',
  isOwnedByMe: true,
  isSharedToMe: false,
  shared: false,
  sharedWith: [],
  ...noSegments,
  ...segments,
});

/** id, name, details, and 'licence' for an item outside the customer's licence (listed, not to be chosen). */
type ItemRow = [id: number, name: string, details?: string, outside?: 'licence'];

/** A segment's items as the server lists them. */
const segmentItems = (rows: ItemRow[]): FilterItem[] =>
  rows.map(([id, name, details = null, outside]) => ({
    id,
    key: String(id),
    name,
    details,
    ownerName: null,
    savedFilterIds: [],
    excluded: false,
    licenseExcluded: outside === 'licence',
    roleExcluded: false,
  }));

export const sampleSavedFilters: SavedFilter[] = [
  savedFilter(1, 'UK grocers', { retailers: [101, 104] }),
  savedFilter(2, 'Own brands', { brands: [201, 202] }),
  savedFilter(3, 'Top 50 SKUs', { products: [301, 302] }),
];

export const sampleSegmentItems: Partial<Record<SavedFilterSegment, FilterItem[]>> = {
  retailers: segmentItems([
    [101, 'Tesco', 'UK'],
    [102, 'Walmart', 'US'],
    [103, 'Amazon', 'DE', 'licence'],
    [104, "Sainsbury's", 'UK'],
  ]),
  brands: segmentItems([
    [201, 'Coca-Cola'],
    [202, 'Pampers'],
    [203, 'NIVEA'],
  ]),
  countries: segmentItems([
    [401, 'United Kingdom'],
    [402, 'United States'],
    [403, 'Germany'],
  ]),
  products: segmentItems([
    [301, 'Coca-Cola Zero 1.5 L', 'EAN 5449000131805'],
    [302, 'Pampers Premium Protection size 4', 'EAN 8006540855805'],
  ]),
};

/** Answers each segment's items at once, as the server's cache would once loaded. */
export const sampleUseSegmentItems: UseSegmentItems = (segment) => ({
  items: sampleSegmentItems[segment] ?? [],
  loading: false,
});

export const sampleRecipients: SavedFilterShareableUser[] = [
  { id: 11, displayName: 'Ada Analyst', email: 'analyst@acme.test' },
  { id: 12, displayName: 'Ben Buyer', email: 'buyer@acme.test' },
  { id: 13, displayName: 'Cleo Category', email: 'category.manager@acme.test' },
  { id: 14, displayName: 'Dev Digital Shelf', email: 'ecommerce@acme.test' },
];
