import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from '@shelfsight/contracts';
import { useEffect, useState } from 'react';

/** How often the bar advances, and where it waits for the end of a load longer than the duration. */
const TICK_MS = 100;
const HELD_AT_PERCENT = 90;

export interface LoadingProgressOptions {
  throttleMs?: number;
  durationMs?: number;
}

/**
 * The loading bar of spec 1 §4 and §9: hidden for loads shorter than the 200 ms throttle; after that it
 * fills over the 5 s duration up to 90 % and waits there until the load ends. Answers the percentage, or
 * null while the bar is hidden.
 */
export function useLoadingProgress(
  active: boolean,
  { throttleMs = LOADING_BAR_THROTTLE_MS, durationMs = LOADING_BAR_DURATION_MS }: LoadingProgressOptions = {},
): number | null {
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    if (!active) return undefined;
    let interval: ReturnType<typeof setInterval> | undefined;
    const show = setTimeout(() => {
      let elapsed = 0;
      setProgress(0);
      interval = setInterval(() => {
        elapsed += TICK_MS;
        setProgress(Math.min(HELD_AT_PERCENT, (elapsed / durationMs) * 100));
      }, TICK_MS);
    }, throttleMs);
    return () => {
      clearTimeout(show);
      clearInterval(interval);
      setProgress(null);
    };
  }, [active, throttleMs, durationMs]);

  return active ? progress : null;
}
