import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ApiQueryError } from '../errors';
import type { ApiRequest } from '../http';
import { activeCustomerStep } from './activeCustomerStep';
import { authRetryStep } from './authRetryStep';
import { batchedAnswerStep } from './batchedAnswerStep';
import { earlyGetStep } from './earlyGetStep';
import { idempotencyKeyStep } from './idempotencyKeyStep';
import { inFlightSlotStep } from './inFlightSlotStep';
import { queryAbortStep } from './queryAbortStep';
import { runChain, type RequestEnd, type RequestStep } from './requestStep';
import { sendStep } from './sendStep';
import { supersedingStep } from './supersedingStep';

/**
 * The request path of every query and mutation, in order: each step runs around the ones after it, and the last
 * one ends in sendStep. An answer that left early or in a batch is taken before the request waits for anything
 * on the wire; the Idempotency-Key is made before the auth retry step, so a resend keeps it.
 */
export const requestChain: readonly RequestStep[] = [
  activeCustomerStep,
  earlyGetStep,
  batchedAnswerStep,
  queryAbortStep,
  supersedingStep,
  idempotencyKeyStep,
  inFlightSlotStep,
  authRetryStep,
];

/** A base query that sends every request through `steps`, ending in `end`. */
export function chainedBaseQuery(
  steps: readonly RequestStep[] = requestChain,
  end: RequestEnd = sendStep,
): BaseQueryFn<ApiRequest | string, unknown, ApiQueryError> {
  return (arg, api) => {
    const request: ApiRequest = typeof arg === 'string' ? { url: arg } : arg;
    return runChain(steps, end, { request, api, path: request.url, controller: new AbortController(), headers: {} });
  };
}
