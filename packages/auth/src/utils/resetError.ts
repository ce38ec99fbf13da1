import type { ApiError } from '@shelfsight/contracts';

export const RESET_MESSAGES = {
  generic: 'Something went wrong. Please try again.',
  sent: 'If an account exists for this address, we have sent it an e-mail with a link to reset the password. The link works once and expires in one hour.',
  done: 'Your password has been changed. Sign in with your new password.',
} as const;

/** The error body of a failed reset call, when the server answered in the API error shape. */
export function apiErrorOf(error: unknown): ApiError | null {
  const data = typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : undefined;
  if (typeof data !== 'object' || data === null) return null;
  const body = data as Partial<ApiError>;
  return typeof body.message === 'string' && typeof body.statusCode === 'number' ? (body as ApiError) : null;
}
