import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from '@shelfsight/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoadingProgress } from './useLoadingProgress';

describe('useLoadingProgress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('stays hidden for a load shorter than the 200 ms throttle', () => {
    const { result, rerender } = renderHook(({ active }) => useLoadingProgress(active), {
      initialProps: { active: true },
    });
    advance(LOADING_BAR_THROTTLE_MS - 1);
    expect(result.current).toBeNull();
    rerender({ active: false });
    advance(LOADING_BAR_THROTTLE_MS);
    expect(result.current).toBeNull();
  });

  it('shows after the throttle, fills over the 5 s duration, holds below 100 % and hides when the load ends', () => {
    const { result, rerender } = renderHook(({ active }) => useLoadingProgress(active), {
      initialProps: { active: true },
    });
    advance(LOADING_BAR_THROTTLE_MS);
    expect(result.current).toBe(0);
    advance(LOADING_BAR_DURATION_MS / 2);
    expect(result.current).toBeCloseTo(50);
    advance(LOADING_BAR_DURATION_MS);
    expect(result.current).toBe(90);
    rerender({ active: false });
    expect(result.current).toBeNull();
  });

  it('starts again from hidden for the next load', () => {
    const { result, rerender } = renderHook(({ active }) => useLoadingProgress(active), {
      initialProps: { active: true },
    });
    advance(LOADING_BAR_THROTTLE_MS + 1_000);
    rerender({ active: false });
    rerender({ active: true });
    expect(result.current).toBeNull();
    advance(LOADING_BAR_THROTTLE_MS);
    expect(result.current).toBe(0);
  });
});
