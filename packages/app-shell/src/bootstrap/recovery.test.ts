import { describe, expect, it, vi } from 'vitest';
import { isBenignNotice } from './benignNotices';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadAfterChunkFailure } from './chunkReload';
import { isJsonParseError, recoverFromJsonParseError } from './jsonRecovery';

function fakeLocation(hash = '') {
  return { hash, reload: vi.fn() };
}

function memoryStorage() {
  const data = new Map<string, string>([['token', 'abc']]);
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    clear: () => data.clear(),
    data,
  };
}

describe('chunk load failures', () => {
  it('recognises failed dynamic imports of the main browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once with #retry, then not again within 60 s', () => {
    const storage = memoryStorage();
    const location = fakeLocation();
    expect(reloadAfterChunkFailure(storage, location, 1_000_000)).toBe(true);
    expect(location.hash).toBe('#retry');
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('1000000');

    expect(reloadAfterChunkFailure(storage, location, 1_059_999)).toBe(false);
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(reloadAfterChunkFailure(storage, location, 1_060_000)).toBe(true);
    expect(location.reload).toHaveBeenCalledTimes(2);
  });
});

describe('JSON parse recovery', () => {
  it('recognises JSON syntax errors only', () => {
    let parseError: unknown;
    try {
      JSON.parse('{not json');
    } catch (error) {
      parseError = error;
    }
    expect(isJsonParseError(parseError)).toBe(true);
    expect(isJsonParseError(new Error('JSON'))).toBe(false);
  });

  it('clears storage and reloads once with #retry-json', () => {
    const storage = memoryStorage();
    const location = fakeLocation();
    expect(recoverFromJsonParseError(storage, location)).toBe(true);
    expect(storage.data.size).toBe(0);
    expect(location.hash).toBe('#retry-json');
    expect(location.reload).toHaveBeenCalledTimes(1);

    // The reloaded page still fails: leave it to the error page.
    storage.setItem('token', 'abc');
    expect(recoverFromJsonParseError(storage, location)).toBe(false);
    expect(storage.data.size).toBe(1);
    expect(location.reload).toHaveBeenCalledTimes(1);
  });
});

describe('benign browser notices', () => {
  it('recognises the ResizeObserver loop notice as a string or an error, and nothing else', () => {
    expect(isBenignNotice('ResizeObserver loop completed with undelivered notifications.')).toBe(true);
    expect(isBenignNotice(new Error('ResizeObserver loop limit exceeded'))).toBe(true);
    expect(isBenignNotice(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isBenignNotice(undefined)).toBe(false);
  });
});
