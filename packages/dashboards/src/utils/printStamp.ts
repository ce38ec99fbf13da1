import type { Dashboard, SavedFilter } from '@shelfsight/contracts';
import type { PreviewPeriod } from '@shelfsight/widget-kit/period';

export const PRINT_STAMP_TEXTS = {
  dates: 'Dates',
  filters: 'Filters',
  ownDates: "each widget's own dates",
  compared: 'compared with',
  noFilters: 'none',
  savedFilter: 'saved filter',
  assortment: 'retailer assortment applied',
} as const;

/**
 * What a printed dashboard says it ran with (every export names its dates and filter values): the days
 * drawn — those chosen for the print, else the dashboard's own — and the filters that applied.
 */
export function printStampOf(
  dashboard: Dashboard,
  period: PreviewPeriod | null,
  savedFilters: readonly SavedFilter[],
): { dates: string; filters: string } {
  const range = (from: string, to: string) => `${from} – ${to}`;
  let dates: string = PRINT_STAMP_TEXTS.ownDates;
  if (period) {
    dates = range(period.dateFrom, period.dateTo);
    if (period.compareDateFrom && period.compareDateTo)
      dates += `, ${PRINT_STAMP_TEXTS.compared} ${range(period.compareDateFrom, period.compareDateTo)}`;
  }
  const filters: string[] = [];
  if (dashboard.defaultSavedFilterId !== null) {
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
