import { api, apiTarget, WIDGET_DATA_TAG } from '@shelfsight/api-client';
import {
  type CalculatedMetricCalculateInput,
  type CalculatedMetricCalculation,
  type CalculatedMetricCompareInput,
  type CalculatedMetricComparison,
  type CalculatedMetricDefinition,
  type CalculatedMetricDefinitionInput,
  type CalculatedMetricExceptions,
  type CalculatedMetricExceptionsInput,
  type CalculatedMetricScoreState,
  type CalculatedMetricVersion,
  calculatedMetricComparePaths,
  calculatedMetricPaths,
  DCC_SCORE,
  type DccFixes,
  type DccFixesQuery,
  dccFixesPaths,
  widgetMetadataPaths,
} from '@shelfsight/contracts';

/** A tag of the customer as the tags call answers it (contracts `tagSchema`). */
export interface DccTag {
  id: number;
  category: number;
  value: string;
}

const metricId = DCC_SCORE;

/**
 * The active customer's DCC versions (spec 2 §7). A copy and an activation change which version is active, so they
 * refetch the versions; a save replaces the cached definition of its version with the server's answer. Each of
 * them may start a recompute of the scores, so they refetch the score state too.
 */
export const dccApi = api
  .enhanceEndpoints({
    addTagTypes: ['DccVersions', 'DccDefinition', 'DccScoreState', 'DccCalculation', 'DccExceptions'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getDccVersions: build.query<CalculatedMetricVersion[], void>({
        query: () => apiTarget(calculatedMetricPaths.versions, { metricId }),
        providesTags: ['DccVersions'],
      }),
      getDccDefinition: build.query<CalculatedMetricDefinition, number>({
        query: (version) => apiTarget(calculatedMetricPaths.definition, { metricId, version }),
        providesTags: (_result, _error, version) => [{ type: 'DccDefinition', id: version }],
      }),
      /** Which version scores the pages now; polled while a recompute runs. */
      getDccScoreState: build.query<CalculatedMetricScoreState, void>({
        query: () => apiTarget(calculatedMetricPaths.scoreState, { metricId }),
        providesTags: ['DccScoreState'],
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            // Widget answers kept from before a recompute committed show the old scores: dropped, they are asked
            // again when a dashboard opens next. A recompute may end before this call sees it, so every
            // 'current' answer drops them.
            if (data.state === 'current') dispatch(api.util.invalidateTags([WIDGET_DATA_TAG]));
          } catch {
            // No state, no change known: the kept answers stay.
          }
        },
      }),
      /**
       * A version scored over one day's pages (default: the newest day, every retailer the user may see): the
       * percentages met per group, component and condition. A POST that only reads, hence a query.
       */
      calculateDcc: build.query<CalculatedMetricCalculation, { version: number } & CalculatedMetricCalculateInput>({
        query: ({ version, ...input }) => ({
          ...apiTarget(calculatedMetricPaths.calculate, { metricId, version }),
          method: 'POST',
          body: input,
        }),
        providesTags: (_result, _error, { version }) => [{ type: 'DccCalculation', id: version }],
      }),
      /** Two versions scored over the same pages, page by page (the test-and-compare screen). A read, hence a query. */
      compareDcc: build.query<CalculatedMetricComparison, CalculatedMetricCompareInput>({
        query: (input) => ({
          ...apiTarget(calculatedMetricComparePaths.compare, { metricId }),
          method: 'POST',
          body: input,
        }),
        // A save changes how its version scores.
        providesTags: (_result, _error, { versionA, versionB }) => [
          { type: 'DccCalculation', id: versionA },
          { type: 'DccCalculation', id: versionB },
        ],
      }),
      /** A retailer's or brand's failed components under the applied version, the largest gain first. */
      getDccFixes: build.query<DccFixes, DccFixesQuery>({
        query: (query) => ({ ...apiTarget(dccFixesPaths.fixes, { metricId }), params: query }),
        // Asked again after a copy, save or activation; until the recompute commits the answer is still the old
        // version's, as the widgets' are (ScoreState says so above).
        providesTags: ['DccScoreState'],
      }),
      /** Exceptions belong to the metric, not to a version. */
      getDccExceptions: build.query<CalculatedMetricExceptions, void>({
        query: () => apiTarget(calculatedMetricPaths.exceptions, { metricId }),
        providesTags: ['DccExceptions'],
      }),
      /** The whole lists replace the stored ones; every version scores differently, the active one is recomputed. */
      saveDccExceptions: build.mutation<CalculatedMetricExceptions, CalculatedMetricExceptionsInput>({
        query: (input) => ({
          ...apiTarget(calculatedMetricPaths.exceptions, { metricId }),
          method: 'PUT',
          body: input,
        }),
        invalidatesTags: ['DccScoreState', 'DccCalculation'],
        async onQueryStarted(_input, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(dccApi.util.upsertQueryData('getDccExceptions', undefined, data));
          } catch {
            // The editor shows the refusal; the cached exceptions stay as they were.
          }
        },
      }),
      /** The customer's tags, for the exceptions' tag picker. */
      getDccTags: build.query<DccTag[], void>({
        query: () => apiTarget(widgetMetadataPaths.tags),
        keepUnusedDataFor: 3600,
      }),
      saveDccDefinition: build.mutation<
        CalculatedMetricDefinition,
        { version: number; definition: CalculatedMetricDefinitionInput }
      >({
        query: ({ version, definition }) => ({
          ...apiTarget(calculatedMetricPaths.definition, { metricId, version }),
          method: 'PUT',
          body: definition,
        }),
        // The saved version scores differently.
        invalidatesTags: (_result, _error, { version }) => ['DccScoreState', { type: 'DccCalculation', id: version }],
        async onQueryStarted({ version }, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(dccApi.util.upsertQueryData('getDccDefinition', version, data));
          } catch {
            // The caller shows the refusal; the cached definition stays as it was.
          }
        },
      }),
      /** The copy becomes the only active version. */
      copyDccVersion: build.mutation<CalculatedMetricVersion, number>({
        query: (version) => ({ ...apiTarget(calculatedMetricPaths.copy, { metricId, version }), method: 'POST' }),
        invalidatesTags: ['DccVersions', 'DccScoreState'],
      }),
      renameDccVersion: build.mutation<CalculatedMetricVersion, { version: number; label: string }>({
        query: ({ version, label }) => ({
          ...apiTarget(calculatedMetricPaths.updateName, { metricId, version }),
          method: 'POST',
          body: { label },
        }),
        invalidatesTags: ['DccVersions'],
      }),
      activateDccVersion: build.mutation<CalculatedMetricVersion[], number>({
        query: (version) => ({ ...apiTarget(calculatedMetricPaths.activate, { metricId, version }), method: 'POST' }),
        invalidatesTags: ['DccVersions', 'DccScoreState'],
      }),
    }),
    overrideExisting: 'throw',
  });

export const {
  useGetDccVersionsQuery,
  useGetDccDefinitionQuery,
  useGetDccExceptionsQuery,
  useSaveDccExceptionsMutation,
  useGetDccTagsQuery,
  useGetDccScoreStateQuery,
  useCalculateDccQuery,
  useCompareDccQuery,
  useGetDccFixesQuery,
  useSaveDccDefinitionMutation,
  useCopyDccVersionMutation,
  useRenameDccVersionMutation,
  useActivateDccVersionMutation,
} = dccApi;
