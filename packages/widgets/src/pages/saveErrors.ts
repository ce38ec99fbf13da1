export interface SaveErrors {
  /** Messages by dotted field path, from the server's `fields`. */
  fields: Record<string, string>;
  /** A message for the whole form, when no field is named. */
  general: string | null;
}

const SERVER_ERROR = 'The widget could not be saved. Please try again later.';

/** What a refused save shows: the named fields, else the server's message, else a general one. */
export function saveErrorsOf(error: unknown): SaveErrors {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: unknown };
  if (typeof status !== 'number' || status >= 500) return { fields: {}, general: SERVER_ERROR };
  const body = (data ?? {}) as { fields?: Record<string, string>; message?: string };
  const fields = body.fields ?? {};
  if (Object.keys(fields).length > 0) return { fields, general: null };
  return { fields: {}, general: body.message ?? SERVER_ERROR };
}
