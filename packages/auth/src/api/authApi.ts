import { api, userLoaded } from '@shelfsight/api-client';
import type { CurrentUserResponse, LoginRequest, LoginResponse } from '@shelfsight/contracts';

export const authApi = api.enhanceEndpoints({ addTagTypes: ['CurrentUser'] }).injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: 'login', method: 'POST', body }),
    }),
    /** The user with roles and privileges; refreshes the stored user and scopes on every load. */
    currentUser: build.query<CurrentUserResponse, void>({
      query: () => ({ url: 'auth/user' }),
      providesTags: ['CurrentUser'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userLoaded({ user: data.user, scopes: data.scopes }));
        } catch {
          // A failed load keeps the stored user; a 401 is already handled by the api client (logout).
        }
      },
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: 'auth/logout', method: 'POST' }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useLoginMutation, useCurrentUserQuery, useLogoutMutation } = authApi;
