import type { Dashboard, DashboardConfigWidget } from '@shelfsight/contracts';
import type { WidgetDataRequest } from '@shelfsight/widget-kit';
import type { PreviewPeriod } from '@shelfsight/widget-kit/period';
import { emptySelection } from '../state/dashboardFiltersSlice';
import { filterFieldsOf, type DashboardFilterFields } from './dashboardFilterFields';
import { filtersFromSearch } from './filterAddress';
import { rowsOf } from './rows';
import { dashboardWidgetRequest } from './widgetRequest';

/**
 * The filters the view opens with when its address says them all: the address's selection and cross-filters,
 * or none named and no default saved filter to wait for. Undefined when the dashboard's default saved filter
 * has to be loaded first (see useDashboardFilters).
 */
export function viewOpeningFilters(dashboard: Dashboard, search: URLSearchParams): DashboardFilterFields | undefined {
  const { selection, crossFilters } = filtersFromSearch(search);
  if (selection === null && dashboard.defaultSavedFilterId !== null) return undefined;
  return filterFieldsOf(selection ?? emptySelection(), crossFilters);
}

/**
 * The print layout's filters: the view sends its own as one `filters` value (the server passes it on); a link
 * may name them as the view's address does. Undefined when none are named (the dashboard's default applies).
 */
export function printFiltersOf(search: URLSearchParams) {
  const sent = search.get('filters');
  const chosen = filtersFromSearch(sent === null ? search : new URLSearchParams(sent));
  const fields =
    chosen.selection || chosen.crossFilters.length > 0
      ? filterFieldsOf(chosen.selection ?? emptySelection(), chosen.crossFilters)
      : undefined;
  return { chosen, fields };
}

/** The placed widgets in the order a reader sees them: groups by sequence, then rows, then place in the row. */
export function widgetsInReadingOrder<T extends DashboardConfigWidget>(
  dashboard: Dashboard,
  widgets: readonly T[],
): T[] {
  return [...dashboard.groups]
    .sort((a, b) => a.sequence - b.sequence)
    .flatMap((group) => rowsOf(widgets.filter((widget) => widget.groupId === group.id)).flat());
}

/**
 * The get-data request a placed widget's card makes (what WidgetPreview sends for a saved widget in this
 * context), or null for a widget not shared with me, which asks for nothing.
 */
export function placedWidgetDataRequest(
  dashboard: Dashboard,
  placed: DashboardConfigWidget,
  chosenPeriod?: PreviewPeriod,
  filters?: DashboardFilterFields,
  /** For the print layout. */
  printed = false,
): WidgetDataRequest | null {
  if (placed.widgetNotShared) return null;
  const { context, period } = dashboardWidgetRequest(dashboard, placed, chosenPeriod, filters, printed);
  return { ...context, widgetId: placed.widgetId, ...period };
}
