import { LEGACY_FLAG_HOURS } from '@shelfsight/contracts';

export const LEGACY_FLAG_KEYS = { isV1: 'isV1', expiresAt: 'isV1ExpiresAt', url: 'isV1Url' } as const;

/**
 * A sign-in answered with a legacy-version URL marks the browser as a legacy user for 8 hours
 * (spec 1 §4) before it is sent there.
 */
export function markLegacyVersion(
  now: number = Date.now(),
  storage: Pick<Storage, 'setItem'> = localStorage,
  url?: string,
): void {
  storage.setItem(LEGACY_FLAG_KEYS.isV1, 'true');
  // Kept so later navigations within the 8 hours can send the browser there again.
  if (url) storage.setItem(LEGACY_FLAG_KEYS.url, url);
  storage.setItem(LEGACY_FLAG_KEYS.expiresAt, String(now + LEGACY_FLAG_HOURS * 60 * 60 * 1000));
}
