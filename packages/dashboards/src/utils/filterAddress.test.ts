import { describe, expect, it } from 'vitest';
import { emptySelection, type FilterSelection } from '../state/dashboardFiltersSlice';
import { filterFieldsOf } from './dashboardFilterFields';
import { filtersFromSearch, searchWithFilters } from './filterAddress';

const selection = (changes: Partial<FilterSelection['segments']>, rest: Partial<FilterSelection> = {}) => {
  const base = emptySelection();
  return { ...base, ...rest, segments: { ...base.segments, ...changes } };
};
const tesco = { key: 'retailer:12', label: 'Tesco' };
const euros = { key: 'brand:3|currency:EUR', label: 'Acme & Co ~ Fine' };

describe('filters in the address', () => {
  it('round-trips a selection and cross-filters, keeping the id and date keys', () => {
    const chosen = selection({ retailers: [1, 2], countries: [405] }, { savedFilterIds: [3], useDefaults: true });
    const search = searchWithFilters(new URLSearchParams('id=4&datePreset=7d'), chosen, [tesco, euros]);
    expect(search.get('id')).toBe('4');
    expect(search.get('datePreset')).toBe('7d');
    expect(search.get('filterRetailerIds')).toBe('1,2');
    const read = filtersFromSearch(new URLSearchParams(search.toString()));
    expect(read.selection).toEqual(chosen);
    expect(read.crossFilters).toEqual([tesco, euros]);
  });

  it('names nothing for an empty bar, so the dashboard default applies to the link', () => {
    const search = searchWithFilters(new URLSearchParams('id=4&filterBrandIds=9&xf=brand:9~Old'), emptySelection(), []);
    expect(search.toString()).toBe('id=4');
    expect(filtersFromSearch(search)).toEqual({ selection: null, crossFilters: [] });
  });

  it('keeps "show all data" as a flag of its own', () => {
    const search = searchWithFilters(new URLSearchParams(), { ...emptySelection(), allData: true }, []);
    expect(search.toString()).toBe('allData=1');
    expect(filtersFromSearch(search).selection).toEqual({ ...emptySelection(), allData: true });
  });

  it('ignores bad values without failing', () => {
    const read = filtersFromSearch(
      new URLSearchParams(
        'filterRetailerIds=1,abc,-2,0,99999999999,1,3&savedFilterIds=x&xf=retailer:x~Bad&xf=planet:1~Mars&xf=brand:2~&xf=nolabel&xf=brand:2~Good',
      ),
    );
    expect(read.selection?.segments.retailers).toEqual([1, 3]);
    expect(read.selection?.savedFilterIds).toEqual([]);
    expect(read.crossFilters).toEqual([{ key: 'brand:2', label: 'Good' }]);
  });
});

describe('filterFieldsOf', () => {
  it('sends an empty bar as the saved filters alone, leaving default use to the server', () => {
    expect(filterFieldsOf(emptySelection(), [])).toEqual({ savedFilterIds: [] });
  });

  it('sends the lists, saved filters and default use of the bar', () => {
    const fields = filterFieldsOf(selection({ retailers: [1] }, { savedFilterIds: [3], useDefaults: true }), []);
    expect(fields).toEqual({ savedFilterIds: [3], filterRetailerIds: [1], filterUseDefaults: true });
    expect(filterFieldsOf(selection({ brands: [2] }), []).filterUseDefaults).toBe(false);
    expect(filterFieldsOf({ ...emptySelection(), allData: true }, [])).toEqual({
      savedFilterIds: [],
      filterUseDefaults: false,
    });
  });

  it('ORs cross-filters of one dimension and narrows the bar with them', () => {
    const bar = selection({ retailers: [12, 13], brands: [5] }, { savedFilterIds: [3], useDefaults: true });
    const fields = filterFieldsOf(bar, [tesco, { key: 'retailer:14', label: 'Asda' }, euros]);
    expect(fields).toEqual({
      savedFilterIds: [],
      filterRetailerIds: [12],
      filterBrandIds: [-1],
      filterUseDefaults: false,
    });
    expect(filterFieldsOf(emptySelection(), [euros]).filterBrandIds).toEqual([3]);
  });
});
