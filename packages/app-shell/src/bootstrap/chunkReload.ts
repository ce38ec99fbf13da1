import { CHUNK_RELOAD_GUARD_MS } from '@shelfsight/contracts';
import { browserLocation, type PageLocation } from './pageLocation';

export const CHUNK_RELOAD_KEY = 'chunkReloadAt';
export const CHUNK_RETRY_HASH = '#retry';

/** Browsers word a failed dynamic import differently; a new deployment removing old chunks causes it. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * Reloads once to pick up the new deployment's chunks (spec 1 §4). Throttled through a timestamp in
 * localStorage to once per 60 s, so a chunk that is really gone cannot cause a reload loop.
 * Returns whether a reload was started.
 */
export function reloadAfterChunkFailure(
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
  location: PageLocation = browserLocation,
  now: number = Date.now(),
): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  location.hash = CHUNK_RETRY_HASH;
  location.reload();
  return true;
}
