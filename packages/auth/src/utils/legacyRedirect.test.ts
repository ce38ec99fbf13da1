import { afterEach, describe, expect, it } from 'vitest';
import { legacyRedirect } from './legacyRedirect';
import { LEGACY_FLAG_KEYS, markLegacyVersion } from './legacyVersion';

const URL_V1 = 'https://v1.shelfsight.example/';
afterEach(() => localStorage.clear());

describe('legacyRedirect', () => {
  it('sends a flagged browser to the legacy app while the 8 hours last', () => {
    markLegacyVersion(1_000, localStorage, URL_V1);
    expect(legacyRedirect('', 1_000 + 8 * 3_600_000 - 1)).toBe(URL_V1);
    expect(localStorage.getItem(LEGACY_FLAG_KEYS.isV1)).toBe('true');
  });

  it('clears an expired flag and stays', () => {
    markLegacyVersion(1_000, localStorage, URL_V1);
    expect(legacyRedirect('', 1_000 + 8 * 3_600_000)).toBeNull();
    expect(localStorage.getItem(LEGACY_FLAG_KEYS.isV1)).toBeNull();
    expect(localStorage.getItem(LEGACY_FLAG_KEYS.url)).toBeNull();
  });

  it('clears the flag when the query says invalidate_v1=1', () => {
    markLegacyVersion(1_000, localStorage, URL_V1);
    expect(legacyRedirect('?a=b&invalidate_v1=1', 2_000)).toBeNull();
    expect(localStorage.getItem(LEGACY_FLAG_KEYS.isV1)).toBeNull();
    expect(legacyRedirect('', 2_000)).toBeNull();
  });

  it('stays without a flag', () => {
    expect(legacyRedirect('', 2_000)).toBeNull();
  });
});
