import { api } from '@shelfsight/api-client';
import type { WidgetInput } from '@shelfsight/contracts';

/** What the preview asks POST /api/widget/get-data for: a saved widget by id, or an unsaved definition. */
export type WidgetDataRequest =
  | { widgetId: number; customerId: number; datePreset?: string }
  | { definition: Omit<WidgetInput, 'name' | 'description'>; customerId: number; datePreset?: string };

/** The answer of get-data (spec 2 §7): rawOutput and settingsUsed, shaped per visualisation type. */
export interface WidgetDataAnswer {
  rawOutput: unknown;
  settingsUsed: unknown;
}

/**
 * Widget data for the previews of the list and the editor. The query engine resolves a widgetId to the
 * saved definition; the editor sends the definition it holds, unsaved. Superseded editor requests are
 * cancelled, so only the latest draft draws.
 */
export const widgetDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWidgetData: build.query<WidgetDataAnswer, WidgetDataRequest>({
      query: (body) => ({ url: 'widget/get-data', method: 'POST', body, cancelPrevious: 'definition' in body }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetWidgetDataQuery } = widgetDataApi;
