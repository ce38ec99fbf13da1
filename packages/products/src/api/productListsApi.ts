import { api, apiTarget, settle, uploadFile } from '@shelfsight/api-client';
import {
  type FileLocale,
  type ProcessingStatus,
  type ProductList,
  type ProductListDetail,
  type ProductListInput,
  type ProductListPatch,
  productListPaths,
  type ProductListUpload,
  type UploadPreview,
} from '@shelfsight/contracts';

let temporaryId = -1;

/** A list as the table shows it until the server answers (spec 3 §4.2: created and updated optimistically). */
function optimisticList(input: ProductListInput): ProductList {
  return {
    id: temporaryId--,
    customerId: 0,
    name: input.name,
    type: input.type ?? 'Standard',
    processingMode: input.processingMode ?? 'MERGE',
    isActive: input.isActive ?? true,
    loadingIsActive: false,
    processedDate: null,
    productCount: 0,
    ownerId: 0,
    ownerName: '',
    uploaderId: null,
    uploaderName: null,
    fileUploadStatus: null,
    fileUploadMessage: null,
    owned: true,
    shared: (input.sharedWith ?? []).length > 0,
    sharedToMe: false,
    accessLevel: 'O',
    sharedWith: input.sharedWith ?? [],
  };
}

/** Product lists of the active customer; creates, updates and deletes change the table at once and roll back on failure. */
export const productListsApi = api.enhanceEndpoints({ addTagTypes: ['ProductLists'] }).injectEndpoints({
  endpoints: (build) => ({
    getProductLists: build.query<ProductList[], void>({
      query: () => apiTarget(productListPaths.productLists),
      providesTags: ['ProductLists'],
    }),
    getProductList: build.query<ProductListDetail, number>({
      query: (id) => apiTarget(productListPaths.productList, { id }),
      providesTags: (_answer, _error, id) => [{ type: 'ProductLists', id }],
    }),
    getProcessingStatus: build.query<ProcessingStatus, void>({
      query: () => apiTarget(productListPaths.status),
    }),
    createProductList: build.mutation<ProductList, ProductListInput>({
      query: (body) => ({ ...apiTarget(productListPaths.create), method: 'POST', body }),
      async onQueryStarted(input, { dispatch, queryFulfilled }) {
        const temporary = optimisticList(input);
        const patch = dispatch(
          productListsApi.util.updateQueryData('getProductLists', undefined, (draft) => void draft.unshift(temporary)),
        );
        await settle(queryFulfilled, patch.undo, (saved) =>
          dispatch(
            productListsApi.util.updateQueryData('getProductLists', undefined, (draft) =>
              draft.map((list) => (list.id === temporary.id ? saved : list)),
            ),
          ),
        );
      },
    }),
    updateProductList: build.mutation<ProductList, { id: number; patch: ProductListPatch }>({
      query: ({ id, patch }) => ({ ...apiTarget(productListPaths.change, { id }), method: 'PATCH', body: patch }),
      async onQueryStarted({ id, patch }, { dispatch, queryFulfilled }) {
        const change = dispatch(
          productListsApi.util.updateQueryData('getProductLists', undefined, (draft) => {
            const list = draft.find((candidate) => candidate.id === id);
            if (!list) return;
            Object.assign(list, { ...patch, sharedWith: patch.sharedWith ?? list.sharedWith });
            list.shared = list.sharedWith.length > 0;
          }),
        );
        await settle(queryFulfilled, change.undo, (saved) =>
          dispatch(
            productListsApi.util.updateQueryData('getProductLists', undefined, (draft) =>
              draft.map((list) => (list.id === id ? saved : list)),
            ),
          ),
        );
      },
      invalidatesTags: (_answer, _error, { id }) => [{ type: 'ProductLists', id }],
    }),
    deleteProductList: build.mutation<{ id: number }, number>({
      query: (id) => ({ ...apiTarget(productListPaths.change, { id }), method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          productListsApi.util.updateQueryData('getProductLists', undefined, (draft) =>
            draft.filter((list) => list.id !== id),
          ),
        );
        await settle(queryFulfilled, patch.undo);
      },
    }),
    removeProducts: build.mutation<{ id: number; productCount: number }, { id: number; productIds: number[] }>({
      query: ({ id, productIds }) => ({
        ...apiTarget(productListPaths.removeProduct, { id }),
        method: 'POST',
        body: { productIds },
      }),
      invalidatesTags: (_answer, _error, { id }) => ['ProductLists', { type: 'ProductLists', id }],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useGetProductListsQuery,
  useGetProductListQuery,
  useGetProcessingStatusQuery,
  useCreateProductListMutation,
  useUpdateProductListMutation,
  useDeleteProductListMutation,
  useRemoveProductsMutation,
} = productListsApi;

/** The detected locale and first rows of a file; nothing is stored. */
export const previewProductFile = (id: number, file: File) =>
  uploadFile<UploadPreview>({ ...apiTarget(productListPaths.uploadPreview, { id }), data: { file } });

/** Uploads a file with the locale the user confirmed; the locale fields go before the file, as the server reads them. */
export const uploadProductFile = (id: number, file: File, locale: FileLocale | null) =>
  uploadFile<ProductListUpload>({
    ...apiTarget(productListPaths.upload, { id }),
    data: { ...(locale ?? {}), file },
  });
