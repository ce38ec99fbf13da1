import { apiPaths } from '@shelfsight/contracts';
import { apiTarget } from '../apiTarget';
import { sendAuthorized } from '../authRetry';
import { tokenRefreshed } from '../session/sessionSlice';
import { sessionOf, type RequestAnswer, type RequestStep } from './requestStep';

/** The login answers 401 for wrong credentials: that is a form message, not an ended session. */
const UNAUTHORIZED_EXEMPT_PATHS = new Set([apiTarget(apiPaths.login).url]);

/**
 * Sends with the session's token; on a 401 refreshes it once and sends again, a 401 after that ends the session;
 * a 429 reports the rate limit (sendAuthorized). The steps after this one run once per attempt.
 */
export const authRetryStep: RequestStep = async (context, next) => {
  const { api } = context;
  let answer: RequestAnswer | undefined;
  await sendAuthorized(
    async (token) => {
      context.token = token;
      context.response = undefined;
      answer = await next();
      // An answer given without a response (by a step after this one) has nothing to retry: it counts as sent.
      return context.response ?? new Response(null, { status: 204 });
    },
    {
      getToken: () => sessionOf(api).token,
      onTokenRefreshed: (token) => api.dispatch(tokenRefreshed(token)),
    },
    UNAUTHORIZED_EXEMPT_PATHS.has(context.path),
  );
  return answer!;
};
