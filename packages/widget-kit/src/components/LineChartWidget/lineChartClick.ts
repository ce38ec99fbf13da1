import { CLICK_MAX_TIME_DISTANCE_MS, DEFAULT_CLICK_DIVIDER } from '@shelfsight/chart-options';

export interface ClickableSeries {
  seriesKey: string;
  points: readonly (readonly [number, number | null])[];
}

export interface ClickHit {
  seriesKey: string;
  /** The data point's bucket start, epoch ms. */
  time: number;
  value: number;
}

export interface ClickRule {
  /** A tenth of it is how far, in value units, the pointer may be from a line. */
  divider?: number;
  maxTimeDistanceMs?: number;
}

/**
 * Which line a click at (time, value) opens (spec 2 §2): only a data point within 2 hours of the pointer
 * and within a tenth of the divider of its value counts; of those, the one closest in value wins, then
 * the closest in time. Null when the click is away from every line.
 */
export function findClickedPoint(
  pointer: { time: number; value: number },
  series: readonly ClickableSeries[],
  { divider = DEFAULT_CLICK_DIVIDER, maxTimeDistanceMs = CLICK_MAX_TIME_DISTANCE_MS }: ClickRule = {},
): ClickHit | null {
  const tolerance = Math.abs(divider) / 10;
  let best: (ClickHit & { valueDistance: number; timeDistance: number }) | null = null;
  for (const item of series) {
    for (const [time, value] of item.points) {
      if (value === null) continue;
      const timeDistance = Math.abs(time - pointer.time);
      const valueDistance = Math.abs(value - pointer.value);
      if (timeDistance > maxTimeDistanceMs || valueDistance > tolerance) continue;
      const closer =
        !best ||
        valueDistance < best.valueDistance ||
        (valueDistance === best.valueDistance && timeDistance < best.timeDistance);
      if (closer) best = { seriesKey: item.seriesKey, time, value, valueDistance, timeDistance };
    }
  }
  return best ? { seriesKey: best.seriesKey, time: best.time, value: best.value } : null;
}
