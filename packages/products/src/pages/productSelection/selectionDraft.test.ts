import { describe, expect, it } from 'vitest';
import { sampleSelectionFilters, sampleSelectionRetailers } from '../../testing/selectionSamples';
import { draftOf, draftReducer, hasChanges, liveFilters } from './selectionDraft';

const saved = () => draftOf(sampleSelectionRetailers, sampleSelectionFilters);

describe('selection draft', () => {
  it('starts from the retailers that have saved filters, unmarked', () => {
    const draft = saved();
    expect(draft.retailers.map((retailer) => [retailer.displayName, retailer.state])).toEqual([
      ['Elektro Markt', 'none'],
      ['Kaufhalle', 'none'],
    ]);
    expect(draft.filters.every((filter) => !filter.creating && !filter.deleting)).toBe(true);
    expect(hasChanges(draft)).toBe(false);
  });

  it('marks an added retailer adding and a new filter creating', () => {
    const retailer = sampleSelectionRetailers[2]!;
    let draft = draftReducer(saved(), { type: 'retailerAdded', retailer });
    draft = draftReducer(draft, {
      type: 'filterAdded',
      retailerId: retailer.id,
      lists: { brands: [3], categories: [], tags: [] },
    });
    expect(draft.retailers.at(-1)).toEqual({ id: retailer.id, displayName: retailer.displayName, state: 'adding' });
    expect(draft.filters.at(-1)).toMatchObject({ id: null, retailerId: retailer.id, brands: [3], creating: true });
    expect(hasChanges(draft)).toBe(true);
  });

  it('removing a retailer drops its new filters and marks its saved ones deleting', () => {
    const retailerId = sampleSelectionFilters[0]!.retailerId;
    let draft = draftReducer(saved(), {
      type: 'filterAdded',
      retailerId,
      lists: { brands: [], categories: [7], tags: [] },
    });
    draft = draftReducer(draft, { type: 'retailerRemoved', retailerId });
    expect(draft.retailers.some((retailer) => retailer.id === retailerId)).toBe(false);
    const ofRetailer = draft.filters.filter((filter) => filter.retailerId === retailerId);
    const savedOfRetailer = sampleSelectionFilters.filter((filter) => filter.retailerId === retailerId);
    expect(ofRetailer.map((filter) => [filter.id, filter.deleting])).toEqual(savedOfRetailer.map((f) => [f.id, true]));
    expect(liveFilters(draft).some((filter) => filter.retailerId === retailerId)).toBe(false);
  });

  it('removing a new filter forgets it; removing a saved one marks it deleting', () => {
    let draft = draftReducer(saved(), {
      type: 'filterAdded',
      retailerId: 1,
      lists: { brands: [1], categories: [], tags: [] },
    });
    const added = draft.filters.at(-1)!.key;
    draft = draftReducer(draft, { type: 'filterRemoved', key: added });
    expect(draft.filters.some((filter) => filter.key === added)).toBe(false);
    draft = draftReducer(draft, { type: 'filterRemoved', key: `saved-${sampleSelectionFilters[0]!.id}` });
    expect(draft.filters[0]!.deleting).toBe(true);
  });
});
