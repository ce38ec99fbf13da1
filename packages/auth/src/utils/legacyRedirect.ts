import { LEGACY_FLAG_KEYS } from './legacyVersion';

type FlagStorage = Pick<Storage, 'getItem' | 'removeItem'>;

function clear(storage: FlagStorage) {
  storage.removeItem(LEGACY_FLAG_KEYS.isV1);
  storage.removeItem(LEGACY_FLAG_KEYS.expiresAt);
  storage.removeItem(LEGACY_FLAG_KEYS.url);
}

/**
 * The legacy-version check of every navigation (spec 1 §4): `invalidate_v1=1` clears the flag; a flag
 * still in force answers the legacy URL to go to; an expired one is cleared. Null means stay.
 */
export function legacyRedirect(
  search: string,
  now: number = Date.now(),
  storage: FlagStorage = localStorage,
): string | null {
  if (new URLSearchParams(search).get('invalidate_v1') === '1') {
    clear(storage);
    return null;
  }
  if (storage.getItem(LEGACY_FLAG_KEYS.isV1) !== 'true') return null;
  const expiresAt = Number(storage.getItem(LEGACY_FLAG_KEYS.expiresAt));
  const url = storage.getItem(LEGACY_FLAG_KEYS.url);
  if (Number.isFinite(expiresAt) && expiresAt > now && url) return url;
  clear(storage);
  return null;
}
