import {
  EVERYONE_USER_ID,
  productFilterSegments,
  type SavedFilter,
  type SavedFilterInput,
  type SavedFilterSegment,
  savedFilterSegmentLabels,
  savedFilterSegments,
  emptySavedFilterSegments,
} from '@shelfsight/contracts';

/** Which screens: every saved filter, or the product filters (those narrowing products). */
export type FilterKind = 'saved' | 'product';

export const segmentsOf = (kind: FilterKind): readonly SavedFilterSegment[] =>
  kind === 'product' ? productFilterSegments : savedFilterSegments;

/** A product filter holds items of a segment that narrows products (as the server's product-saved-filters). */
export const isProductFilter = (filter: SavedFilter): boolean =>
  productFilterSegments.some((segment) => filter[segment].length > 0);

export type SegmentValues = Record<SavedFilterSegment, number[]>;

export const emptySegments: () => SegmentValues = emptySavedFilterSegments;

export const segmentValuesOf = (filter: SavedFilter): SegmentValues =>
  Object.fromEntries(savedFilterSegments.map((segment) => [segment, [...filter[segment]]])) as unknown as SegmentValues;

/** "Retailers 2 · Brands 1": the segments a filter holds items of, with their counts; '-' when none. */
export function segmentSummary(filter: SavedFilter): string {
  const parts = savedFilterSegments
    .filter((segment) => filter[segment].length > 0)
    .map((segment) => `${savedFilterSegmentLabels[segment]} ${filter[segment].length}`);
  return parts.length > 0 ? parts.join(' · ') : '-';
}

/** How a filter is shared, as the list shows it. */
export function sharingSummary(filter: SavedFilter): string {
  if (filter.sharedWith.includes(EVERYONE_USER_ID)) return 'Everyone';
  if (filter.sharedWith.length === 0) return 'Not shared';
  return filter.sharedWith.length === 1 ? '1 user' : `${filter.sharedWith.length} users`;
}

/** The body of create and update: every segment, so an update replaces the filter as a whole. */
export function inputOf(name: string, segments: SegmentValues, sharedWith: number[]): SavedFilterInput {
  // Sharing with everyone makes naming single users pointless; the server keeps only -1 then too.
  const shares = sharedWith.includes(EVERYONE_USER_ID) ? [EVERYONE_USER_ID] : sharedWith;
  return { name: name.trim(), ...segments, sharedWith: shares };
}
