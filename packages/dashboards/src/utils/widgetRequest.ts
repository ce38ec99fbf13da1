import type { Dashboard, DashboardConfigWidget } from '@shelfsight/contracts';
import type { WidgetDataContext } from '@shelfsight/widget-kit';
import type { PreviewPeriod } from '@shelfsight/widget-kit/period';
import type { DashboardFilterFields } from './dashboardFilterFields';

/**
 * Rows on the first page of a data table's card on screen, as in most tables (the reader picks 20, 50 or 100 under
 * it).
 */
export const SCREEN_TABLE_PAGE_SIZE = 10;

/**
 * Rows a printed data table holds: a PDF has no pages to turn, so it prints this many and says so ('Rows 1–200 of
 * 400'); about four A4 pages of a plain table.
 */
export const PRINT_TABLE_ROW_LIMIT = 200;

/**
 * The get-data fields of a widget placed on a dashboard (spec 2 §7): the dashboard and placed widget ids,
 * the dashboard's settings and retailer assortment, its default saved filter, and the widget's overrides.
 * The widget's date preset override wins over the days chosen in the header, and those over the dashboard's; a fixed range is sent as dates, a
 * rolling preset as its code; with neither the widget keeps its own period.
 */
export function dashboardWidgetRequest(
  dashboard: Dashboard,
  placed: DashboardConfigWidget,
  /** Days the reader chose in the header for this visit; they replace the dashboard's, not an override. */
  chosenPeriod?: PreviewPeriod,
  /** The filters applied on the dashboard for this visit; they replace its default saved filter. */
  filters?: DashboardFilterFields,
  /** For the print layout. */
  printed = false,
): { context: WidgetDataContext; period?: PreviewPeriod } {
  const context: WidgetDataContext = {
    dashboardId: dashboard.id,
    dashboardWidgetId: placed.id,
    applyRetailerAssortment: dashboard.applyRetailerAssortment,
    dashboardSettings: dashboard.settings,
    ...(filters ?? {
      savedFilterIds: dashboard.defaultSavedFilterId === null ? [] : [dashboard.defaultSavedFilterId],
    }),
  };
  if (placed.savedFilterOverride !== null) {
    context.overrideSavedFilterIdsIsset = true;
    context.overrideSavedFilterIds = [placed.savedFilterOverride];
    context.overrideMergeDashboardFilters = placed.includesFiltersOverride;
  }
  if (placed.overrideDimensionId !== null) context.overrideDimensionId = placed.overrideDimensionId;
  if (placed.overrideTagName !== null) context.overrideTagName = placed.overrideTagName;
  if (placed.overrideSubDimension !== null) context.overrideSubDimension = placed.overrideSubDimension;
  if (placed.visualization === 'DATA_TABLE')
    context.itemsPerPage = printed ? PRINT_TABLE_ROW_LIMIT : SCREEN_TABLE_PAGE_SIZE;

  if (placed.datePresetOverride !== null) return { context: { ...context, datePreset: placed.datePresetOverride } };
  if (chosenPeriod) return { context, period: chosenPeriod };
  if (dashboard.fixedDateRange !== null) {
    return {
      context,
      period: { dateFrom: dashboard.fixedDateRange.dateFrom, dateTo: dashboard.fixedDateRange.dateTo },
    };
  }
  if (dashboard.rollingDatePreset !== null) return { context: { ...context, datePreset: dashboard.rollingDatePreset } };
  return { context };
}
