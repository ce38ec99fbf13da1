/** A form item's error look and message, when there is one. */
export const statusOf = (message: string | undefined) =>
  message ? { validateStatus: 'error' as const, help: message } : {};
