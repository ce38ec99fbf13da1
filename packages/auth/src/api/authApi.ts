import { api, apiTarget, userLoaded } from '@shelfsight/api-client';
import { apiPaths, type CurrentUserResponse, type LoginRequest, type LoginResponse } from '@shelfsight/contracts';

export const authApi = api.enhanceEndpoints({ addTagTypes: ['CurrentUser'] }).injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ ...apiTarget(apiPaths.login), method: 'POST', body }),
    }),
    /** The user with roles and privileges; refreshes the stored user and scopes on every load. */
    currentUser: build.query<CurrentUserResponse, void>({
      query: () => apiTarget(apiPaths.currentUser),
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
      query: () => ({ ...apiTarget(apiPaths.logout), method: 'POST' }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useLoginMutation, useCurrentUserQuery, useLogoutMutation } = authApi;
