import {
  type DashboardConfigWidget,
  widgetCustomSettingsSchema,
  type WidgetDataRequestParsed,
  type WidgetQueryDefinition,
  widgetQueryMessages,
} from '@shelfsight/contracts';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/httpError';
import { type VisibleDashboard, visibleDashboard, visiblePlacedWidget } from '../dashboards';
import type { Viewer } from '../widgets';

/** A widget request as a dashboard asks it: the request with the dashboard's settings and the placed widget's overrides. */
export interface DashboardContext {
  request: WidgetDataRequestParsed;
  /** The placed widget's overrides that change the definition itself (date preset, text fields, settings). */
  definitionOf: (definition: WidgetQueryDefinition) => WidgetQueryDefinition;
  /** The name override, when the placed widget has one. */
  nameOverride: string | null;
  /** The dashboard's name in a dashboard context (exports name it), else null. */
  dashboardName: string | null;
  /** Saved filters stored on the dashboard, resolved as its owner sees them. */
  dashboardFilters?: { owner: { id: number; isSystemAdmin: boolean }; savedFilterIds: number[] };
}

const filterLists = [
  'savedFilterIds',
  'filterRetailerIds',
  'filterBrandIds',
  'filterSellerIds',
  'filterCountryIds',
  'filterProductIds',
  'filterTagIds',
  'filterSearchKeywordIds',
  'filterSearchCategoryIds',
  'filterVisibilityClusterIds',
  'filterBrandTypeIds',
] as const;

const filtersSent = (request: WidgetDataRequestParsed) => filterLists.some((list) => request[list].length > 0);

async function placedIn(db: Db, viewer: Viewer, request: WidgetDataRequestParsed) {
  const dashboard =
    request.dashboardId === undefined ? undefined : await visibleDashboard(db, viewer, request.dashboardId);
  if (request.dashboardId !== undefined && !dashboard) {
    throw new HttpError(404, widgetQueryMessages.unknownDashboard, {
      dashboardId: widgetQueryMessages.unknownDashboard,
    });
  }
  if (request.dashboardWidgetId === undefined) return { dashboard: dashboard as VisibleDashboard, placed: undefined };
  const found = await visiblePlacedWidget(db, viewer, request.dashboardWidgetId);
  const unknown = widgetQueryMessages.unknownDashboardWidget;
  if (!found) throw new HttpError(404, unknown, { dashboardWidgetId: unknown });
  if (dashboard && found.dashboard.row.id !== dashboard.row.id) {
    throw new HttpError(400, widgetQueryMessages.otherDashboard, {
      dashboardWidgetId: widgetQueryMessages.otherDashboard,
    });
  }
  // As get-widgets-for-dashboard flags it: neither the definition nor the data of such a widget leaves the server.
  if (found.widget.widgetNotShared) {
    throw new HttpError(403, widgetQueryMessages.widgetNotShared, { widgetId: widgetQueryMessages.widgetNotShared });
  }
  if (request.widgetId !== undefined && request.widgetId !== found.widget.widgetId) {
    throw new HttpError(400, widgetQueryMessages.otherWidget, { widgetId: widgetQueryMessages.otherWidget });
  }
  if (request.definition !== undefined) {
    throw new HttpError(400, widgetQueryMessages.otherWidget, { definition: widgetQueryMessages.otherWidget });
  }
  return { dashboard: found.dashboard, placed: found.widget };
}

/** The placed widget's stored overrides where the request sends none of its own (the request wins). */
function withPlacedOverrides(request: WidgetDataRequestParsed, placed: DashboardConfigWidget): WidgetDataRequestParsed {
  const next = { ...request, widgetId: placed.widgetId };
  if (!request.overrideSavedFilterIdsIsset && placed.savedFilterOverride !== null) {
    next.overrideSavedFilterIdsIsset = true;
    next.overrideSavedFilterIds = [placed.savedFilterOverride];
    next.overrideMergeDashboardFilters = placed.includesFiltersOverride;
  }
  if (request.overrideDimensionId === undefined && placed.overrideDimensionId !== null)
    next.overrideDimensionId = placed.overrideDimensionId;
  if (request.overrideTagName === undefined && placed.overrideTagName !== null)
    next.overrideTagName = placed.overrideTagName;
  if (request.overrideSubDimension === undefined && placed.overrideSubDimension !== null)
    next.overrideSubDimension = placed.overrideSubDimension;
  if (placed.datePresetOverride !== null && request.datePreset === undefined) {
    // The override replaces the dashboard's dates; a comparison follows the widget's own period.
    next.datePreset = placed.datePresetOverride;
    next.dateFrom = undefined;
    next.dateTo = undefined;
    if (request.compareDateFrom || request.compareDateTo) next.comparePreset = request.comparePreset ?? 'pp';
    next.compareDateFrom = undefined;
    next.compareDateTo = undefined;
  }
  return next;
}

function definitionWithOverrides(definition: WidgetQueryDefinition, placed: DashboardConfigWidget) {
  const merged = { ...definition.customSettings, ...placed.overrideSettings };
  const settings = widgetCustomSettingsSchema.safeParse(merged);
  if (!settings.success) {
    const issue = settings.error.issues[0];
    const field = ['overrideSettings', ...(issue?.path ?? [])].join('.');
    throw new HttpError(400, issue?.message ?? 'Invalid settings.', { [field]: issue?.message ?? 'Invalid settings.' });
  }
  return {
    ...definition,
    dateDataSelection: placed.datePresetOverride ?? definition.dateDataSelection,
    textFields: placed.overrideTextFields
      ? { title: placed.overrideTextFields.title ?? '', body: placed.overrideTextFields.body }
      : definition.textFields,
    customSettings: settings.data,
  };
}

/**
 * A widget request in a dashboard (`dashboardWidgetId`, `dashboardId`): the placed widget must sit on a
 * dashboard the caller sees (404), on the dashboard named (400), show the widget named (400) and be shared
 * with the caller (403 widgetNotShared). Its stored overrides apply unless the request sends its own; the
 * dashboard's date, retailer assortment and default saved filter apply where the request gives none.
 * Without either field the request is as it came.
 */
export async function dashboardContext(
  db: Db,
  viewer: Viewer,
  request: WidgetDataRequestParsed,
): Promise<DashboardContext> {
  if (request.dashboardWidgetId === undefined && request.dashboardId === undefined)
    return { request, definitionOf: (definition) => definition, nameOverride: null, dashboardName: null };
  const { dashboard, placed } = await placedIn(db, viewer, request);
  let next = placed ? withPlacedOverrides(request, placed) : { ...request };
  const dates = request.dateFrom !== undefined || request.dateTo !== undefined || request.datePreset !== undefined;
  if (!request.useDefaults && !dates && !placed?.datePresetOverride) {
    const row = dashboard.row;
    if (row.rollingDatePreset) next = { ...next, datePreset: row.rollingDatePreset };
    else if (row.fixedDateFrom && row.fixedDateTo)
      next = { ...next, dateFrom: row.fixedDateFrom, dateTo: row.fixedDateTo };
  }
  next.applyRetailerAssortment = request.applyRetailerAssortment ?? dashboard.row.applyRetailerAssortment;
  const defaultFilter = dashboard.row.defaultSavedFilterId;
  if (defaultFilter !== null && !request.useDefaults && (request.filterUseDefaults ?? !filtersSent(request))) {
    if (!next.savedFilterIds.includes(defaultFilter)) next.savedFilterIds = [...next.savedFilterIds, defaultFilter];
  }
  const stored = [defaultFilter, placed?.savedFilterOverride ?? null].filter((id): id is number => id !== null);
  return {
    request: next,
    definitionOf: (definition) => (placed ? definitionWithOverrides(definition, placed) : definition),
    nameOverride: placed?.nameOverride ?? null,
    dashboardName: dashboard.row.name,
    dashboardFilters: { owner: { id: dashboard.row.ownerUserId, isSystemAdmin: false }, savedFilterIds: stored },
  };
}
