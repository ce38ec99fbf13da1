/** The `fields` of a failed call in the house error shape, else null. */
export function serverFields(error: unknown): Record<string, string> | null {
  const data = (error as { data?: { fields?: unknown } } | undefined)?.data;
  return typeof data?.fields === 'object' && data.fields !== null ? (data.fields as Record<string, string>) : null;
}

/** The message of a failed call, falling back to the generic text. */
export function serverMessage(error: unknown): string {
  const message = (error as { data?: { message?: unknown } } | undefined)?.data?.message;
  return typeof message === 'string' ? message : 'Something went wrong. Please try again or contact support.';
}
