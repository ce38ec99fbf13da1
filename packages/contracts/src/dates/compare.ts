import { z } from 'zod';
import { daysInRange, parseIsoDate, toIsoDate } from './isoDate';
import { orderRange, type DateRange } from './range';

/**
 * What a range is compared with: `pp` the preceding period of equal length, `py` the same calendar days one
 * year earlier, `ccu` a custom compare range (spec 2 §4).
 */
export const COMPARE_PRESETS = [
  { code: 'pp', label: 'Preceding period' },
  { code: 'py', label: 'Preceding year' },
  { code: 'ccu', label: 'Custom' },
] as const;

export const comparePresetSchema = z.enum(['pp', 'py', 'ccu']);
export type ComparePreset = z.infer<typeof comparePresetSchema>;

export const PRECEDING_PERIOD = 'pp';
export const PRECEDING_YEAR = 'py';
export const CUSTOM_COMPARE = 'ccu';

export interface CompareRange {
  compareFrom: string;
  compareTo: string;
}

/** The days right before the range, as many as the range has: 1–7 Mar is compared with 22–28 Feb. */
export function precedingPeriod(range: DateRange): CompareRange {
  const { dateFrom, dateTo } = orderRange(range);
  const from = parseIsoDate(dateFrom);
  return {
    compareFrom: toIsoDate(from.minus({ days: daysInRange(dateFrom, dateTo) })),
    compareTo: toIsoDate(from.minus({ days: 1 })),
  };
}

/**
 * The same calendar days one year earlier. 29 February maps to 28 February, so a leap-year February is
 * compared with the 28 days of the year before; weekdays are not aligned (a Monday may meet a Sunday).
 */
export function precedingYear(range: DateRange): CompareRange {
  const { dateFrom, dateTo } = orderRange(range);
  return {
    compareFrom: toIsoDate(parseIsoDate(dateFrom).minus({ years: 1 })),
    compareTo: toIsoDate(parseIsoDate(dateTo).minus({ years: 1 })),
  };
}

/**
 * The compare range for a preset; `custom` is used (ordered) for `ccu` and is required for it. Returns null
 * for `ccu` without a custom range.
 */
export function resolveCompareRange(
  preset: ComparePreset,
  range: DateRange,
  custom?: Partial<CompareRange> | null,
): CompareRange | null {
  if (preset === 'pp') return precedingPeriod(range);
  if (preset === 'py') return precedingYear(range);
  if (!custom?.compareFrom || !custom.compareTo) return null;
  const ordered = orderRange({ dateFrom: custom.compareFrom, dateTo: custom.compareTo });
  return { compareFrom: ordered.dateFrom, compareTo: ordered.dateTo };
}
