import { api } from '@shelfsight/api-client';
import { passwordResetPaths, type ResetPasswordRequest, type SendResetEmailRequest } from '@shelfsight/contracts';

// The api client's base URL already ends in /api.
const relative = (path: string) => path.replace(/^\/api\//, '');
const withHash = (path: string, hash: string) => relative(path).replace(':hash', encodeURIComponent(hash));

export const passwordResetApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendResetEmail: build.mutation<void, SendResetEmailRequest>({
      query: (body) => ({ url: relative(passwordResetPaths.sendEmail), method: 'POST', body }),
    }),
    /** Checks the link on load; a POST because the server may count it, but idempotent, so a query. */
    validateResetHash: build.query<void, string>({
      query: (hash) => ({ url: withHash(passwordResetPaths.validate, hash), method: 'POST' }),
      keepUnusedDataFor: 0,
    }),
    resetPassword: build.mutation<void, { hash: string } & ResetPasswordRequest>({
      query: ({ hash, ...body }) => ({ url: withHash(passwordResetPaths.reset, hash), method: 'POST', body }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useSendResetEmailMutation, useValidateResetHashQuery, useResetPasswordMutation } = passwordResetApi;
