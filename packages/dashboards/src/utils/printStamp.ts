import { savedFilterSegments, type Dashboard, type SavedFilter } from '@shelfsight/contracts';
import type { PreviewPeriod } from '@shelfsight/widget-kit/period';
import { chipTextOf } from './crossFilterText';
import type { CrossFilterItem, FilterSelection } from '../state/dashboardFiltersSlice';
import type { SegmentItems } from './useSegmentItems';

export const PRINT_STAMP_TEXTS = {
  dates: 'Dates',
  filters: 'Filters',
  ownDates: "each widget's own dates",
  compared: 'compared with',
  noFilters: 'none',
  savedFilter: 'saved filter',
  assortment: 'retailer assortment applied',
  allData: 'all data (data filtering off)',
  crossFilter: 'cross-filter',
} as const;

/** The filters a print was asked for (its address), with the items of their segments to name them. */
export interface PrintFilters {
  selection: FilterSelection | null;
  crossFilters: readonly CrossFilterItem[];
  items: SegmentItems;
  /** Segment names to print ('Retailers'). */
  labels: Partial<Record<string, string>>;
}

/**
 * What a printed dashboard says it ran with (every export names its dates and filter values): the days
 * drawn — those chosen for the print, else the dashboard's own — and the filters that applied.
 */
export function printStampOf(
  dashboard: Dashboard,
  period: PreviewPeriod | null,
  savedFilters: readonly SavedFilter[],
  chosen?: PrintFilters,
): { dates: string; filters: string } {
  const range = (from: string, to: string) => `${from} – ${to}`;
  let dates: string = PRINT_STAMP_TEXTS.ownDates;
  if (period) {
    dates = range(period.dateFrom, period.dateTo);
    if (period.compareDateFrom && period.compareDateTo)
      dates += `, ${PRINT_STAMP_TEXTS.compared} ${range(period.compareDateFrom, period.compareDateTo)}`;
  }
  const filters: string[] = [];
  const selection = chosen?.selection ?? null;
  const nameOf = (id: number) => savedFilters.find((filter) => filter.id === id)?.name ?? `#${id}`;
  if (selection?.allData) filters.push(PRINT_STAMP_TEXTS.allData);
  else if (selection) {
    for (const id of selection.savedFilterIds) filters.push(`${PRINT_STAMP_TEXTS.savedFilter} ${nameOf(id)}`);
    for (const segment of savedFilterSegments) {
      const ids = selection.segments[segment];
      if (ids.length === 0) continue;
      const names = ids.map((id) => chosen?.items[segment]?.find((item) => item.id === id)?.name ?? `#${id}`);
      filters.push(`${chosen?.labels[segment] ?? segment}: ${[...new Set(names)].join(', ')}`);
    }
  }
  for (const item of chosen?.crossFilters ?? []) filters.push(`${PRINT_STAMP_TEXTS.crossFilter} ${chipTextOf(item)}`);
  if (!selection && dashboard.defaultSavedFilterId !== null) {
    const name = savedFilters.find((filter) => filter.id === dashboard.defaultSavedFilterId)?.name;
    filters.push(`${PRINT_STAMP_TEXTS.savedFilter} ${name ?? `#${dashboard.defaultSavedFilterId}`}`);
  }
  if (dashboard.applyRetailerAssortment) filters.push(PRINT_STAMP_TEXTS.assortment);
  return { dates, filters: filters.length > 0 ? filters.join('; ') : PRINT_STAMP_TEXTS.noFilters };
}

/** The days a print was asked for, from its address (the view passes the days chosen there). */
export function printPeriodOf(search: URLSearchParams): PreviewPeriod | null {
  const dateFrom = search.get('dateFrom');
  const dateTo = search.get('dateTo');
  if (!dateFrom || !dateTo) return null;
  const period: PreviewPeriod = { dateFrom, dateTo };
  const compareDateFrom = search.get('compareDateFrom');
  const compareDateTo = search.get('compareDateTo');
  if (compareDateFrom && compareDateTo) Object.assign(period, { compareDateFrom, compareDateTo });
  return period;
}
