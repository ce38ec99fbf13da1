import { api, apiTarget, settle } from '@shelfsight/api-client';
import { type MappableProducts, type MapRetailerProduct, productMappingPaths } from '@shelfsight/contracts';

const MAPPABLE = 'MappableProducts';

export interface MappingArgs extends MapRetailerProduct {
  productId: number;
  tagId?: number;
}

/** Product mapping (spec 3 §7): map and unmap show at once and roll back when the server refuses. */
export const productMappingApi = api.enhanceEndpoints({ addTagTypes: [MAPPABLE] }).injectEndpoints({
  endpoints: (build) => {
    const optimistic =
      (mapTo: (args: MappingArgs) => number | null) =>
      async (
        args: MappingArgs,
        {
          dispatch,
          queryFulfilled,
        }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: unknown }> },
      ) => {
        const patch = dispatch(
          productMappingApi.util.updateQueryData(
            'getMappableProducts',
            { productId: args.productId, tagId: args.tagId },
            (draft) => {
              for (const candidate of draft.retailerProducts) {
                const same = candidate.retailerId === args.retailerId;
                if (same && candidate.shopProductId === args.shopProductId) candidate.productId = mapTo(args);
                else if (same && candidate.productId === args.productId && mapTo(args) !== null)
                  candidate.productId = null;
              }
            },
          ),
        ) as { undo(): void };
        await settle(queryFulfilled, patch.undo);
      };
    return {
      getMappableProducts: build.query<MappableProducts, { productId: number; tagId?: number }>({
        query: ({ productId, tagId }) => ({
          ...apiTarget(productMappingPaths.mappableProducts, { id: productId }),
          ...(tagId === undefined ? {} : { params: { tag_id: tagId } }),
        }),
        providesTags: [MAPPABLE],
      }),
      mapRetailerProduct: build.mutation<unknown, MappingArgs>({
        query: ({ productId, retailerId, shopProductId }) => ({
          ...apiTarget(productMappingPaths.map, { id: productId }),
          method: 'POST',
          body: { retailerId, shopProductId },
        }),
        onQueryStarted: optimistic((args) => args.productId),
        invalidatesTags: [MAPPABLE],
      }),
      unmapRetailerProduct: build.mutation<unknown, MappingArgs>({
        query: ({ productId, retailerId, shopProductId }) => ({
          ...apiTarget(productMappingPaths.unmap, { id: productId }),
          method: 'POST',
          body: { retailerId, shopProductId },
        }),
        onQueryStarted: optimistic(() => null),
        invalidatesTags: [MAPPABLE],
      }),
    };
  },
  overrideExisting: 'throw',
});

export const { useGetMappableProductsQuery, useMapRetailerProductMutation, useUnmapRetailerProductMutation } =
  productMappingApi;
