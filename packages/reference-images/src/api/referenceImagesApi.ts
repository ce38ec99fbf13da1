import { api, apiTarget } from '@shelfsight/api-client';
import {
  type CreateReferenceImageSet,
  type ProductReferenceImages,
  type ProductReferenceImagesObject,
  REFERENCE_IMAGE_UPLOAD_FIELDS,
  type ReferenceImageGrid,
  type ReferenceImageGridChange,
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

export type GridSet = ReferenceImageGrid['sets'][number];

/** One image into an empty cell of a product's grid (spec 3 §3 upload object). */
export interface GridUpload {
  productId: number;
  setId: number;
  position: number;
  file: File;
}

export interface RemoveFromSet {
  productId: number;
  setId: number;
  imageId: number;
}

const SETS = { type: 'ReferenceImageSets', id: 'LIST' } as const;
const gridTag = (productId: number) => ({ type: 'ReferenceImageGrid' as const, id: productId });
const editorTag = (productId: number) => ({ type: 'ProductReferenceImages' as const, id: productId });
const RETAILERS = { type: 'ReferenceImageSets', id: 'RETAILERS' } as const;

/**
 * The customer's reference image sets and the products' reference images (spec 3 §2.2, §2.3, §7). A change of a
 * set refreshes the sets and which retailers are free; a save answers the product as stored, which replaces the
 * cached one.
 */
export const referenceImagesApi = api
  .enhanceEndpoints({ addTagTypes: ['ReferenceImageSets', 'ProductReferenceImages', 'ReferenceImageGrid'] })
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
        invalidatesTags: (_answer, error, { object }) => (error ? [] : [gridTag(object.productId)]),
      }),
      deleteProductReferenceImage: build.mutation<null, DeleteProductReferenceImage>({
        query: ({ productId, imageSequence, retailerIds, setId }) => ({
          ...apiTarget(referenceImagePaths.productImages),
          method: 'DELETE',
          params: { productId, imageSequence, retailerIds: retailerIds.join(','), setId },
        }),
        invalidatesTags: (_answer, error, { productId }) => (error ? [] : [editorTag(productId), gridTag(productId)]),
      }),
      getReferenceImageGrid: build.query<GridSet[], number>({
        query: (productId) => ({ ...apiTarget(referenceImagePaths.gridSets), params: { productId } }),
        transformResponse: (answer: ReferenceImageGrid) => answer.sets,
        // A change of the sets changes the rows.
        providesTags: (_answer, _error, productId) => [gridTag(productId), SETS],
      }),
      updateReferenceImageGrid: build.mutation<GridSet[], { productId: number; changes: ReferenceImageGridChange[] }>({
        query: ({ changes }) => ({ ...apiTarget(referenceImagePaths.updateGrid), method: 'POST', body: changes }),
        transformResponse: (answer: { products: { productId: number; sets: GridSet[] }[] }, _meta, { productId }) =>
          answer.products.find((product) => product.productId === productId)?.sets ?? [],
        async onQueryStarted({ productId }, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data) dispatch(referenceImagesApi.util.upsertQueryData('getReferenceImageGrid', productId, data));
        },
        invalidatesTags: (_answer, error, { productId }) => (error ? [] : [editorTag(productId)]),
      }),
      uploadGridImage: build.mutation<GridSet[], GridUpload>({
        query: ({ productId, setId, position, file }) => {
          const body = new FormData();
          const object = { set_id: setId, sequence: position, product_id: productId };
          body.append(REFERENCE_IMAGE_UPLOAD_FIELDS.object, JSON.stringify(object));
          body.append(REFERENCE_IMAGE_UPLOAD_FIELDS.file, file, file.name);
          return { ...apiTarget(referenceImagePaths.gridUpload), method: 'POST', body };
        },
        transformResponse: (answer: ReferenceImageGrid) => answer.sets,
        async onQueryStarted({ productId }, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: null }));
          if (data) dispatch(referenceImagesApi.util.upsertQueryData('getReferenceImageGrid', productId, data));
        },
        invalidatesTags: (_answer, error, { productId }) => (error ? [] : [editorTag(productId)]),
      }),
      removeFromSet: build.mutation<null, RemoveFromSet>({
        query: ({ productId, setId, imageId }) => ({
          ...apiTarget(referenceImagePaths.removeFromSet),
          method: 'DELETE',
          params: { productId, setId, imageId },
        }),
        invalidatesTags: (_answer, error, { productId }) => (error ? [] : [gridTag(productId), editorTag(productId)]),
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
  useGetReferenceImageGridQuery,
  useUpdateReferenceImageGridMutation,
  useUploadGridImageMutation,
  useRemoveFromSetMutation,
} = referenceImagesApi;
