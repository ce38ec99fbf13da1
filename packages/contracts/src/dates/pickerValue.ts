import { z } from 'zod';
import { CUSTOM_PRESET, DEFAULT_DATE_PRESET, isRelativeDateCode, normalizeDateCode } from './codes';
import { comparePresetSchema, resolveCompareRange, type ComparePreset } from './compare';
import { isoDateSchema, todayInZone, type IsoDate } from './isoDate';
import { resolveRelativeCode, type DateRange } from './range';
import { allowsYearRanges, clampRange, retentionWindow, type RetentionWindow } from './retention';

/** A relative code (legacy codes accepted) or 'cu' for a custom range. */
export const datePresetSchema = z.string().refine((code) => code === CUSTOM_PRESET || isRelativeDateCode(code), {
  message: "Use a preset such as '7d', '30d', '12m' or 'cu' for a custom range.",
});

/**
 * What the date-range picker holds and what a dashboard or widget stores. The dates are required for the
 * custom presets and ignored otherwise; compare is off by default, and on with no compare preset means
 * the preceding period.
 */
export const datePickerValueSchema = z
  .object({
    preset: datePresetSchema,
    dateFrom: isoDateSchema.optional(),
    dateTo: isoDateSchema.optional(),
    compare: z.boolean().default(false),
    comparePreset: comparePresetSchema.nullable().optional(),
    compareFrom: isoDateSchema.optional(),
    compareTo: isoDateSchema.optional(),
  })
  .superRefine((value, ctx) => {
    const missing = (path: string, what: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message: `${what} is required for a custom range.` });
    if (value.preset === CUSTOM_PRESET) {
      if (!value.dateFrom) missing('dateFrom', 'The start date');
      if (!value.dateTo) missing('dateTo', 'The end date');
    }
    if (value.compare && value.comparePreset === 'ccu') {
      if (!value.compareFrom) missing('compareFrom', 'The compare start date');
      if (!value.compareTo) missing('compareTo', 'The compare end date');
    }
  });
export type DatePickerValue = z.input<typeof datePickerValueSchema>;

export const DEFAULT_DATE_PICKER_VALUE: DatePickerValue = { preset: DEFAULT_DATE_PRESET, compare: false };

export interface ResolvedDates extends DateRange {
  /** The preset actually used: legacy codes mapped, an unusable preset replaced by the default. */
  preset: string;
  compareFrom: IsoDate | null;
  compareTo: IsoDate | null;
  /** The compare preset actually used, null when compare is off. */
  comparePreset: ComparePreset | null;
}

export interface ResolveOptions {
  /** YYYY-MM-DD. When left out: today in `zone` (default the runtime's zone) at `now` (default now). */
  today?: IsoDate;
  zone?: string;
  now?: Date | number;
  retentionMonths?: number | null;
}

function mainRange(value: DatePickerValue, today: IsoDate, window: RetentionWindow) {
  const preset = normalizeDateCode(value.preset);
  const range =
    preset === CUSTOM_PRESET
      ? value.dateFrom && value.dateTo
        ? { dateFrom: value.dateFrom, dateTo: value.dateTo }
        : null
      : resolveRelativeCode(preset, today);
  const clamped = range && clampRange(range, window);
  if (clamped) return { preset, range: clamped };
  // Nothing of the stored range is visible any more (an old custom range, say): show the default instead.
  const fallback = resolveRelativeCode(DEFAULT_DATE_PRESET, today) as DateRange;
  return { preset: DEFAULT_DATE_PRESET, range: clampRange(fallback, window) ?? fallback };
}

/**
 * Turns a picker value into the days to query, the same way in the browser and in the widget query engine:
 * legacy codes mapped, reversed ranges swapped, everything cut to the retention window. A compare range
 * partly before the window is cut at its first day and dropped when nothing of it is left; a preceding-year
 * comparison the retention does not allow becomes the preceding period.
 */
export function resolvePickerValue(value: DatePickerValue, options: ResolveOptions): ResolvedDates {
  const today = options.today ?? todayInZone(options.zone, options.now);
  const window = retentionWindow(today, options.retentionMonths);
  const { preset, range } = mainRange(value, today, window);
  const none = { compareFrom: null, compareTo: null, comparePreset: null };
  if (!value.compare) return { preset, ...range, ...none };
  let comparePreset: ComparePreset = value.comparePreset ?? 'pp';
  if (comparePreset === 'py' && !allowsYearRanges(options.retentionMonths)) comparePreset = 'pp';
  const compare = resolveCompareRange(comparePreset, range, value);
  const clamped = compare && clampRange({ dateFrom: compare.compareFrom, dateTo: compare.compareTo }, window);
  if (!clamped) return { preset, ...range, ...none };
  return { preset, ...range, compareFrom: clamped.dateFrom, compareTo: clamped.dateTo, comparePreset };
}

/** The comparison part of a picker value, as the browser remembers it between visits. */
export const comparisonSettingsSchema = z.object({
  compare: z.boolean(),
  comparePreset: comparePresetSchema,
  compareFrom: isoDateSchema.optional(),
  compareTo: isoDateSchema.optional(),
});
export type ComparisonSettings = z.infer<typeof comparisonSettingsSchema>;

/**
 * The key in a saved widget's customSettings that keeps what its preset code (dateDataSelection) cannot:
 * the days of a custom range and the comparison chosen in the editor.
 */
export const WIDGET_PERIOD_SETTING = 'datePeriod';

/**
 * A saved widget's remembered picker value, when there is one and it still fits the widget's preset.
 * A widget without a date selection of its own has none: a leftover value does not give it one.
 */
export function storedWidgetPeriod(
  dateDataSelection: string | null | undefined,
  customSettings: Record<string, unknown> | null | undefined,
): DatePickerValue | null {
  if (!dateDataSelection) return null;
  const stored = datePickerValueSchema.safeParse(customSettings?.[WIDGET_PERIOD_SETTING]);
  if (!stored.success) return null;
  return normalizeDateCode(stored.data.preset) === normalizeDateCode(dateDataSelection) ? stored.data : null;
}
