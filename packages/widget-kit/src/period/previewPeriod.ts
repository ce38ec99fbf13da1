import {
  CUSTOM_PRESET,
  DEFAULT_DATE_PRESET,
  normalizeDateCode,
  resolvePickerValue,
  storedWidgetPeriod,
  WIDGET_PERIOD_SETTING,
  type DatePickerValue,
  type IsoDate,
} from '@shelfsight/contracts';

/** The period fields of a get-data request: explicit days, so the engine draws exactly what the picker shows. */
export interface PreviewPeriod {
  dateFrom: IsoDate;
  dateTo: IsoDate;
  compareDateFrom?: IsoDate;
  compareDateTo?: IsoDate;
}

export interface PeriodContext {
  today: IsoDate;
  retentionMonths: number | null | undefined;
}

/** The days a picker value stands for today, cut to the retention window, as get-data request fields. */
export function previewPeriodOf(value: DatePickerValue, ctx: PeriodContext): PreviewPeriod {
  const resolved = resolvePickerValue(value, ctx);
  const period: PreviewPeriod = { dateFrom: resolved.dateFrom, dateTo: resolved.dateTo };
  if (resolved.compareFrom && resolved.compareTo) {
    period.compareDateFrom = resolved.compareFrom;
    period.compareDateTo = resolved.compareTo;
  }
  return period;
}

/** The key in a widget's customSettings that keeps the editor's picker value (see contracts). */
export const PERIOD_SETTING = WIDGET_PERIOD_SETTING;

/**
 * The editor's period of a stored widget: its remembered picker value when it still fits the preset, or null
 * when the widget has no period of its own (no dateDataSelection: it draws the dashboard's or the request's
 * dates, the default period without them).
 */
export function widgetPeriodOf(
  dateDataSelection: string | null | undefined,
  customSettings: Record<string, unknown> | undefined,
): DatePickerValue | null {
  if (!dateDataSelection?.trim()) return null;
  const stored = storedWidgetPeriod(dateDataSelection, customSettings);
  if (stored) return stored;
  const preset = normalizeDateCode(dateDataSelection);
  // 'cu' without its days cannot be shown; the default stands in, as the engine does.
  return { preset: preset === CUSTOM_PRESET ? DEFAULT_DATE_PRESET : preset, compare: false };
}

/**
 * What a widget stores of an editor period: the preset code, and the picker value when it holds more. No
 * period (null) stores no preset and drops a remembered picker value.
 */
export function storedPeriodOf(
  value: DatePickerValue | null | undefined,
  customSettings: Record<string, unknown> | undefined,
) {
  const { [PERIOD_SETTING]: _previous, ...others } = customSettings ?? {};
  if (!value) return { dateDataSelection: null, customSettings: others };
  const preset = normalizeDateCode(value.preset);
  const needsSetting = preset === CUSTOM_PRESET || value.compare === true;
  return {
    dateDataSelection: preset,
    customSettings: needsSetting ? { ...others, [PERIOD_SETTING]: value } : others,
  };
}
