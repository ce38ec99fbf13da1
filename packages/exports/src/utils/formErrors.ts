import { userManagementMessages } from '@shelfsight/contracts';

export interface FormErrors {
  /** Messages per field of the form, from the server's `fields`. */
  fields: Record<string, string>;
  /** A message for the whole form, when no field is named. */
  general: string | null;
}

const SUPPORT_MESSAGE = userManagementMessages.serverError;

/** What a failed save shows: the server's field errors beside their fields, else its message (500: support). */
export function formErrorsOf(error: unknown): FormErrors {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: unknown };
  if (status === 500 || typeof status !== 'number') return { fields: {}, general: SUPPORT_MESSAGE };
  const body = (data ?? {}) as { fields?: Record<string, string>; message?: string };
  const fields = body.fields ?? {};
  if (Object.keys(fields).length > 0) return { fields, general: null };
  return { fields: {}, general: body.message ?? SUPPORT_MESSAGE };
}

/** A form item's error look and message, when there is one. */
export const statusOf = (message: string | undefined) =>
  message ? { validateStatus: 'error' as const, help: message } : {};
