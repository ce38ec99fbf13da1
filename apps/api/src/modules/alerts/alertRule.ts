import {
  addDays,
  type AlertCheckValue,
  type DateRange,
  precedingPeriod,
  precedingYear,
  resolveRelativeCode,
  type IsoDate,
  type ThresholdCondition,
} from '@shelfsight/contracts';
import type { StoredAlert } from './alerts.repository';

/** The values one period measured: per item key, its value and the compared period's. */
export type Measured = Map<string, { label: string; value: number | null; compareValue: number | null }>;

/** The period an alert checks as of `today`, and the earlier ones its trend rule needs (newest first). */
export function periodsOf(alert: Pick<StoredAlert, 'datePreset' | 'alertSettings'>, today: IsoDate): DateRange[] {
  const period = resolveRelativeCode(alert.datePreset, today);
  if (!period) throw new Error(`Unknown date preset ${alert.datePreset}`);
  const days = Math.round((Date.parse(period.dateTo) - Date.parse(period.dateFrom)) / 86_400_000) + 1;
  return Array.from({ length: alert.alertSettings.trendPeriods }, (_, index) => ({
    dateFrom: addDays(period.dateFrom, -days * index),
    dateTo: addDays(period.dateTo, -days * index),
  }));
}

/** The period compared with, when the alert compares to one. */
export function comparedPeriod(alert: Pick<StoredAlert, 'comparedTo'>, period: DateRange): DateRange | null {
  if (alert.comparedTo === 'PREVIOUS_PERIOD') {
    const range = precedingPeriod(period);
    return { dateFrom: range.compareFrom, dateTo: range.compareTo };
  }
  if (alert.comparedTo === 'SAME_PERIOD_LAST_YEAR') {
    const range = precedingYear(period);
    return { dateFrom: range.compareFrom, dateTo: range.compareTo };
  }
  return null;
}

const compare = (left: number, condition: ThresholdCondition, right: number) => {
  switch (condition) {
    case '>':
      return left > right;
    case '>=':
      return left >= right;
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '=':
      return Math.abs(left - right) < 1e-9;
    default:
      return Math.abs(left - right) >= 1e-9;
  }
};

/** The change against the compared period: percent of the earlier value (none from 0) or in the unit. */
export function changeOf(
  alert: Pick<StoredAlert, 'comparedTo' | 'comparedModifier'>,
  value: number | null,
  compareValue: number | null,
): number | null {
  if (alert.comparedTo === 'EXACT_VALUE' || value === null || compareValue === null) return null;
  if (alert.comparedModifier === 'ABSOLUTE') return value - compareValue;
  if (compareValue === 0) return null;
  return ((value - compareValue) / Math.abs(compareValue)) * 100;
}

/**
 * Whether one value meets the rule. A missing value (no observations, or no compared value) never
 * meets it: an alert says what the data shows, not that data is missing.
 */
export function meetsRule(alert: StoredAlert, value: AlertCheckValue): boolean {
  const exact = alert.comparedTo === 'EXACT_VALUE';
  const subject = exact ? value.value : value.change;
  const limit = exact ? alert.threshold : alert.comparedValue;
  if (subject === null || limit === null) return false;
  const holds = compare(subject, alert.thresholdCondition, limit);
  return alert.thresholdModerator === 'IS' ? holds : !holds;
}

const toValue = (alert: StoredAlert, key: string, measured: Measured extends Map<string, infer V> ? V : never) => ({
  key,
  label: measured.label,
  value: measured.value,
  compareValue: measured.compareValue,
  change: changeOf(alert, measured.value, measured.compareValue),
});

/**
 * The outcome over the periods (newest first): the items meeting the rule in every one of them (trend),
 * with the newest period's values. A TOTAL alert answers its one value whether or not it met the rule.
 */
export function outcomeOf(
  alert: StoredAlert,
  periods: Measured[],
): { conditionMet: boolean; values: AlertCheckValue[] } {
  const [newest = new Map()] = periods;
  const meeting = [...newest.entries()]
    .map(([key, measured]) => toValue(alert, key, measured))
    .filter((value) =>
      periods.every((period) => {
        const measured = period.get(value.key);
        return measured !== undefined && meetsRule(alert, toValue(alert, value.key, measured));
      }),
    );
  if (alert.type === 'TOTAL') {
    const total = newest.get('total');
    return {
      conditionMet: meeting.length > 0,
      values: total ? [toValue(alert, 'total', total)] : [],
    };
  }
  return { conditionMet: meeting.length > 0, values: meeting };
}
