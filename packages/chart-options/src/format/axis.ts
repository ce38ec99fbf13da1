import type { ChartValueFormat } from '@shelfsight/contracts';
import { MAX_AXIS_LABELS, PERCENT_AXIS_MIN_MAX, PERCENT_AXIS_STEP, VALUE_AXIS_TICKS } from './chartConstants';
import { currencySymbol } from './valueFormat';

const compact = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const small = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Axis labels abbreviate thousands and millions (spec 2 §9): 1500 → '1.5k', 2400000 → '2.4m'. */
export function abbreviateNumber(value: number): string {
  const size = Math.abs(value);
  // Decide on the rounded figure so 999,960 becomes '1m' rather than '1,000k'.
  if (Number(compact.format(size / 1e3).replace(/,/g, '')) >= 1000) return `${compact.format(value / 1e6)}m`;
  if (size >= 1000) return `${compact.format(value / 1e3)}k`;
  return small.format(value);
}

/** A value-axis label: '50%', '€1.2k', '3.5k', '12'. */
export function formatAxisLabel(value: number, format: ChartValueFormat): string {
  const text = abbreviateNumber(Math.abs(value));
  const sign = value < 0 ? '-' : '';
  if (format.type === 'percent') return `${sign}${text}%`;
  if (format.type === 'currency') return `${sign}${currencySymbol(format.currencyCode)}${text}`;
  return `${sign}${text}`;
}

/** Percent axes end on the next multiple of 50, at least 100 (spec 2 §9). */
export function percentAxisMax(dataMax: number): number {
  return Math.max(PERCENT_AXIS_MIN_MAX, Math.ceil(dataMax / PERCENT_AXIS_STEP) * PERCENT_AXIS_STEP);
}

export interface AxisScale {
  min: number;
  max: number;
  interval: number;
}

const clean = (value: number) => Number(value.toPrecision(12));

/** 1, 2, 2.5 or 5 times a power of ten, the smallest such step at least `raw`. */
function niceStep(raw: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const factor = [1, 2, 2.5, 5, 10].find((candidate) => candidate * magnitude >= raw * (1 - 1e-9)) ?? 10;
  return clean(factor * magnitude);
}

/**
 * A value axis with exactly 5 ticks (spec 2 §9): min, max and the interval between ticks. Percent axes
 * run from 0 to a multiple of 50 (100 for values up to 100); ranks start at 1 (the best position); a number
 * with a known highest value (`max`, a rating's 5) runs from 0 to it; other axes start at 0 unless a
 * value is negative and end on a round step.
 */
export function valueAxisScale(values: readonly (number | null)[], format: ChartValueFormat): AxisScale {
  const finite = values.filter((value): value is number => value !== null && Number.isFinite(value));
  const intervals = VALUE_AXIS_TICKS - 1;
  const dataMin = finite.length > 0 ? Math.min(...finite) : 0;
  const dataMax = finite.length > 0 ? Math.max(...finite) : 0;

  if (format.type === 'percent') {
    const min = dataMin < 0 ? -percentAxisMax(-dataMin) : 0;
    const max = dataMax > 0 || min === 0 ? percentAxisMax(dataMax) : 0;
    return { min, max, interval: clean((max - min) / intervals) };
  }

  // A metric with a known highest value (a 0–5 rating) ends its axis there rather than on the next round step.
  const cap = format.type === 'number' ? format.max : undefined;
  if (cap !== undefined && cap > 0 && dataMin >= 0 && dataMax <= cap)
    return { min: 0, max: cap, interval: clean(cap / intervals) };

  const low = format.type === 'rank' ? 1 : Math.min(0, dataMin);
  const high = Math.max(format.type === 'rank' ? 1 : 0, dataMax);
  let step = niceStep(high > low ? (high - low) / intervals : 1);
  let min = format.type === 'rank' ? 1 : clean(Math.floor(low / step) * step);
  // Flooring the start can push the end below the highest value; widen the step until it fits.
  while (min + intervals * step < high) {
    step = niceStep(step * 1.01);
    min = format.type === 'rank' ? 1 : clean(Math.floor(low / step) * step);
  }
  return { min, max: clean(min + intervals * step), interval: step };
}

/** Share of the data's span left free on each side of a fitted axis, so no point sits on its edge. */
const FIT_PADDING = 0.1;

/**
 * A value axis around the data, still with 5 ticks on round steps: for charts whose points matter more than
 * their distance from zero (a scatter plot, where 13 brands between 92% and 99% would otherwise share one spot
 * of a 0–100% axis). It never crosses a bound the data keeps to: 0 for values that are all positive, 1 for
 * ranks, 100% for percentages up to 100; and a rating's axis ends at the top of its scale (a 4.6 reads as out of 5).
 */
export function fittedAxisScale(values: readonly (number | null)[], format: ChartValueFormat): AxisScale {
  const finite = values.filter((value): value is number => value !== null && Number.isFinite(value));
  if (finite.length === 0) return valueAxisScale(values, format);
  const intervals = VALUE_AXIS_TICKS - 1;
  const dataMin = Math.min(...finite);
  const dataMax = Math.max(...finite);
  // One value (or all the same) still gets room around it.
  const span = dataMax - dataMin || Math.abs(dataMax) * 0.2 || 1;
  const floor = format.type === 'rank' ? 1 : dataMin >= 0 ? 0 : -Infinity;
  const scaleTop = format.type === 'number' && format.max !== undefined && dataMax <= format.max ? format.max : null;
  const ceiling = scaleTop ?? (format.type === 'percent' && dataMax <= 100 ? 100 : Infinity);
  const low = Math.max(floor, dataMin - span * FIT_PADDING);
  const high = scaleTop ?? Math.min(ceiling, dataMax + span * FIT_PADDING);

  let step = niceStep((high - low) / intervals);
  const startOf = (size: number) => Math.max(floor, clean(Math.floor(low / size) * size));
  let min = startOf(step);
  while (min + intervals * step < high) {
    step = niceStep(step * 1.01);
    min = startOf(step);
  }
  // Rounding the start down can push the end past the ceiling: end there instead.
  if (min + intervals * step > ceiling) min = Math.max(floor, clean(ceiling - intervals * step));
  return { min, max: clean(min + intervals * step), interval: step };
}

/** Every k-th value so that at most `max` remain (spec 2 §9: about 30 labels); the first always stays. */
export function thinAxisValues<T>(values: readonly T[], max = MAX_AXIS_LABELS): T[] {
  const every = Math.max(1, Math.ceil(values.length / max));
  return values.filter((_, index) => index % every === 0);
}

/** The same rule as echarts' category-axis `interval`: how many labels to skip between two shown. */
export function categoryLabelInterval(count: number, max = MAX_AXIS_LABELS): number {
  return Math.max(0, Math.ceil(count / max) - 1);
}
