import { api, apiTarget } from '@shelfsight/api-client';
import {
  accessToolPaths,
  type ChangePasswordRequest,
  type CreateDeepLinkRequest,
  type DeepLink,
  type LoginAsRequest,
  type LoginResponse,
} from '@shelfsight/contracts';

/** Login-as, the way back, forced password change and deep links (spec 1 §4, §7). */
export const accessToolsApi = api.injectEndpoints({
  endpoints: (build) => ({
    loginAs: build.mutation<LoginResponse, LoginAsRequest>({
      query: (body) => ({ ...apiTarget(accessToolPaths.loginAs), method: 'POST', body }),
    }),
    loginAsRestore: build.mutation<LoginResponse, { token: string }>({
      query: (body) => ({ ...apiTarget(accessToolPaths.loginAsRestore), method: 'POST', body }),
    }),
    changePassword: build.mutation<void, ChangePasswordRequest>({
      query: (body) => ({ ...apiTarget(accessToolPaths.changePassword), method: 'POST', body }),
    }),
    createDeepLink: build.mutation<{ hash: string }, { customerId: number; body: CreateDeepLinkRequest }>({
      query: ({ customerId, body }) => ({
        ...apiTarget(accessToolPaths.createDeepLink, { customerId }),
        method: 'POST',
        body,
      }),
    }),
    deepLink: build.query<DeepLink, string>({
      query: (hashKey) => apiTarget(accessToolPaths.deepLink, { hashKey }),
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useLoginAsMutation,
  useLoginAsRestoreMutation,
  useChangePasswordMutation,
  useCreateDeepLinkMutation,
  useDeepLinkQuery,
} = accessToolsApi;
