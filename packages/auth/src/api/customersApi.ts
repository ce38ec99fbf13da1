import { api, apiTarget } from '@shelfsight/api-client';
import {
  type ActiveModule,
  type Customer,
  type CustomerMap,
  customerPaths,
  type DataFreshness,
} from '@shelfsight/contracts';

/** The user's customers and the active customer's record and settings (spec 1 §7). */
export const customersApi = api.enhanceEndpoints({ addTagTypes: ['Customers', 'ActiveModules'] }).injectEndpoints({
  endpoints: (build) => ({
    customers: build.query<CustomerMap, void>({
      query: () => apiTarget(customerPaths.getAll),
      providesTags: ['Customers'],
    }),
    activeCustomer: build.query<Customer, number>({
      query: (customerId) => ({ ...apiTarget(customerPaths.getActive), params: { customerId } }),
      providesTags: ['Customers'],
    }),
    activeModules: build.query<ActiveModule[], void>({
      query: () => apiTarget(customerPaths.activeModules),
      // A system admin switching modules (user management) invalidates this tag.
      providesTags: ['ActiveModules'],
    }),
    /** Asked by the header on every page; the server keeps it cheap, the cache keeps it for a minute. */
    dataFreshness: build.query<DataFreshness, void>({
      query: () => apiTarget(customerPaths.dataFreshness),
      keepUnusedDataFor: 60,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useCustomersQuery, useActiveCustomerQuery, useActiveModulesQuery, useDataFreshnessQuery } = customersApi;
