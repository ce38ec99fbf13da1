import { api, apiTarget, type PreloadStore, startBatchedPosts, WIDGET_DATA_TAG } from '@shelfsight/api-client';
import {
  type WidgetChartRequest,
  type WidgetDataRequest as WidgetDataRequestFields,
  type WidgetInput,
  widgetQueryPaths,
} from '@shelfsight/contracts';
import type { ChartSize } from '../charts/chartPictures';
import { rememberChartSize, rememberedChartSize } from './chartPictureSizes';
import type { PreviewPeriod } from '../period';

/**
 * What the preview asks get-data for: a saved widget by id, or an unsaved definition, and optionally the
 * period to draw (without one the engine takes the widget's own preset).
 */
export type WidgetDataRequest = ({ widgetId: number } | { definition: Omit<WidgetInput, 'name' | 'description'> }) &
  Partial<PreviewPeriod> &
  WidgetDataContext;

/**
 * The request fields of spec 2 §7 a screen that places widgets adds (a dashboard: its id, the placed
 * widget's id, its date preset, filters and overrides).
 */
export type WidgetDataContext = Omit<WidgetDataRequestFields, 'widgetId' | 'definition' | keyof PreviewPeriod>;

/** The answer of get-data (spec 2 §7): rawOutput and settingsUsed, shaped per visualisation type. */
export interface WidgetDataAnswer {
  rawOutput: unknown;
  settingsUsed: unknown;
}

/**
 * Widget data for the previews of the list and the editor, from the customer-scoped get-data path, so the
 * base query fills in the active customer (waiting for it on a cold load). The query engine resolves a
 * widgetId to the saved definition; the editor sends the definition it holds, unsaved. Superseded editor
 * requests are cancelled, so only the latest draft draws.
 */
export const widgetDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWidgetData: build.query<WidgetDataAnswer, WidgetDataRequest>({
      query: (body) => ({
        ...apiTarget(widgetQueryPaths.customerGetData),
        method: 'POST',
        body,
        cancelPrevious: 'definition' in body,
        // A dashboard asks once per widget: at most 5 on the wire at once (the secondary client's limit).
        secondary: true,
      }),
      providesTags: [WIDGET_DATA_TAG],
    }),
    /** A chart widget's first picture, drawn by the server at the chart's size (SVG markup; see EChart). */
    getWidgetChartPicture: build.query<string, WidgetChartPictureRequest>({
      query: (body) => ({ ...apiTarget(widgetQueryPaths.customerGetDataChart), method: 'POST', body }),
      // Shown once, then the live chart takes over; kept only as long as a preloaded one waits for its chart.
      keepUnusedDataFor: 30,
      providesTags: [WIDGET_DATA_TAG],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetWidgetDataQuery } = widgetDataApi;

/** A get-data request and the size its chart takes on the page. */
export type WidgetChartPictureRequest = WidgetDataRequest & Pick<WidgetChartRequest, 'chartWidth' | 'chartHeight'>;

/**
 * The picture of a chart widget's answer at the given size, or null when there is none (not a chart, an error,
 * anything but SVG): the chart then draws live. Not one of the spec's secondary requests: it asks for an answer the
 * data request has just computed, and a picture kept waiting for a slot would be later than the live drawing.
 */
export async function chartPictureOf(
  dispatch: PreloadStore['dispatch'],
  request: WidgetDataRequest,
  size: ChartSize,
  printed = false,
): Promise<string | null> {
  if (request.dashboardWidgetId !== undefined)
    rememberChartSize({ dashboardWidgetId: request.dashboardWidgetId, printed }, size);
  const result = await dispatch(
    widgetDataApi.endpoints.getWidgetChartPicture.initiate(
      { ...request, chartWidth: size.width, chartHeight: size.height },
      { subscribe: false },
    ),
  );
  return typeof result.data === 'string' && result.data.startsWith('<svg') ? result.data : null;
}

/**
 * Asks for many widgets' data in one batched get-data (its answer streamed line by line), for the previews that
 * will ask with the same requests: each preview's query takes its widget's line as it arrives instead of sending
 * a request of its own. For a screen that draws dozens of widgets at once (a dashboard's print layout); start it
 * before the previews mount. Requests whose query has started already (a page that rendered first) and those
 * asked for in a batch and not yet taken up are left out: nothing is computed twice. Returns how many were sent.
 */
export function startWidgetDataBatch(store: PreloadStore, requests: readonly WidgetDataRequest[]): number {
  const state = store.getState();
  const unasked = requests.filter(
    (request) => widgetDataApi.endpoints.getWidgetData.select(request)(state).isUninitialized,
  );
  return startBatchedPosts(
    store,
    apiTarget(widgetQueryPaths.customerGetDataBatch),
    apiTarget(widgetQueryPaths.customerGetData),
    unasked,
  );
}

/**
 * Asks for the pictures of a dashboard's charts whose sizes this browser remembers from an earlier visit at the
 * same window width (see rememberChartSize), beside the dashboard's first data requests: each chart then finds its
 * picture on its way or here when it is laid out, instead of asking only then. Returns how many were asked for.
 */
export function startChartPictures(
  store: PreloadStore,
  requests: readonly WidgetDataRequest[],
  printed = false,
): number {
  let asked = 0;
  for (const request of requests) {
    if (request.dashboardWidgetId === undefined) continue;
    const size = rememberedChartSize({ dashboardWidgetId: request.dashboardWidgetId, printed });
    if (!size) continue;
    void store.dispatch(
      widgetDataApi.endpoints.getWidgetChartPicture.initiate(
        { ...request, chartWidth: size.width, chartHeight: size.height },
        { subscribe: false },
      ),
    );
    asked += 1;
  }
  return asked;
}
