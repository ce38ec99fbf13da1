import { DEFAULT_DATA_RETENTION_MONTHS } from '../constants';
import { DATE_PRESETS, LAST_12_MONTHS_PRESET } from './codes';
import { COMPARE_PRESETS } from './compare';
import { parseIsoDate, toIsoDate, type IsoDate } from './isoDate';
import { orderRange, type DateRange } from './range';

export interface RetentionWindow {
  /** Yesterday minus the retention months (spec 1 §9). */
  minDate: IsoDate;
  /** Today. */
  maxDate: IsoDate;
}

/**
 * The days a customer may look at. A missing retention, or one under a month, means the default 3 months;
 * fractions are cut to whole months.
 */
export function retentionWindow(today: IsoDate, retentionMonths?: number | null): RetentionWindow {
  const months = normalizeRetentionMonths(retentionMonths);
  const day = parseIsoDate(today);
  return { minDate: toIsoDate(day.minus({ days: 1 }).minus({ months })), maxDate: today };
}

export function normalizeRetentionMonths(retentionMonths?: number | null): number {
  if (typeof retentionMonths !== 'number' || !Number.isFinite(retentionMonths) || retentionMonths < 1) {
    return DEFAULT_DATA_RETENTION_MONTHS;
  }
  return Math.floor(retentionMonths);
}

/**
 * Spec 2 §5 gives two readings: 'Last 12 months' and the preceding-year comparison are removed with 11
 * months of retention or less, or hidden under 11 months. We take the first: with exactly 11 months a
 * 12-month range or a comparison one year back would start before the oldest day the customer may see, so
 * both are offered only from 12 months of retention on.
 */
export function allowsYearRanges(retentionMonths?: number | null): boolean {
  return normalizeRetentionMonths(retentionMonths) >= 12;
}

/** The picker's presets with the 12-month rule applied. */
export function availableDatePresets(retentionMonths?: number | null) {
  const year = allowsYearRanges(retentionMonths);
  return DATE_PRESETS.filter((preset) => year || preset.code !== LAST_12_MONTHS_PRESET);
}

/** The compare presets with the 12-month rule applied to the preceding year. */
export function availableComparePresets(retentionMonths?: number | null) {
  const year = allowsYearRanges(retentionMonths);
  return COMPARE_PRESETS.filter((preset) => year || preset.code !== 'py');
}

/**
 * The part of a (possibly reversed) range inside the window; null when none of it is. A range is cut, not
 * moved, so the days it names keep their meaning.
 */
export function clampRange(range: DateRange, window: RetentionWindow): DateRange | null {
  const { dateFrom, dateTo } = orderRange(range);
  const from = dateFrom < window.minDate ? window.minDate : dateFrom;
  const to = dateTo > window.maxDate ? window.maxDate : dateTo;
  return from <= to ? { dateFrom: from, dateTo: to } : null;
}

export function isInWindow(day: IsoDate, window: RetentionWindow): boolean {
  return day >= window.minDate && day <= window.maxDate;
}
