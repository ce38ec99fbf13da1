import { api, apiTarget, settle } from '@shelfsight/api-client';
import {
  type AdminRetailer,
  type ConfiguredRetailerUpdate,
  type Country,
  type RetailerConfiguration,
  retailersAdminPaths,
  type RetailerWrite,
} from '@shelfsight/contracts';

/** Retailers: the system admins' list and form, and the active customer's retailer configuration. */
export const retailersApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminRetailers', 'RetailerConfiguration'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getAdminRetailers: build.query<AdminRetailer[], void>({
        query: () => apiTarget(retailersAdminPaths.retailers),
        providesTags: ['AdminRetailers'],
      }),
      getAdminRetailer: build.query<AdminRetailer, number>({
        query: (retailerId) => apiTarget(retailersAdminPaths.retailer, { retailerId }),
        providesTags: ['AdminRetailers'],
      }),
      getCountries: build.query<Country[], void>({
        query: () => apiTarget(retailersAdminPaths.countries),
      }),
      createRetailer: build.mutation<AdminRetailer, RetailerWrite>({
        query: (body) => ({ ...apiTarget(retailersAdminPaths.retailers), method: 'POST', body }),
        invalidatesTags: ['AdminRetailers', 'RetailerConfiguration'],
      }),
      updateRetailer: build.mutation<AdminRetailer, { retailerId: number; input: RetailerWrite }>({
        query: ({ retailerId, input }) => ({
          ...apiTarget(retailersAdminPaths.retailer, { retailerId }),
          method: 'PUT',
          body: input,
        }),
        invalidatesTags: ['AdminRetailers', 'RetailerConfiguration'],
      }),
      getRetailerConfiguration: build.query<RetailerConfiguration, void>({
        query: () => apiTarget(retailersAdminPaths.configuration),
        providesTags: ['RetailerConfiguration'],
      }),
      trackRetailer: build.mutation<RetailerConfiguration, number>({
        query: (retailerId) => ({
          ...apiTarget(retailersAdminPaths.configuration),
          method: 'POST',
          body: { retailerId },
        }),
        async onQueryStarted(_retailerId, { dispatch, queryFulfilled }) {
          await settle(
            queryFulfilled,
            () => undefined,
            (answer) => dispatch(retailersApi.util.upsertQueryData('getRetailerConfiguration', undefined, answer)),
          );
        },
      }),
      /** Optimistic, with undo on failure; the server's answer then replaces the whole configuration. */
      updateTrackedRetailer: build.mutation<
        RetailerConfiguration,
        { retailerId: number; change: ConfiguredRetailerUpdate }
      >({
        query: ({ retailerId, change }) => ({
          ...apiTarget(retailersAdminPaths.configurationRetailer, { retailerId }),
          method: 'PATCH',
          body: change,
        }),
        async onQueryStarted({ retailerId, change }, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            retailersApi.util.updateQueryData('getRetailerConfiguration', undefined, (draft) => {
              const entry = draft.tracked.find((row) => row.retailerId === retailerId);
              if (!entry) return;
              if (change.module !== undefined) entry.module = change.module;
              if (change.isActive !== undefined) entry.isActive = change.isActive;
              if (change.overrides !== undefined) entry.overrides = change.overrides;
            }),
          );
          await settle(queryFulfilled, patch.undo, (answer) =>
            dispatch(retailersApi.util.upsertQueryData('getRetailerConfiguration', undefined, answer)),
          );
        },
      }),
      untrackRetailer: build.mutation<void, number>({
        query: (retailerId) => ({
          ...apiTarget(retailersAdminPaths.configurationRetailer, { retailerId }),
          method: 'DELETE',
        }),
        invalidatesTags: ['RetailerConfiguration'],
      }),
    }),
    overrideExisting: 'throw',
  });

export const {
  useGetAdminRetailersQuery,
  useGetAdminRetailerQuery,
  useGetCountriesQuery,
  useCreateRetailerMutation,
  useUpdateRetailerMutation,
  useGetRetailerConfigurationQuery,
  useTrackRetailerMutation,
  useUpdateTrackedRetailerMutation,
  useUntrackRetailerMutation,
} = retailersApi;
