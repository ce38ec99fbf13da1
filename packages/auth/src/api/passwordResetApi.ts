import { api, apiTarget } from '@shelfsight/api-client';
import { passwordResetPaths, type ResetPasswordRequest, type SendResetEmailRequest } from '@shelfsight/contracts';

export const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendResetEmail: build.mutation<void, SendResetEmailRequest>({
      query: (body) => ({ ...apiTarget(passwordResetPaths.sendEmail), method: 'POST', body }),
    }),
    /** Checks the link on load; a POST because the server may count it, but idempotent, so a query. */
    validateResetHash: build.query<void, string>({
      query: (hash) => ({ ...apiTarget(passwordResetPaths.validate, { hash }), method: 'POST' }),
      keepUnusedDataFor: 0,
    }),
    resetPassword: build.mutation<void, { hash: string } & ResetPasswordRequest>({
      query: ({ hash, ...body }) => ({ ...apiTarget(passwordResetPaths.reset, { hash }), method: 'POST', body }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useSendResetEmailMutation, useValidateResetHashQuery, useResetPasswordMutation } = passwordResetApi;
