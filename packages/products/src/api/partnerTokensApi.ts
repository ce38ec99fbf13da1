import { api, apiTarget, settle } from '@shelfsight/api-client';
import {
  type CreatedPartnerToken,
  type CreatePartnerTokenRequest,
  type PartnerToken,
  partnerTokenPaths,
} from '@shelfsight/contracts';

/** The active customer's partner API tokens (/partner-integration/). */
export const partnerTokensApi = api.enhanceEndpoints({ addTagTypes: ['PartnerTokens'] }).injectEndpoints({
  endpoints: (build) => ({
    getPartnerTokens: build.query<PartnerToken[], void>({
      query: () => apiTarget(partnerTokenPaths.list),
      providesTags: ['PartnerTokens'],
    }),
    createPartnerToken: build.mutation<CreatedPartnerToken, CreatePartnerTokenRequest>({
      query: (body) => ({ ...apiTarget(partnerTokenPaths.list), method: 'POST', body }),
      // The answer carries the token once; the list gets the new row without it.
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        await settle(
          queryFulfilled,
          () => undefined,
          ({ token: _shownOnce, ...listed }) =>
            dispatch(
              partnerTokensApi.util.updateQueryData('getPartnerTokens', undefined, (draft) => {
                draft.unshift(listed);
              }),
            ),
        );
      },
    }),
    /** Optimistic: the row shows revoked at once and goes back if the server refuses. */
    revokePartnerToken: build.mutation<void, number>({
      query: (tokenId) => ({ ...apiTarget(partnerTokenPaths.revoke, { tokenId }), method: 'DELETE' }),
      async onQueryStarted(tokenId, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          partnerTokensApi.util.updateQueryData('getPartnerTokens', undefined, (draft) => {
            const token = draft.find((entry) => entry.id === tokenId);
            if (token) token.revokedAt = new Date().toISOString();
          }),
        );
        await settle(queryFulfilled, patch.undo);
      },
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetPartnerTokensQuery, useCreatePartnerTokenMutation, useRevokePartnerTokenMutation } =
  partnerTokensApi;
