import { customerPaths, type DataRetention } from '@shelfsight/contracts';
import { api } from '../api';
import { apiTarget } from '../apiTarget';

/**
 * The active customer's data retention in months: the date pickers' window and the 12-month rule. Defined
 * here, once, because widget-kit's period code and the widgets feature both read it and one fact should
 * have one cache entry. It changes rarely, so it is kept an hour.
 */
export const dataRetentionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDataRetention: build.query<DataRetention, void>({
      query: () => apiTarget(customerPaths.dataRetention),
      keepUnusedDataFor: 3600,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetDataRetentionQuery } = dataRetentionApi;
