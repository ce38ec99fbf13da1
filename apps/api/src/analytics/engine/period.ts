import {
  clampRange,
  type DatePickerValue,
  DEFAULT_DATE_PRESET,
  type IsoDate,
  orderRange,
  resolveCompareRange,
  resolveRelativeCode,
  resolvePickerValue,
  retentionWindow,
} from '@shelfsight/contracts';

export interface PeriodInput {
  dateFrom?: IsoDate;
  dateTo?: IsoDate;
  datePreset?: string | null;
  compareDateFrom?: IsoDate | null;
  compareDateTo?: IsoDate | null;
  comparePreset?: 'pp' | 'py' | null;
  /** The widget's own preset, used without request dates or with useDefaults. */
  widgetPreset?: string | null;
  /** The widget's remembered picker value (custom days, comparison) that goes with its own preset. */
  widgetPeriod?: DatePickerValue | null;
  useDefaults?: boolean;
}

export interface Period {
  dateFrom: IsoDate;
  dateTo: IsoDate;
  compare: { dateFrom: IsoDate; dateTo: IsoDate } | null;
}

export class PeriodError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

function presetRange(code: string | null | undefined, today: IsoDate) {
  return (code ? resolveRelativeCode(code, today) : null) ?? resolveRelativeCode(DEFAULT_DATE_PRESET, today);
}

/**
 * The days a widget shows and compares with. Request dates win unless useDefaults asks for the widget's
 * own preset (with its remembered custom days and comparison, when it has them); presets and legacy
 * codes resolve on `today`. Both ranges are cut to the customer's
 * retention window; a compare range equal to the period, or wholly outside the window, is dropped.
 */
export function resolvePeriod(
  input: PeriodInput,
  today: IsoDate,
  retentionMonths: number | null | undefined,
  beforeRetention: string,
): Period {
  const window = retentionWindow(today, retentionMonths);
  const explicit =
    !input.useDefaults && input.dateFrom && input.dateTo
      ? orderRange({ dateFrom: input.dateFrom, dateTo: input.dateTo })
      : null;
  const ownPeriod =
    !explicit && (input.useDefaults || !input.datePreset) && input.widgetPeriod
      ? resolvePickerValue(input.widgetPeriod, { today, retentionMonths })
      : null;
  const range =
    explicit ??
    ownPeriod ??
    presetRange(
      input.useDefaults ? (input.widgetPreset ?? input.datePreset) : (input.datePreset ?? input.widgetPreset),
      today,
    );
  if (!range) throw new PeriodError(beforeRetention, 'dateFrom');
  const clamped = clampRange(range, window);
  if (!clamped) throw new PeriodError(beforeRetention, 'dateFrom');

  let compare: Period['compare'] = null;
  if (ownPeriod?.compareFrom && ownPeriod.compareTo && !input.compareDateFrom && !input.comparePreset) {
    compare = { dateFrom: ownPeriod.compareFrom, dateTo: ownPeriod.compareTo };
  } else if (input.compareDateFrom && input.compareDateTo) {
    compare = orderRange({ dateFrom: input.compareDateFrom, dateTo: input.compareDateTo });
  } else if (input.comparePreset) {
    const resolved = resolveCompareRange(input.comparePreset, clamped);
    compare = resolved ? { dateFrom: resolved.compareFrom, dateTo: resolved.compareTo } : null;
  }
  const compareClamped = compare ? clampRange(compare, window) : null;
  const differs =
    compareClamped && (compareClamped.dateFrom !== clamped.dateFrom || compareClamped.dateTo !== clamped.dateTo);
  return { ...clamped, compare: differs ? compareClamped : null };
}
