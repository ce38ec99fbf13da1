import { referenceImageMessages } from '@shelfsight/contracts';

/** Spec 3 §8: the module message is two sentences; the screens show the first as the title. */
export const MODULE_NOT_ENABLED_TITLE = 'Module not enabled';
export const MODULE_NOT_ENABLED_TEXT = 'The image similarity module has not been enabled.';
export const UNKNOWN_ERROR = 'An unknown error occured. Please contact support.';

/** Whether a failed call is the server's refusal for a customer without the image similarity module. */
export function isModuleNotEnabled(error: unknown): boolean {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { message?: unknown } };
  return (
    status === 403 && typeof data?.message === 'string' && data.message === referenceImageMessages.moduleNotEnabled
  );
}

/** The server's message of a failed call, or the unknown-error text (spec 3 §8). */
export function messageOf(error: unknown): string {
  const { data } = (error ?? {}) as { data?: unknown };
  if (typeof data === 'string' && data) return data;
  const message = (data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : UNKNOWN_ERROR;
}
