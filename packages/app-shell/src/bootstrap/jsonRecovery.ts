import { browserLocation, type PageLocation } from './pageLocation';

export const JSON_RETRY_HASH = '#retry-json';

export function isJsonParseError(error: unknown): boolean {
  return error instanceof SyntaxError && /JSON/i.test(error.message);
}

/**
 * Corrupt stored data makes every start fail the same way: clear localStorage and reload once, marked
 * by the '#retry-json' hash so a second failure is left to the error page instead of looping.
 * Returns whether a reload was started.
 */
export function recoverFromJsonParseError(
  storage: Pick<Storage, 'clear'> = localStorage,
  location: PageLocation = browserLocation,
): boolean {
  if (location.hash === JSON_RETRY_HASH) return false;
  storage.clear();
  location.hash = JSON_RETRY_HASH;
  location.reload();
  return true;
}
