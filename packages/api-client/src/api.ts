import { createApi } from '@reduxjs/toolkit/query/react';
import { kyBaseQuery } from './baseQuery';

/**
 * The one RTK Query api of the app. Features add their endpoints with
 * `api.enhanceEndpoints({ addTagTypes }).injectEndpoints({ endpoints, overrideExisting: 'throw' })`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: kyBaseQuery,
  tagTypes: [],
  endpoints: () => ({}),
});
