import { CANCELLED_REQUEST_MESSAGE } from '@shelfsight/contracts';

/** The error of every call: an HTTP status with the body, a cancellation, or a network failure. */
export type ApiQueryError =
  | { status: number; data: unknown }
  | { status: 'CANCELLED'; data: typeof CANCELLED_REQUEST_MESSAGE }
  | { status: 'FETCH_ERROR'; data: string };

export const cancelledError = (): ApiQueryError => ({ status: 'CANCELLED', data: CANCELLED_REQUEST_MESSAGE });

/** Cancelled requests are superseded, not failed: callers skip their error messages for them. */
export function isCancelledError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 'CANCELLED';
}

export function fetchError(cause: unknown): ApiQueryError {
  return { status: 'FETCH_ERROR', data: cause instanceof Error ? cause.message : String(cause) };
}
