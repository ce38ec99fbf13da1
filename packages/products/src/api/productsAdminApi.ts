import { api, apiTarget } from '@shelfsight/api-client';
import { type CatalogueTagCategory, type CatalogueTag, CATALOGUE_TAGS, catalogueApi } from '@shelfsight/product-kit';
import {
  type ProductAttributeColumn,
  type ProductFilterSet,
  type ProductFinderHit,
  productsAdminPaths,
  type ProductsV2Page,
  type ProductsV2Query,
  type ProductTagsBody,
  type ProductV2Update,
  widgetMetadataPaths,
} from '@shelfsight/contracts';

const PRODUCTS = 'ProductsV2';
const ATTRIBUTES = 'ProductAttributeColumns';

/** What the products table asks for: a page in an order, a search and the filter sets. */
export interface ProductsPageRequest extends Partial<ProductsV2Query> {
  filterSets: ProductFilterSet[];
}

/**
 * The products admin and finder calls. Pages are read with POST products-v2 (filters travel in the body); tagging
 * shows at once on the cached pages and is undone when the server refuses.
 */
export const productsAdminApi = api
  .enhanceEndpoints({ addTagTypes: [PRODUCTS, ATTRIBUTES, CATALOGUE_TAGS] })
  .injectEndpoints({
    endpoints: (build) => ({
      getProductsPage: build.query<ProductsV2Page, ProductsPageRequest>({
        query: (body) => ({ ...apiTarget(productsAdminPaths.productsV2), method: 'POST', body }),
        providesTags: [PRODUCTS],
      }),
      tagProducts: build.mutation<{ changed: number }, ProductTagsBody & { tags: CatalogueTagWithCategory[] }>({
        query: ({ action, productIds, tagIds }) => ({
          ...apiTarget(productsAdminPaths.productsV2Tags),
          method: 'POST',
          body: { action, productIds, tagIds },
        }),
        async onQueryStarted({ action, productIds, tags }, { dispatch, getState, queryFulfilled }) {
          const patches = productsAdminApi.util
            .selectInvalidatedBy(getState(), [PRODUCTS])
            .filter((entry) => entry.endpointName === 'getProductsPage')
            .map((entry) =>
              dispatch(
                productsAdminApi.util.updateQueryData(
                  'getProductsPage',
                  entry.originalArgs as ProductsPageRequest,
                  (draft) => {
                    for (const product of draft.products) {
                      if (!productIds.includes(product.id)) continue;
                      const others = product.tags.filter((tag) => !tags.some((changed) => changed.id === tag.id));
                      product.tags = action === 'add' ? [...others, ...tags] : others;
                    }
                  },
                ),
              ),
            );
          try {
            await queryFulfilled;
          } catch {
            patches.forEach((patch) => patch.undo());
          }
        },
        invalidatesTags: [PRODUCTS],
      }),
      updateProduct: build.mutation<{ ok: true }, { productId: number; change: ProductV2Update }>({
        query: ({ productId, change }) => ({
          ...apiTarget(productsAdminPaths.productV2, { productId }),
          method: 'PATCH',
          body: change,
        }),
        invalidatesTags: [PRODUCTS],
      }),
      setAssortments: build.mutation<{ ok: true }, { productId: number; retailerIds: number[] }>({
        query: ({ productId, retailerIds }) => ({
          ...apiTarget(productsAdminPaths.productV2Assortments, { productId }),
          method: 'PUT',
          body: { retailerIds },
        }),
        invalidatesTags: [PRODUCTS],
      }),
      setAttributeValues: build.mutation<
        { ok: true },
        { productId: number; values: { attributeId: number; value: string | null }[] }
      >({
        query: ({ productId, values }) => ({
          ...apiTarget(productsAdminPaths.productV2Attributes, { productId }),
          method: 'PUT',
          body: { values },
        }),
        invalidatesTags: [PRODUCTS, ATTRIBUTES],
      }),
      getAttributeColumns: build.query<ProductAttributeColumn[], void>({
        query: () => apiTarget(productsAdminPaths.productAttributeColumns),
        providesTags: [ATTRIBUTES],
      }),
      saveAttributeColumn: build.mutation<
        ProductAttributeColumn,
        { id?: number; name: string; dataType: 's' | 'n' | 'd' }
      >({
        query: ({ id, ...body }) =>
          id === undefined
            ? { ...apiTarget(productsAdminPaths.productAttributeColumns), method: 'POST', body }
            : { ...apiTarget(productsAdminPaths.productAttributeColumn, { attributeId: id }), method: 'PATCH', body },
        invalidatesTags: [ATTRIBUTES, PRODUCTS],
      }),
      deleteAttributeColumn: build.mutation<{ deleted: true }, number>({
        query: (attributeId) => ({
          ...apiTarget(productsAdminPaths.productAttributeColumn, { attributeId }),
          method: 'DELETE',
        }),
        invalidatesTags: [ATTRIBUTES, PRODUCTS],
      }),
      saveTagCategory: build.mutation<CatalogueTagCategory, { id?: number; name: string; label: string }>({
        query: ({ id, ...body }) =>
          id === undefined
            ? { ...apiTarget(widgetMetadataPaths.tagCategories), method: 'POST', body }
            : { ...apiTarget(productsAdminPaths.tagCategory, { categoryId: id }), method: 'PATCH', body },
        invalidatesTags: [CATALOGUE_TAGS, PRODUCTS],
      }),
      deleteTagCategory: build.mutation<{ deleted: true }, number>({
        query: (categoryId) => ({ ...apiTarget(productsAdminPaths.tagCategory, { categoryId }), method: 'DELETE' }),
        invalidatesTags: [CATALOGUE_TAGS, PRODUCTS],
      }),
      saveTag: build.mutation<CatalogueTag, { id?: number; categoryId: number; value: string }>({
        query: ({ id, categoryId, value }) =>
          id === undefined
            ? { ...apiTarget(widgetMetadataPaths.tags), method: 'POST', body: { categoryId, value } }
            : { ...apiTarget(productsAdminPaths.tag, { tagId: id }), method: 'PATCH', body: { value } },
        invalidatesTags: [CATALOGUE_TAGS, PRODUCTS],
      }),
      deleteTag: build.mutation<{ deleted: true }, number>({
        query: (tagId) => ({ ...apiTarget(productsAdminPaths.tag, { tagId }), method: 'DELETE' }),
        invalidatesTags: [CATALOGUE_TAGS, PRODUCTS],
      }),
      findProductPages: build.query<ProductFinderHit[], string>({
        query: (search) => ({ ...apiTarget(productsAdminPaths.productFinder), params: { search } }),
      }),
    }),
    overrideExisting: 'throw',
  });

/** A tag with its category's id and label, as the product rows carry it. */
export interface CatalogueTagWithCategory {
  id: number;
  categoryId: number;
  category: string;
  value: string;
}

// The tag queries live in the product kit; re-exported so the pages import one module.
export const { useGetCatalogueTagsQuery, useGetCatalogueTagCategoriesQuery } = catalogueApi;
export const {
  useGetProductsPageQuery,
  useTagProductsMutation,
  useUpdateProductMutation,
  useSetAssortmentsMutation,
  useSetAttributeValuesMutation,
  useGetAttributeColumnsQuery,
  useSaveAttributeColumnMutation,
  useDeleteAttributeColumnMutation,
  useSaveTagCategoryMutation,
  useDeleteTagCategoryMutation,
  useSaveTagMutation,
  useDeleteTagMutation,
  useFindProductPagesQuery,
} = productsAdminApi;
