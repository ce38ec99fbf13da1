import { api } from '@shelfsight/api-client';
import type { ActiveModule, Customer, CustomerMap, DataRetention } from '@shelfsight/contracts';

/** The user's customers and the active customer's record and settings (spec 1 §7). */
export const customersApi = api.enhanceEndpoints({ addTagTypes: ['Customers'] }).injectEndpoints({
  endpoints: (build) => ({
    customers: build.query<CustomerMap, void>({
      query: () => ({ url: 'customer/get-all' }),
      providesTags: ['Customers'],
    }),
    activeCustomer: build.query<Customer, number>({
      query: (customerId) => ({ url: 'customer/get-active', params: { customerId } }),
      providesTags: ['Customers'],
    }),
    activeModules: build.query<ActiveModule[], void>({
      query: () => ({ url: 'active-modules', customerScoped: true }),
    }),
    dataRetention: build.query<DataRetention, void>({
      query: () => ({ url: 'data-retention', customerScoped: true }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useCustomersQuery, useActiveCustomerQuery, useActiveModulesQuery, useDataRetentionQuery } = customersApi;
