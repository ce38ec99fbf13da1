import { savedFilterSegments } from '@shelfsight/contracts';
import { emptySelection, type CrossFilterItem, type FilterSelection } from '../state/dashboardFiltersSlice';
import { crossFilterTarget, segmentFields } from './dashboardFilterFields';

/**
 * The address keys of a view's applied filters and cross-filters, beside the date keys of viewDates.ts, so
 * a copied link reproduces them: `savedFilterIds=3&filterRetailerIds=1,2&useDefaults=1&xf=retailer:12~Tesco`.
 * Lists are comma separated; each cross-filter is one `xf` of item key, `~`, label.
 */
const LIST_KEYS = ['savedFilterIds', ...savedFilterSegments.map((segment) => segmentFields[segment])] as const;
const FLAG_KEYS = ['useDefaults', 'allData'] as const;
export const CROSS_FILTER_KEY = 'xf';
const FILTER_KEYS = [...LIST_KEYS, ...FLAG_KEYS] as const;

const MAX_IDS = 5000;
const MAX_CROSS_FILTERS = 20;
const MAX_LABEL = 200;
const ITEM_KEY = /^[a-z_]+:\d{1,10}(\|currency:[A-Z]{3})?$/;
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Whole ids of a comma-separated list; anything else in it is ignored. */
function idsOf(value: string | null): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .filter((part) => /^[1-9]\d{0,9}$/.test(part))
    .map(Number)
    .filter((id) => id <= 2_147_483_647);
  return [...new Set(ids)].slice(0, MAX_IDS);
}

/** A cross-filter of the address, or null when its key names no filterable item or its label is unusable. */
function crossFilterOf(value: string): CrossFilterItem | null {
  const at = value.indexOf('~');
  if (at < 0) return null;
  const key = value.slice(0, at);
  const label = value.slice(at + 1).trim();
  if (!ITEM_KEY.test(key) || crossFilterTarget(key) === null) return null;
  if (label === '' || label.length > MAX_LABEL || CONTROL.test(label)) return null;
  return { key, label };
}

/** The filters an address names: the selection (null when it names none) and its cross-filters. */
export function filtersFromSearch(search: URLSearchParams): {
  selection: FilterSelection | null;
  crossFilters: CrossFilterItem[];
} {
  const crossFilters: CrossFilterItem[] = [];
  for (const value of search.getAll(CROSS_FILTER_KEY)) {
    const item = crossFilterOf(value);
    if (item && !crossFilters.some((known) => known.key === item.key)) crossFilters.push(item);
  }
  const named = FILTER_KEYS.some((key) => search.has(key));
  if (!named) return { selection: null, crossFilters: crossFilters.slice(0, MAX_CROSS_FILTERS) };
  const selection = emptySelection();
  selection.savedFilterIds = idsOf(search.get('savedFilterIds'));
  for (const segment of savedFilterSegments) selection.segments[segment] = idsOf(search.get(segmentFields[segment]));
  selection.allData = search.get('allData') === '1';
  selection.useDefaults = !selection.allData && search.get('useDefaults') === '1';
  if (selection.allData) return { selection: { ...emptySelection(), allData: true }, crossFilters };
  return { selection, crossFilters: crossFilters.slice(0, MAX_CROSS_FILTERS) };
}

/** The filter keys of a selection and cross-filters alone (an empty bar names nothing: the default applies). */
export function filterSearchOf(selection: FilterSelection, crossFilters: readonly CrossFilterItem[]): URLSearchParams {
  const next = new URLSearchParams();
  if (selection.allData) next.set('allData', '1');
  else {
    if (selection.savedFilterIds.length > 0) next.set('savedFilterIds', selection.savedFilterIds.join(','));
    for (const segment of savedFilterSegments) {
      const ids = selection.segments[segment];
      if (ids.length > 0) next.set(segmentFields[segment], ids.join(','));
    }
    if (selection.useDefaults) next.set('useDefaults', '1');
  }
  for (const item of crossFilters) next.append(CROSS_FILTER_KEY, `${item.key}~${item.label}`);
  return next;
}

/** The address with these filters in place of any named before; other keys (id, dates) stay. */
export function searchWithFilters(
  search: URLSearchParams,
  selection: FilterSelection,
  crossFilters: readonly CrossFilterItem[],
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of [...FILTER_KEYS, CROSS_FILTER_KEY]) next.delete(key);
  for (const [key, value] of filterSearchOf(selection, crossFilters)) next.append(key, value);
  return next;
}
