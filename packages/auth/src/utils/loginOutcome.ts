import { clientRoutes } from '@shelfsight/contracts';

/** The texts of spec 1 §8 for failed sign-ins. */
export const LOGIN_MESSAGES = {
  invalidCredentials: 'Invalid credentials',
  trialExpired: "You don't have access to the tool, because your trial has expired.",
  noCustomers: "You don't have access to the tool. Please contact your application administrator.",
  generic: 'Something went wrong. Please try again or contact support.',
} as const;

export type LoginFailure =
  | { kind: 'message'; text: string }
  | { kind: 'fields'; fields: Record<string, string>; text: string | null }
  | { kind: 'mfa' }
  | { kind: 'silent' };

/** The server may answer with a bare code ('trial_expired') or the house error shape carrying it. */
function codeOf(data: unknown): string | null {
  if (typeof data === 'string') return data;
  if (typeof data === 'object' && data !== null) {
    const { message, error } = data as { message?: unknown; error?: unknown };
    if (typeof message === 'string') return message;
    if (typeof error === 'string') return error;
  }
  return null;
}

function fieldsOf(data: unknown): Record<string, string> | null {
  if (typeof data !== 'object' || data === null) return null;
  const { fields, errors } = data as { fields?: unknown; errors?: unknown };
  const found = fields ?? errors;
  if (typeof found !== 'object' || found === null) return null;
  const entries = Object.entries(found).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** Turns a failed login call into what the sign-in form shows (spec 1 §8, "Login ..." rows). */
export function interpretLoginError(error: unknown): LoginFailure {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: unknown };
  const code = codeOf(data);
  if (status === 'CANCELLED') return { kind: 'silent' };
  // The api client already moves to the rate-limit page.
  if (status === 429) return { kind: 'silent' };
  if (status === 401) {
    return {
      kind: 'message',
      text: code === 'trial_expired' ? LOGIN_MESSAGES.trialExpired : LOGIN_MESSAGES.invalidCredentials,
    };
  }
  if (status === 403 && code === 'no_customers') return { kind: 'message', text: LOGIN_MESSAGES.noCustomers };
  if (status === 400 && code === 'Mfa_expired') return { kind: 'mfa' };
  const fields = fieldsOf(data);
  if (fields) return { kind: 'fields', fields, text: null };
  return { kind: 'message', text: typeof status === 'number' && status < 500 && code ? code : LOGIN_MESSAGES.generic };
}

/**
 * Where a fresh session goes (spec 1 §4 Login): the remembered redirect, else the forced password change,
 * else home. A destination the app has no screen for yet falls back to home rather than a 404.
 */
export function postLoginDestination(options: {
  redirect: string | null;
  needsToChangePassword: boolean;
  availablePaths: ReadonlySet<string>;
}): string {
  if (options.redirect) return options.redirect;
  if (options.needsToChangePassword && options.availablePaths.has(clientRoutes.changePassword)) {
    return clientRoutes.changePassword;
  }
  return clientRoutes.home;
}

/** The MFA step keeps the email and the redirect in its query (spec 1 §2). */
export function mfaPath(email: string, redirect: string | null): string {
  const query = new URLSearchParams({ email });
  if (redirect) query.set('redirect', redirect);
  return `${clientRoutes.mfa}?${query.toString()}`;
}
