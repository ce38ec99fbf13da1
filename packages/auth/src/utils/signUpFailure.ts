import { LOGIN_MESSAGES } from './loginOutcome';

/** What a sign-up style form shows for a failed call: field errors, a form message, or nothing. */
export interface SignUpFailure {
  fields: Record<string, string> | null;
  message: string | null;
}

function fieldsOf(data: unknown): Record<string, string> | null {
  const fields = (data as { fields?: unknown } | null)?.fields;
  if (typeof fields !== 'object' || fields === null) return null;
  const entries = Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

export function signUpFailure(error: unknown): SignUpFailure {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: unknown };
  // A cancelled call shows nothing; a 429 is the api client's (it opens the rate-limit page).
  if (status === 'CANCELLED' || status === 429) return { fields: null, message: null };
  const fields = fieldsOf(data);
  if (fields) return { fields, message: null };
  return { fields: null, message: LOGIN_MESSAGES.generic };
}
