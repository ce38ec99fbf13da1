import { api, apiTarget } from '@shelfsight/api-client';
import {
  type CreateReferenceImageSet,
  type ProductReferenceImages,
  type ProductReferenceImagesObject,
  referenceImagePaths,
  type ReferenceImageSet,
  type UpdateReferenceImageSet,
} from '@shelfsight/contracts';

/** A tracked retailer as the set dialog offers it; setId null means the default set holds it. */
export interface ReferenceImageRetailer {
  id: number;
  name: string;
  module: 'ism' | 'fcism' | 'none';
  setId: number | null;
}

export interface SaveProductReferenceImages {
  object: ProductReferenceImagesObject;
  /** The file of each new image, by the image's key in `object`. */
  files: Record<string, File>;
}

export interface DeleteProductReferenceImage {
  productId: number;
  imageSequence: number;
  /** The image applied to exactly these retailers; empty: the image for all. */
  retailerIds: readonly number[];
  setId?: number;
}

const SETS = { type: 'ReferenceImageSets', id: 'LIST' } as const;
const RETAILERS = { type: 'ReferenceImageSets', id: 'RETAILERS' } as const;

/**
 * The customer's reference image sets and the products' reference images (spec 3 §2.2, §2.3, §7). A change of a
 * set refreshes the sets and which retailers are free; a save answers the product as stored, which replaces the
 * cached one.
 */
export const referenceImagesApi = api
  .enhanceEndpoints({ addTagTypes: ['ReferenceImageSets', 'ProductReferenceImages'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getReferenceImageSets: build.query<ReferenceImageSet[], void>({
        query: () => apiTarget(referenceImagePaths.customerSets),
        transformResponse: (answer: { sets: ReferenceImageSet[] }) => answer.sets,
        providesTags: [SETS],
      }),
      getReferenceImageRetailers: build.query<ReferenceImageRetailer[], void>({
        query: () => apiTarget(referenceImagePaths.retailers),
        transformResponse: (answer: { retailers: ReferenceImageRetailer[] }) => answer.retailers,
        providesTags: [RETAILERS],
      }),
      createReferenceImageSet: build.mutation<ReferenceImageSet, CreateReferenceImageSet>({
        query: (body) => ({ ...apiTarget(referenceImagePaths.createSet), method: 'POST', body }),
        invalidatesTags: (answer) => (answer ? [SETS, RETAILERS] : []),
      }),
      updateReferenceImageSet: build.mutation<ReferenceImageSet, { setId: number; input: UpdateReferenceImageSet }>({
        query: ({ setId, input }) => ({
          ...apiTarget(referenceImagePaths.set, { setId }),
          method: 'PATCH',
          body: input,
        }),
        invalidatesTags: (answer) => (answer ? [SETS, RETAILERS] : []),
      }),
      deleteReferenceImageSet: build.mutation<null, number>({
        query: (setId) => ({ ...apiTarget(referenceImagePaths.set, { setId }), method: 'DELETE' }),
        // The set's images go with it, on every product.
        invalidatesTags: (_answer, error) => (error ? [] : [SETS, RETAILERS, 'ProductReferenceImages']),
      }),
      getProductReferenceImages: build.query<ProductReferenceImages, number>({
        query: (productId) => ({
          ...apiTarget(referenceImagePaths.products),
          params: { productIds: String(productId) },
        }),
        transformResponse: (answer: { products: ProductReferenceImages[] }) => answer.products[0]!,
        providesTags: (_answer, _error, productId) => [{ type: 'ProductReferenceImages', id: productId }],
      }),
      saveProductReferenceImages: build.mutation<ProductReferenceImages, SaveProductReferenceImages>({
        query: ({ object, files }) => {
          const body = new FormData();
          body.append('productReferenceImagesObject', JSON.stringify(object));
          for (const [key, file] of Object.entries(files)) body.append(key, file, file.name);
          return { ...apiTarget(referenceImagePaths.productImages), method: 'POST', body };
        },
        async onQueryStarted({ object }, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data)
            dispatch(referenceImagesApi.util.upsertQueryData('getProductReferenceImages', object.productId, data));
        },
      }),
      deleteProductReferenceImage: build.mutation<null, DeleteProductReferenceImage>({
        query: ({ productId, imageSequence, retailerIds, setId }) => ({
          ...apiTarget(referenceImagePaths.productImages),
          method: 'DELETE',
          params: { productId, imageSequence, retailerIds: retailerIds.join(','), setId },
        }),
        invalidatesTags: (_answer, error, { productId }) =>
          error ? [] : [{ type: 'ProductReferenceImages', id: productId }],
      }),
    }),
    overrideExisting: 'throw',
  });

export const {
  useGetReferenceImageSetsQuery,
  useGetReferenceImageRetailersQuery,
  useCreateReferenceImageSetMutation,
  useUpdateReferenceImageSetMutation,
  useDeleteReferenceImageSetMutation,
  useGetProductReferenceImagesQuery,
  useSaveProductReferenceImagesMutation,
  useDeleteProductReferenceImageMutation,
} = referenceImagesApi;
