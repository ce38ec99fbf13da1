import { api, apiTarget } from '@shelfsight/api-client';
import { type WidgetDataDetailsAnswer, type WidgetDataDetailsQuery, widgetQueryPaths } from '@shelfsight/contracts';
import type { WidgetDataContext } from '@shelfsight/widget-kit';
import type { PreviewPeriod } from '@shelfsight/widget-kit/period';

/** What the details dialog asks for: the clicked item of a widget in the context it was drawn in. */
export interface WidgetDetailsRequest {
  widgetId: number;
  /** The clicked item's key; left out for the whole widget (a KPI). */
  item?: string;
  /** The metric of the clicked value, where the click named one. */
  metricId?: number;
  /** The get-data fields the placed widget sent (dashboard, filters, overrides) and its days. */
  context: WidgetDataContext;
  period?: PreviewPeriod;
  page: number;
  itemsPerPage: number;
}

type QueryValue = string | number | undefined;

// The get-data fields the details call reads too; the others (dashboard settings, compare days) it does not take.
const ID_LISTS = [
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
  'overrideSavedFilterIds',
] as const;
const FLAGS = [
  'useDefaults',
  'applyRetailerAssortment',
  'filterUseDefaults',
  'overrideSavedFilterIdsIsset',
  'overrideMergeDashboardFilters',
] as const;
const PLAIN = [
  'dashboardId',
  'dashboardWidgetId',
  'datePreset',
  'overrideDimensionId',
  'overrideTagName',
  'overrideSubDimension',
] as const;

/**
 * The query string of GET widget/{id}/get-widget-data-details: id lists as comma lists (an empty list as an
 * empty value, so "no filters" stays different from "not said"), flags as 0/1, absent values left out.
 */
export function widgetDetailsQuery(request: WidgetDetailsRequest): Record<keyof WidgetDataDetailsQuery, QueryValue> {
  const { context, period } = request;
  const query: Partial<Record<keyof WidgetDataDetailsQuery, QueryValue>> = {
    item: request.item,
    metricId: request.metricId,
    dateFrom: period?.dateFrom,
    dateTo: period?.dateTo,
    page: request.page,
    itemsPerPage: request.itemsPerPage,
  };
  for (const key of ID_LISTS) {
    const ids = context[key];
    if (ids) query[key] = ids.join(',');
  }
  for (const key of FLAGS) {
    const flag = context[key];
    if (flag !== undefined && flag !== null) query[key] = flag === true || flag === 1 ? 1 : 0;
  }
  for (const key of PLAIN) {
    const value = context[key];
    if (value !== undefined && value !== null) query[key] = value;
  }
  return query as Record<keyof WidgetDataDetailsQuery, QueryValue>;
}

/** The product rows behind a clicked item of a widget (its click-through details dialog), computed per call. */
export const widgetDetailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWidgetDataDetails: build.query<WidgetDataDetailsAnswer, WidgetDetailsRequest>({
      query: (request) => ({
        ...apiTarget(widgetQueryPaths.dataDetails, { id: request.widgetId }),
        params: widgetDetailsQuery(request),
      }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetWidgetDataDetailsQuery } = widgetDetailsApi;
