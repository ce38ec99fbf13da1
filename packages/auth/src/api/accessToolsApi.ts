import { api } from '@shelfsight/api-client';
import type {
  ChangePasswordRequest,
  CreateDeepLinkRequest,
  DeepLink,
  LoginAsRequest,
  LoginResponse,
} from '@shelfsight/contracts';

/** Login-as, the way back, forced password change and deep links (spec 1 §4, §7). */
export const accessToolsApi = api.injectEndpoints({
  endpoints: (build) => ({
    loginAs: build.mutation<LoginResponse, LoginAsRequest>({
      query: (body) => ({ url: 'auth/login-as', method: 'POST', body }),
    }),
    loginAsRestore: build.mutation<LoginResponse, { token: string }>({
      query: (body) => ({ url: 'auth/login-as/restore', method: 'POST', body }),
    }),
    changePassword: build.mutation<void, ChangePasswordRequest>({
      query: (body) => ({ url: 'auth/change-password', method: 'POST', body }),
    }),
    createDeepLink: build.mutation<{ hash: string }, { customerId: number; body: CreateDeepLinkRequest }>({
      query: ({ customerId, body }) => ({ url: `customer/${customerId}/deep-link`, method: 'POST', body }),
    }),
    deepLink: build.query<DeepLink, string>({
      query: (hash) => ({ url: `deep-link/${encodeURIComponent(hash)}` }),
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
