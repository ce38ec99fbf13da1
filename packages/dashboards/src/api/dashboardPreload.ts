import type { PreloadStore } from '@shelfsight/api-client';
import { dashboardIdOf } from '@shelfsight/contracts';
import type { Dashboard } from '@shelfsight/contracts';
import { startChartPictures, startWidgetDataBatch, widgetDataApi } from '@shelfsight/widget-kit';
import type { PreviewPeriod } from '@shelfsight/widget-kit/period';
import type { DashboardFilterFields } from '../utils/dashboardFilterFields';
import { placedWidgetDataRequest, viewOpeningFilters, widgetsInReadingOrder } from '../utils/openingRequests';
import { pickerValueFromSearch } from '../utils/viewDates';
import { dashboardsApi } from './dashboardsApi';

/**
 * How many widgets the view's preload asks for, in reading order: about what the top of a wide screen and the
 * near-viewport margin hold (four rows of three). The cards below ask for theirs when the reader scrolls near.
 */
export const PRELOADED_VIEW_WIDGETS = 12;

type Opening = (
  dashboard: Dashboard,
  search: URLSearchParams,
) => { filters?: DashboardFilterFields; period?: PreviewPeriod; widgets: number } | null;

/** The view opens with the address's filters; days chosen in the address wait for the retention (skipped). */
const viewOpening: Opening = (dashboard, search) => {
  if (pickerValueFromSearch(search) !== null) return null;
  const filters = viewOpeningFilters(dashboard, search);
  return filters ? { filters, widgets: PRELOADED_VIEW_WIDGETS } : null;
};

/**
 * The print layout asks for every widget's data as it renders. Preloaded too, its fifty answers arrived while the
 * page's code was still being evaluated and then drew all at once: the last widget drew later (5.5 s against
 * 4.9 s at p50 in bench:dashboard, measured side by side), so only the dashboard and its widgets are preloaded.
 */
const printOpening: Opening = () => null;

/**
 * Asks for the dashboard, its placed widgets and, as soon as the dashboard answers, its first widgets' data, from
 * the address alone and with the arguments its page will use, so the page finds them in flight or answered. The
 * dashboard names its placed widgets with all a data request needs (overrides, visualization, not shared), so the
 * data does not wait for the widgets' definitions, the slower of the two calls. Every query is started without a
 * subscription: the page's hooks hold them; unused, they expire like any other.
 */
async function preloadDashboard(location: URL, store: PreloadStore, opening: Opening): Promise<void> {
  const { dispatch } = store;
  const id = dashboardIdOf(location.searchParams);
  if (id === null) return;
  const widgets = dispatch(dashboardsApi.endpoints.getWidgetsForDashboard.initiate(id, { subscribe: false }));
  const dashboard = await dispatch(dashboardsApi.endpoints.getDashboard.initiate(id, { subscribe: false }));
  const plan = dashboard.data ? opening(dashboard.data, location.searchParams) : null;
  if (dashboard.data && plan) {
    const opened = dashboard.data;
    const placed = widgetsInReadingOrder(
      opened,
      opened.groups.flatMap((group) => group.widgets),
    );
    const requests = placed
      .slice(0, plan.widgets)
      .flatMap((widget) => placedWidgetDataRequest(opened, widget, plan.period, plan.filters) ?? []);
    // One request for them all; each query takes its widget's line up as it arrives.
    startWidgetDataBatch(store, requests);
    for (const request of requests)
      void dispatch(widgetDataApi.endpoints.getWidgetData.initiate(request, { subscribe: false }));
    // The charts' pictures, where this browser knows their sizes from an earlier visit.
    startChartPictures(store, requests);
  }
  await widgets;
}

export const preloadDashboardView = (location: URL, store: PreloadStore) =>
  preloadDashboard(location, store, viewOpening);
export const preloadDashboardPrint = (location: URL, store: PreloadStore) =>
  preloadDashboard(location, store, printOpening);
