import { afterEach, describe, expect, it } from 'vitest';
import { LEGACY_FLAG_KEYS, markLegacyVersion } from './legacyVersion';

afterEach(() => localStorage.clear());

describe('markLegacyVersion', () => {
  it('flags the legacy version with an expiry 8 hours ahead, in milliseconds', () => {
    markLegacyVersion(1_000);
    expect(localStorage.getItem(LEGACY_FLAG_KEYS.isV1)).toBe('true');
    expect(localStorage.getItem(LEGACY_FLAG_KEYS.expiresAt)).toBe(String(1_000 + 8 * 3_600_000));
  });
});
