import { PREFETCH_IDLE_TIMEOUT_MS } from '@shelfsight/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRoutePrefetcher, prefetchAllowed, whenIdle, type IdleScheduler } from './prefetch';

const timerScheduler = (): IdleScheduler => ({
  setTimeout: (callback, ms) => setTimeout(callback, ms) as unknown as number,
  clearTimeout: (handle) => clearTimeout(handle),
});

describe('prefetchAllowed', () => {
  it('skips prefetch on data saver and on 2g, and allows it otherwise', () => {
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ saveData: false, effectiveType: '3g' })).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
  });
});

describe('whenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks requestIdleCallback with the 2 s timeout where the browser has it', () => {
    const requestIdleCallback = vi.fn((_callback: () => void, _options: { timeout: number }) => 7);
    const cancelIdleCallback = vi.fn();
    const cancel = whenIdle(() => undefined, { ...timerScheduler(), requestIdleCallback, cancelIdleCallback });
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to the 2 s timeout without requestIdleCallback', () => {
    const task = vi.fn();
    whenIdle(task, timerScheduler());
    vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });
});

describe('createRoutePrefetcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (connection?: { saveData?: boolean; effectiveType?: string }) => {
    const loads: string[] = [];
    const loaderOf = (path: string) => (path === '/missing/' ? undefined : () => Promise.resolve(loads.push(path)));
    const prefetcher = createRoutePrefetcher(loaderOf, { connection: () => connection, scheduler: timerScheduler() });
    return { loads, prefetcher };
  };

  it('loads a route’s code once however often its link is hovered', () => {
    const { loads, prefetcher } = setup({ effectiveType: '4g' });
    prefetcher.prefetch('/widgets/');
    prefetcher.prefetch('/widgets/');
    prefetcher.prefetch('/missing/');
    expect(loads).toEqual(['/widgets/']);
  });

  it('loads nothing on data saver or 2g', () => {
    for (const connection of [{ saveData: true }, { effectiveType: '2g' }]) {
      const { loads, prefetcher } = setup(connection);
      prefetcher.prefetch('/widgets/');
      prefetcher.prefetchWhenIdle(['/upload-data-set/']);
      vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS);
      expect(loads).toEqual([]);
    }
  });

  it('loads the menu’s routes once idle, unless cancelled first', () => {
    const { loads, prefetcher } = setup();
    prefetcher.prefetchWhenIdle(['/widgets/', '/upload-data-set/']);
    expect(loads).toEqual([]);
    vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS);
    expect(loads).toEqual(['/widgets/', '/upload-data-set/']);

    const other = setup();
    other.prefetcher.prefetchWhenIdle(['/widgets/'])();
    vi.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS);
    expect(other.loads).toEqual([]);
  });
});
