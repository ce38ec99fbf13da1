import { api, apiTarget, type PreloadStore, startBatchedPosts } from '@shelfsight/api-client';
import {
  type WidgetDataRequest as WidgetDataRequestFields,
  type WidgetInput,
  widgetQueryPaths,
} from '@shelfsight/contracts';
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
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetWidgetDataQuery } = widgetDataApi;

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
