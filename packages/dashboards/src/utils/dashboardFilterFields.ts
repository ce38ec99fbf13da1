import {
  type FilterSegmentField,
  filterSegmentFields,
  savedFilterSegments,
  type SavedFilterSegment,
} from '@shelfsight/contracts';
import type { WidgetDataContext } from '@shelfsight/widget-kit';
import type { CrossFilterItem, FilterSelection } from '../state/dashboardFiltersSlice';

/**
 * The filter fields of a widget data request (spec 2 §7) that the dashboard's filter bar and its
 * cross-filters add to every widget of the dashboard, in all its groups.
 */
export type DashboardFilterFields = Pick<
  WidgetDataContext,
  'savedFilterIds' | 'filterUseDefaults' | FilterSegmentField
>;

/** The request field of each saved-filter segment. */
export const segmentFields = filterSegmentFields;

/** The segment a widget answer's item key names (`retailer:12` → retailers). */
export const itemDimensionSegments: Record<string, SavedFilterSegment> = {
  retailer: 'retailers',
  brand: 'brands',
  brand_type: 'brandTypes',
  country: 'countries',
  seller: 'sellers',
  product: 'products',
  tag: 'tags',
  search_keyword: 'searchKeywords',
  category_listing: 'searchCategories',
};

/** The segment and id of a cross-filter item; null for keys no filter field takes. */
export function crossFilterTarget(key: string): { segment: SavedFilterSegment; id: number } | null {
  const [item = ''] = key.split('|');
  const match = /^([a-z_]+):(\d+)$/.exec(item);
  const segment = match ? itemDimensionSegments[match[1] ?? ''] : undefined;
  if (!match || !segment) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) ? { segment, id } : null;
}

const isEmpty = (selection: FilterSelection) =>
  selection.savedFilterIds.length === 0 && Object.values(selection.segments).every((ids) => ids.length === 0);

/**
 * The get-data filter fields of the applied filters and cross-filters. An empty bar leaves default use to the
 * server (the dashboard's default applies); "show all data" sends default use off. Cross-filters of one
 * dimension OR together and narrow the bar's items of that dimension; as the server adds saved filters' items
 * to the lists, the bar is then sent as its lists (which hold those items) with no saved filter and no default,
 * and an empty intersection as the impossible id -1.
 */
export function filterFieldsOf(
  applied: FilterSelection,
  crossFilters: readonly CrossFilterItem[],
): DashboardFilterFields {
  if (applied.allData && crossFilters.length === 0) return { savedFilterIds: [], filterUseDefaults: false };
  const crossed = new Map<SavedFilterSegment, number[]>();
  for (const item of crossFilters) {
    const target = crossFilterTarget(item.key);
    if (target) crossed.set(target.segment, [...(crossed.get(target.segment) ?? []), target.id]);
  }
  const fields: DashboardFilterFields = { savedFilterIds: crossed.size > 0 ? [] : [...applied.savedFilterIds] };
  for (const segment of savedFilterSegments) {
    const bar = applied.segments[segment];
    const cross = crossed.get(segment);
    const ids = cross ? (bar.length > 0 ? cross.filter((id) => bar.includes(id)) : cross) : bar;
    if (cross && ids.length === 0) fields[segmentFields[segment]] = [-1];
    else if (ids.length > 0) fields[segmentFields[segment]] = [...new Set(ids)];
  }
  if (crossed.size > 0) fields.filterUseDefaults = false;
  else if (applied.useDefaults) fields.filterUseDefaults = true;
  else if (!isEmpty(applied)) fields.filterUseDefaults = false;
  return fields;
}
