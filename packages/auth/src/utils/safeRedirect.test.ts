import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeRedirect } from './safeRedirect';

const origin = 'https://app.shelfsight.test';

afterEach(() => vi.restoreAllMocks());

describe('safeRedirect', () => {
  it('keeps paths of the own host, with query and hash', () => {
    expect(safeRedirect('/dashboards/?id=3#top', origin)).toBe('/dashboards/?id=3#top');
    expect(safeRedirect(`${origin}/tasks/`, origin)).toBe('/tasks/');
  });

  it('refuses other hosts, including protocol-relative ones, with a warning only', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(safeRedirect('https://evil.test/steal', origin)).toBeNull();
    expect(safeRedirect('//evil.test/steal', origin)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('ignores empty redirects and the sign-in page itself', () => {
    expect(safeRedirect(null, origin)).toBeNull();
    expect(safeRedirect('', origin)).toBeNull();
    expect(safeRedirect('/login/', origin)).toBeNull();
  });
});
