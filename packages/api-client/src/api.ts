import { createApi } from '@reduxjs/toolkit/query/react';
import { kyBaseQuery } from './baseQuery';

/**
 * The tag of the widgets' answers (get-data and the chart pictures drawn from it). A change that moves the numbers
 * of every widget at once, such as a recompute of the DCC scores, invalidates it: answers kept from before it are
 * dropped, so a dashboard opened next asks again instead of showing the old numbers.
 */
export const WIDGET_DATA_TAG = 'WidgetData';

/**
 * The one RTK Query api of the app. Features add their endpoints with
 * `api.enhanceEndpoints({ addTagTypes }).injectEndpoints({ endpoints, overrideExisting: 'throw' })`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: kyBaseQuery,
  // Shared by the features that keep widget answers and those that change what they show.
  tagTypes: [WIDGET_DATA_TAG],
  endpoints: () => ({}),
});
