import { api, apiTarget, settle } from '@shelfsight/api-client';
import {
  cataloguePaths,
  type CreatePage,
  type CustomerRetailer,
  keywordLink,
  type SearchKeyword,
  type SearchPage,
  visibilityTrackingPaths as paths,
} from '@shelfsight/contracts';

export type PageKind = 'categories' | 'other-pages';
const pagePath = { categories: paths.retailerCategories, 'other-pages': paths.retailerOtherPages } as const;
/** The filter bar's keyword and category lists come from the tracked entities: a change refreshes them. */
const offeredInFilters = [
  { type: 'FilterItems', id: 'searchKeywords' },
  { type: 'FilterItems', id: 'searchCategories' },
] as const;

/** What a change of pages of one kind at a retailer makes stale; other pages are also listed for all retailers. */
const pagesChanged = (retailerId: number, kind: PageKind) => [
  { type: 'TrackedPages' as const, id: `${kind}:${retailerId}` },
  ...(kind === 'other-pages' ? [{ type: 'TrackedPages' as const, id: 'other-pages' }] : []),
  ...offeredInFilters,
];

let temporaryId = 0;
/** Ids of keywords shown before the server answers: negative, so they never meet a stored one. */
const nextTemporaryId = () => (temporaryId -= 1);

/**
 * Visibility tracking per retailer (spec 3 §7). Keywords are created and updated optimistically and rolled back when
 * the server refuses (spec 3 §4.8); deletes too. Pages are added and removed once the server has answered.
 */
export const visibilityTrackingApi = api
  .enhanceEndpoints({ addTagTypes: ['TrackedKeywords', 'TrackedPages', 'FilterItems'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getTrackingRetailers: build.query<CustomerRetailer[], void>({
        query: () => apiTarget(cataloguePaths.customerRetailers),
      }),
      /** Other pages of every retailer the user may see: the cluster form's other pages picker. */
      getOtherPages: build.query<SearchPage[], void>({
        query: () => apiTarget(paths.otherPages),
        providesTags: [{ type: 'TrackedPages', id: 'other-pages' }],
      }),
      getRetailerKeywords: build.query<SearchKeyword[], number>({
        query: (id) => apiTarget(paths.retailerKeywords, { id }),
        providesTags: (_answer, _error, id) => [{ type: 'TrackedKeywords', id }],
      }),
      getRetailerPages: build.query<SearchPage[], { retailerId: number; kind: PageKind }>({
        query: ({ retailerId, kind }) => apiTarget(pagePath[kind], { id: retailerId }),
        providesTags: (_answer, _error, { retailerId, kind }) => [
          { type: 'TrackedPages', id: `${kind}:${retailerId}` },
        ],
      }),
      createKeywords: build.mutation<SearchKeyword[], { retailer: CustomerRetailer; names: string[] }>({
        query: ({ retailer, names }) => ({
          ...apiTarget(paths.createKeywords, { id: retailer.id }),
          method: 'POST',
          body: { names },
        }),
        async onQueryStarted({ retailer, names }, { dispatch, queryFulfilled }) {
          const shown = names.map((name) => ({
            id: nextTemporaryId(),
            retailerId: retailer.id,
            trackingGroupIds: [],
            name,
            isActive: true,
            retailerSettings: retailer.retailerSettings,
            link: keywordLink(retailer.retailerSettings.keywordUrl, name),
          }));
          const temporary = new Set(shown.map((keyword) => keyword.id));
          const update = (recipe: (draft: SearchKeyword[]) => SearchKeyword[] | void) =>
            dispatch(visibilityTrackingApi.util.updateQueryData('getRetailerKeywords', retailer.id, recipe));
          const patch = update((draft) => void draft.unshift(...shown));
          await settle(queryFulfilled, patch.undo, (created) =>
            update((draft) => [...created, ...draft.filter((keyword) => !temporary.has(keyword.id))]),
          );
        },
        invalidatesTags: (answer) => (answer ? [...offeredInFilters] : []),
      }),
      updateKeyword: build.mutation<
        SearchKeyword,
        { retailerId: number; keyword: { id: number; name: string; isActive: boolean } }
      >({
        query: ({ retailerId, keyword }) => ({
          ...apiTarget(paths.updateKeyword, { id: retailerId }),
          method: 'POST',
          body: keyword,
        }),
        async onQueryStarted({ retailerId, keyword }, { dispatch, queryFulfilled }) {
          const replace = (next: (current: SearchKeyword) => SearchKeyword) =>
            dispatch(
              visibilityTrackingApi.util.updateQueryData('getRetailerKeywords', retailerId, (draft) =>
                draft.map((entry) => (entry.id === keyword.id ? next(entry) : entry)),
              ),
            );
          const patch = replace((current) => ({
            ...current,
            ...keyword,
            link: keywordLink(current.retailerSettings.keywordUrl, keyword.name),
          }));
          await settle(queryFulfilled, patch.undo, (saved) => replace(() => saved));
        },
        invalidatesTags: (answer) => (answer ? [...offeredInFilters] : []),
      }),
      deleteKeywords: build.mutation<{ ids: number[] }, { retailerId: number; ids: number[] }>({
        query: ({ retailerId, ids }) => ({
          ...apiTarget(paths.deleteKeywords, { id: retailerId }),
          method: 'POST',
          body: { ids },
        }),
        async onQueryStarted({ retailerId, ids }, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            visibilityTrackingApi.util.updateQueryData('getRetailerKeywords', retailerId, (draft) =>
              draft.filter((keyword) => !ids.includes(keyword.id)),
            ),
          );
          await settle(queryFulfilled, patch.undo);
        },
        invalidatesTags: (answer) => (answer ? [...offeredInFilters] : []),
      }),
      createPage: build.mutation<SearchPage, { retailerId: number; page: CreatePage }>({
        query: ({ retailerId, page }) => ({
          ...apiTarget(paths.createPage, { id: retailerId }),
          method: 'POST',
          body: page,
        }),
        invalidatesTags: (answer, _error, { retailerId, page }) =>
          answer ? pagesChanged(retailerId, page.contentType === 'OTHER' ? 'other-pages' : 'categories') : [],
      }),
      deletePages: build.mutation<{ ids: number[] }, { retailerId: number; ids: number[]; kind: PageKind }>({
        query: ({ retailerId, ids }) => ({
          ...apiTarget(paths.deletePages, { id: retailerId }),
          method: 'POST',
          body: { ids },
        }),
        invalidatesTags: (answer, _error, { retailerId, kind }) => (answer ? pagesChanged(retailerId, kind) : []),
      }),
    }),
    overrideExisting: 'throw',
  });

export const {
  useGetOtherPagesQuery,
  useGetTrackingRetailersQuery,
  useGetRetailerKeywordsQuery,
  useGetRetailerPagesQuery,
  useCreateKeywordsMutation,
  useUpdateKeywordMutation,
  useDeleteKeywordsMutation,
  useCreatePageMutation,
  useDeletePagesMutation,
} = visibilityTrackingApi;
