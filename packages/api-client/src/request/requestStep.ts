import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { ApiQueryError } from '../errors';
import type { ApiRequest } from '../http';
import type { SessionState } from '../session/sessionSlice';

/** What the base query answers for one request. */
export type RequestAnswer = { data: unknown } | { error: ApiQueryError };

/** One request on its way through the chain; steps fill in what the ones after them need. */
export interface RequestContext {
  readonly request: ApiRequest;
  readonly api: BaseQueryApi;
  /** Below the API root, as sent (`customer/5/dashboard/10`): the active customer step resolves the request's url. */
  path: string;
  /** Aborts the request on the wire: the query's own abort, or a request that supersedes it. */
  readonly controller: AbortController;
  /** Headers steps add, sent with every attempt (a resend after a token refresh included). */
  headers: Record<string, string>;
  /** The access token of the next attempt, when the auth retry step chose it; else the session's at sending. */
  token?: string | null;
  /** The last response from the wire, for steps that read its status and headers. */
  response?: Response;
}

/**
 * One concern of the request path. It may answer by itself (an answer that left early, a refusal) or call `next`
 * for the rest of the chain, and may act before and after it (take and free a slot, resend after a refresh).
 */
export type RequestStep = (context: RequestContext, next: () => Promise<RequestAnswer>) => Promise<RequestAnswer>;

/** The end of the chain: what sends the request and reads its answer. */
export type RequestEnd = (context: RequestContext) => Promise<RequestAnswer>;

export const sessionOf = (api: BaseQueryApi): SessionState => (api.getState() as { session: SessionState }).session;

/** Runs `steps` in list order, each around the ones after it, ending in `end`. */
export function runChain(
  steps: readonly RequestStep[],
  end: RequestEnd,
  context: RequestContext,
): Promise<RequestAnswer> {
  const from = (index: number): Promise<RequestAnswer> => {
    const step = steps[index];
    return step ? step(context, () => from(index + 1)) : end(context);
  };
  return from(0);
}
