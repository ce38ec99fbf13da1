import {
  lineChartRawOutputSchema,
  type DateGrouping,
  type LineChartRawOutput,
  type LineChartSeries,
} from '@shelfsight/contracts';
import { bucketStart, bucketsBetween } from './lineChartDates';

export const GRAPH_DATA_NOT_OBJECT = 'Graph data must be an object with a chartData array.';
export const CLICK_THROUGHS_NOT_ARRAY = 'clickThroughs, if given, must be an array.';
export const GRAPH_DATA_INVALID = 'Graph data has an unexpected shape.';

export type GraphDataCheck = { ok: true; data: LineChartRawOutput } | { ok: false; error: string };

/** Spec 2 §2: graph data must be an object with a chartData array; clickThroughs, if given, an array. */
export function validateGraphData(value: unknown): GraphDataCheck {
  if (typeof value !== 'object' || value === null || !Array.isArray((value as { chartData?: unknown }).chartData)) {
    return { ok: false, error: GRAPH_DATA_NOT_OBJECT };
  }
  const clickThroughs = (value as { clickThroughs?: unknown }).clickThroughs;
  if (clickThroughs !== undefined && clickThroughs !== null && !Array.isArray(clickThroughs)) {
    return { ok: false, error: CLICK_THROUGHS_NOT_ARRAY };
  }
  const parsed = lineChartRawOutputSchema.safeParse(
    clickThroughs === null ? { ...(value as object), clickThroughs: undefined } : value,
  );
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, error: GRAPH_DATA_INVALID };
}

export interface FilledSeries {
  seriesKey: string;
  label: string;
  color?: string;
  /** [bucket start in epoch ms, value or null], one per bucket, in date order. */
  points: [number, number | null][];
}

/**
 * Fills the buckets between dateFrom and dateTo that a series has no point for with null, so the
 * x axis stays continuous and a missing day shows as a gap rather than a misleading zero or a line
 * drawn straight across it. Points outside the range are kept.
 */
export function fillMissingBuckets(
  series: readonly LineChartSeries[],
  dateFrom: string,
  dateTo: string,
  grouping: DateGrouping,
): FilledSeries[] {
  const range = bucketsBetween(dateFrom, dateTo, grouping);
  // Every series has the same days: each is turned into its bucket once, not once per series.
  const startOf = new Map<string, number>();
  const bucketOf = (day: string) => {
    let start = startOf.get(day);
    if (start === undefined) {
      start = bucketStart(day, grouping);
      startOf.set(day, start);
    }
    return start;
  };
  const inRange = new Set(range);
  return series.map((item) => {
    const values = new Map<number, number | null>();
    for (const point of item.points) values.set(bucketOf(point.date), point.value);
    // Points outside the range are rare: the range itself serves, unsorted again, when there are none.
    const outside = [...values.keys()].filter((bucket) => !inRange.has(bucket));
    const buckets = outside.length === 0 ? range : [...range, ...outside].sort((a, b) => a - b);
    return {
      seriesKey: item.seriesKey,
      label: item.label,
      ...(item.color ? { color: item.color } : {}),
      points: buckets.map((bucket): [number, number | null] => [bucket, values.get(bucket) ?? null]),
    };
  });
}
