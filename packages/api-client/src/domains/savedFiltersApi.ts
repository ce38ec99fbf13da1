import {
  type AvailableFilters,
  type FilterItem,
  notificationPaths,
  type SavedFilter,
  type SavedFilterInput,
  savedFilterPaths,
  savedFilterSegments,
  type SavedFilterUsersAnswer,
  widgetMetadataPaths,
} from '@shelfsight/contracts';
import { api } from '../api';
import { apiTarget } from '../apiTarget';
import { settle } from '../settle';

/** A filter segment (retailers, brands, ...) or a tag category by name or label. */
export type FilterItemsLabel = string;

const LIST = 'LIST';

let temporaryIds = 0;

/** What the list shows of a filter being created until the server answers; a negative id marks it. */
function optimisticFilter(input: SavedFilterInput): SavedFilter {
  const sharedWith = input.sharedWith ?? [];
  return {
    id: -++temporaryIds,
    name: input.name,
    ownerUserId: 0,
    ownerName: null,
    isOwnedByMe: true,
    isSharedToMe: false,
    shared: sharedWith.length > 0,
    sharedWith,
    ...Object.fromEntries(savedFilterSegments.map((segment) => [segment, input[segment] ?? []])),
  } as SavedFilter;
}

/**
 * Saved filters of the active customer, their sharing and the items of each filter segment. Kept here,
 * not in one feature, because the saved-filter screens, the dashboards filter bar and the widget editor
 * all read and write the same cache. Creates, updates and deletes change the cached list at once and roll back
 * when the server refuses (spec 2 §4).
 */
export const savedFiltersApi = api
  .enhanceEndpoints({ addTagTypes: ['SavedFilters', 'SavedFilterUsers', 'FilterItems'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getSavedFilters: build.query<SavedFilter[], void>({
        query: () => apiTarget(savedFilterPaths.savedFilters),
        providesTags: [{ type: 'SavedFilters', id: LIST }],
      }),
      getProductSavedFilters: build.query<SavedFilter[], void>({
        query: () => apiTarget(savedFilterPaths.productSavedFilters),
        providesTags: [{ type: 'SavedFilters', id: LIST }],
      }),
      getSavedFilter: build.query<SavedFilter, number>({
        query: (id) => apiTarget(savedFilterPaths.savedFilter, { id }),
        providesTags: (_answer, _error, id) => [{ type: 'SavedFilters', id }],
      }),
      getSavedFilterUsers: build.query<SavedFilterUsersAnswer, void>({
        query: () => apiTarget(savedFilterPaths.savedFilterUsers),
        providesTags: ['SavedFilterUsers'],
      }),
      getFilterItems: build.query<FilterItem[], FilterItemsLabel>({
        query: (tagLabel) => apiTarget(widgetMetadataPaths.filterItems, { tagLabel }),
        // Items carry the ids of the saved filters that hold them, so saving a filter refreshes them.
        providesTags: (_answer, _error, label) => [{ type: 'FilterItems', id: label }, 'FilterItems'],
      }),
      /** available-filters-for-user: which segments the filter bar offers (spec 2 §7). */
      getAvailableFilters: build.query<AvailableFilters, void>({
        query: () => apiTarget(widgetMetadataPaths.availableFilters),
        providesTags: ['FilterItems'],
      }),
      /** The sellers of the same names at every retailer (a seller is stored once per retailer). */
      convertSellerFilter: build.mutation<{ ids: number[] }, number[]>({
        query: (ids) => ({ ...apiTarget(widgetMetadataPaths.convertSellerFilter), method: 'POST', body: { ids } }),
      }),
      /** Usage log of the dashboard filter bar's Apply button; the payload says what was applied. */
      logApplyFilters: build.mutation<null, { customerId?: number; payload: Record<string, unknown> }>({
        query: (body) => ({ ...apiTarget(notificationPaths.logApplyFiltersButton), method: 'POST', body }),
      }),
      createSavedFilter: build.mutation<SavedFilter, SavedFilterInput>({
        query: (body) => ({ ...apiTarget(savedFilterPaths.create), method: 'POST', body }),
        async onQueryStarted(input, { dispatch, queryFulfilled }) {
          const temporary = optimisticFilter(input);
          const patch = dispatch(
            savedFiltersApi.util.updateQueryData('getSavedFilters', undefined, (draft) => void draft.push(temporary)),
          );
          await settle(queryFulfilled, patch.undo, (saved) =>
            dispatch(
              savedFiltersApi.util.updateQueryData('getSavedFilters', undefined, (draft) =>
                draft.map((filter) => (filter.id === temporary.id ? saved : filter)),
              ),
            ),
          );
        },
        invalidatesTags: (answer) =>
          answer ? [{ type: 'SavedFilters', id: LIST }, 'SavedFilterUsers', 'FilterItems'] : [],
      }),
      updateSavedFilter: build.mutation<SavedFilter, { id: number; input: SavedFilterInput }>({
        query: ({ id, input }) => ({ ...apiTarget(savedFilterPaths.update, { id }), method: 'POST', body: input }),
        async onQueryStarted({ id, input }, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            savedFiltersApi.util.updateQueryData('getSavedFilters', undefined, (draft) => {
              const current = draft.find((filter) => filter.id === id);
              if (current) current.name = input.name;
            }),
          );
          await settle(queryFulfilled, patch.undo, (saved) =>
            dispatch(savedFiltersApi.util.upsertQueryData('getSavedFilter', id, saved)),
          );
        },
        invalidatesTags: (answer) =>
          answer ? [{ type: 'SavedFilters', id: LIST }, 'SavedFilterUsers', 'FilterItems'] : [],
      }),
      deleteSavedFilter: build.mutation<{ id: number }, number>({
        query: (id) => ({ ...apiTarget(savedFilterPaths.savedFilter, { id }), method: 'DELETE' }),
        async onQueryStarted(id, { dispatch, queryFulfilled }) {
          const without = (draft: SavedFilter[]) => draft.filter((filter) => filter.id !== id);
          const patches = [
            dispatch(savedFiltersApi.util.updateQueryData('getSavedFilters', undefined, without)),
            dispatch(savedFiltersApi.util.updateQueryData('getProductSavedFilters', undefined, without)),
          ];
          await settle(queryFulfilled, () => patches.forEach((patch) => patch.undo()));
        },
        invalidatesTags: (answer) => (answer ? ['SavedFilterUsers', 'FilterItems'] : []),
      }),
    }),
    overrideExisting: 'throw',
  });

export const {
  useGetSavedFiltersQuery,
  useGetProductSavedFiltersQuery,
  useGetSavedFilterQuery,
  useGetSavedFilterUsersQuery,
  useGetFilterItemsQuery,
  useGetAvailableFiltersQuery,
  useConvertSellerFilterMutation,
  useLogApplyFiltersMutation,
  useCreateSavedFilterMutation,
  useUpdateSavedFilterMutation,
  useDeleteSavedFilterMutation,
} = savedFiltersApi;
