import { userManagementMessages } from '@shelfsight/contracts';

export interface FormErrors {
  /** Messages per field of the form, from the server's `fields`. */
  fields: Record<string, string>;
  /** A message for the whole form, when no field is named. */
  general: string | null;
}

/**
 * What a failed save of a form shows (spec 1 §8): HTTP 500 (or no answer) the support message, anything else
 * the server's field errors beside their fields, else its message. One rule for every feature's forms.
 */
export function formErrorsOf(error: unknown): FormErrors {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: unknown };
  if (status === 500 || typeof status !== 'number') return { fields: {}, general: userManagementMessages.serverError };
  const body = (data ?? {}) as { fields?: Record<string, string>; message?: string };
  const fields = body.fields ?? {};
  if (Object.keys(fields).length > 0) return { fields, general: null };
  return { fields: {}, general: body.message ?? userManagementMessages.serverError };
}
