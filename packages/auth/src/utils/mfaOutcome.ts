import { mfaMessages } from '@shelfsight/contracts';
import { LOGIN_MESSAGES } from './loginOutcome';

export type MfaFailure =
  | { kind: 'fields'; fields: Record<string, string> }
  | { kind: 'restart'; text: string }
  | { kind: 'message'; text: string }
  | { kind: 'silent' };

/** Turns a failed verify call into what /mfa/ shows: a field error, a restart or a message. */
export function interpretMfaError(error: unknown): MfaFailure {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { message?: unknown; fields?: unknown } };
  if (status === 'CANCELLED' || status === 429) return { kind: 'silent' };
  // The password step ran out (or was never done here): only signing in again helps.
  if (status === 410) return { kind: 'restart', text: mfaMessages.challengeExpired };
  const fields = data?.fields;
  if (status === 400 && typeof fields === 'object' && fields !== null) {
    return { kind: 'fields', fields: fields as Record<string, string> };
  }
  if (status === 401 && data?.message === 'trial_expired')
    return { kind: 'message', text: LOGIN_MESSAGES.trialExpired };
  if (status === 401) return { kind: 'restart', text: LOGIN_MESSAGES.invalidCredentials };
  if (status === 403) return { kind: 'message', text: LOGIN_MESSAGES.noCustomers };
  return { kind: 'message', text: LOGIN_MESSAGES.generic };
}
