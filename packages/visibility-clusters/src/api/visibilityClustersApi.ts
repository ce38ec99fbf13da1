import { api, apiTarget, settle } from '@shelfsight/api-client';
import { type VisibilityCluster, type VisibilityClusterInput, visibilityClusterPaths } from '@shelfsight/contracts';

const LIST = 'LIST';
/** The dashboards filter bar offers the active clusters from its own cached list; a change here refreshes it. */
const offeredInFilters = { type: 'FilterItems', id: 'visibilityClusters' } as const;

/**
 * The active customer's visibility clusters (spec 2 §3, §7). An update and a delete change the cached list at once
 * and roll back when the server refuses (spec 2 §4); a create adds the server's answer.
 */
export const visibilityClustersApi = api
  .enhanceEndpoints({ addTagTypes: ['VisibilityClusters', 'FilterItems', 'SavedFilters'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getVisibilityClusters: build.query<VisibilityCluster[], void>({
        query: () => apiTarget(visibilityClusterPaths.clusters),
        providesTags: [{ type: 'VisibilityClusters', id: LIST }],
      }),
      createVisibilityCluster: build.mutation<VisibilityCluster, VisibilityClusterInput>({
        query: (body) => ({ ...apiTarget(visibilityClusterPaths.clusters), method: 'POST', body }),
        async onQueryStarted(_input, { dispatch, queryFulfilled }) {
          await settle(
            queryFulfilled,
            () => {},
            (created) =>
              dispatch(
                visibilityClustersApi.util.updateQueryData(
                  'getVisibilityClusters',
                  undefined,
                  (draft) => void draft.push(created),
                ),
              ),
          );
        },
        invalidatesTags: (answer) => (answer ? [offeredInFilters] : []),
      }),
      updateVisibilityCluster: build.mutation<VisibilityCluster, { id: number; input: VisibilityClusterInput }>({
        query: ({ id, input }) => ({
          ...apiTarget(visibilityClusterPaths.cluster, { id }),
          method: 'PATCH',
          body: input,
        }),
        async onQueryStarted({ id, input }, { dispatch, queryFulfilled }) {
          const replace = (next: (current: VisibilityCluster) => VisibilityCluster) =>
            dispatch(
              visibilityClustersApi.util.updateQueryData('getVisibilityClusters', undefined, (draft) =>
                draft.map((cluster) => (cluster.id === id ? next(cluster) : cluster)),
              ),
            );
          const patch = replace((current) => ({
            ...current,
            name: input.name,
            active: input.active ?? current.active,
            isDraft: input.isDraft ?? current.isDraft,
          }));
          await settle(queryFulfilled, patch.undo, (saved) => replace(() => saved));
        },
        invalidatesTags: (answer) => (answer ? [offeredInFilters] : []),
      }),
      deleteVisibilityCluster: build.mutation<{ id: number }, number>({
        query: (id) => ({ ...apiTarget(visibilityClusterPaths.cluster, { id }), method: 'DELETE' }),
        async onQueryStarted(id, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            visibilityClustersApi.util.updateQueryData('getVisibilityClusters', undefined, (draft) =>
              draft.filter((cluster) => cluster.id !== id),
            ),
          );
          await settle(queryFulfilled, patch.undo);
        },
        // The server takes the cluster out of the saved filters holding it.
        invalidatesTags: (answer) => (answer ? [offeredInFilters, 'SavedFilters'] : []),
      }),
    }),
    overrideExisting: 'throw',
  });

export const {
  useGetVisibilityClustersQuery,
  useCreateVisibilityClusterMutation,
  useUpdateVisibilityClusterMutation,
  useDeleteVisibilityClusterMutation,
} = visibilityClustersApi;
