import { api, apiTarget } from '@shelfsight/api-client';
import {
  type AvailableOption,
  type CreateSelectionFilter,
  type ProductCount,
  type ProductCountRequest,
  productSelectionPaths,
  type SelectionFilter,
  type SelectionRetailer,
  widgetMetadataPaths,
} from '@shelfsight/contracts';

const FILTERS = 'ProductSelectionFilters';

/** A tag as the tags call lists it (category: its tag category's id). */
export interface SelectionTag {
  id: number;
  category: number;
  value: string;
}

/**
 * Product selection of the active customer (spec 3 §7). Counts supersede the one still in flight for the same
 * endpoint (`cancelPrevious`): a superseded count answers CANCELLED, which the screen ignores.
 */
export const productSelectionApi = api.enhanceEndpoints({ addTagTypes: [FILTERS] }).injectEndpoints({
  endpoints: (build) => ({
    getSelectionRetailers: build.query<SelectionRetailer[], void>({
      query: () => apiTarget(productSelectionPaths.retailers),
    }),
    getSelectionFilters: build.query<SelectionFilter[], void>({
      query: () => apiTarget(productSelectionPaths.filters),
      providesTags: [FILTERS],
    }),
    getSelectionTags: build.query<SelectionTag[], void>({
      query: () => apiTarget(widgetMetadataPaths.tags),
    }),
    createSelectionFilter: build.mutation<SelectionFilter, CreateSelectionFilter>({
      query: (body) => ({ ...apiTarget(productSelectionPaths.createFilter), method: 'POST', body }),
    }),
    deleteSelectionFilter: build.mutation<{ id: number }, number>({
      query: (id) => ({ ...apiTarget(productSelectionPaths.deleteFilter, { id }), method: 'DELETE' }),
    }),
    /** The count for every retailer of the selection. */
    countAllProducts: build.query<ProductCount, ProductCountRequest>({
      query: (body) => ({
        ...apiTarget(productSelectionPaths.productCount),
        method: 'POST',
        body,
        cancelPrevious: true,
      }),
    }),
    /** The count for one retailer (`retailerId`): it supersedes only that retailer's count still in flight. */
    countRetailerProducts: build.query<ProductCount, ProductCountRequest>({
      query: (body) => ({
        ...apiTarget(productSelectionPaths.productCount),
        method: 'POST',
        body,
        cancelPrevious: `retailer-${body.retailerId ?? 'all'}`,
      }),
    }),
    getAvailableBrands: build.query<AvailableOption[], { retailerId: number; searchQuery: string }>({
      query: ({ retailerId, searchQuery }) => ({
        ...apiTarget(productSelectionPaths.availableBrands, { id: retailerId }),
        params: { searchQuery },
      }),
    }),
    getAvailableCategories: build.query<AvailableOption[], { retailerId: number; searchQuery: string }>({
      query: ({ retailerId, searchQuery }) => ({
        ...apiTarget(productSelectionPaths.availableCategories, { id: retailerId }),
        params: { searchQuery },
      }),
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useGetSelectionRetailersQuery,
  useGetSelectionFiltersQuery,
  useGetSelectionTagsQuery,
  useCreateSelectionFilterMutation,
  useDeleteSelectionFilterMutation,
  useLazyCountAllProductsQuery,
  useLazyCountRetailerProductsQuery,
  useGetAvailableBrandsQuery,
  useGetAvailableCategoriesQuery,
} = productSelectionApi;
