import { type Alert, type ComparedTo, dimensionById, metricById, type ThresholdCondition } from '@shelfsight/contracts';
import { metricName } from './metricName';

/** The words a change is compared in: "changed by more than 5 %". */
const changeWords: Record<ThresholdCondition, string> = {
  '>': 'more than',
  '>=': 'at least',
  '<': 'less than',
  '<=': 'at most',
  '=': 'exactly',
  '!=': 'other than',
};

export const comparedToLabels: Record<ComparedTo, string> = {
  EXACT_VALUE: 'Exact value',
  PREVIOUS_PERIOD: 'Previous period',
  SAME_PERIOD_LAST_YEAR: 'Same period last year',
};

const number = (value: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value);

type ConditionFields = Pick<
  Alert,
  | 'type'
  | 'metricId'
  | 'dimensionId'
  | 'threshold'
  | 'thresholdCondition'
  | 'thresholdModerator'
  | 'comparedTo'
  | 'comparedModifier'
  | 'comparedValue'
> & { alertSettings: { trendPeriods: number } };

/**
 * An alert's rule in words: "Availability < 80 %", "Price index changed by more than 5 % vs previous
 * period", "Availability per retailer < 80 %, 3 periods in a row".
 */
export function conditionText(alert: ConditionFields): string {
  const metric = metricById(alert.metricId);
  const dimension = alert.dimensionId === null ? undefined : dimensionById(alert.dimensionId);
  const perItem = alert.type === 'PER_ITEM' && dimension ? ` per ${dimension.name.toLowerCase()}` : '';
  const subject = `${metricName(alert.metricId)}${perItem}`;
  const not = alert.thresholdModerator === 'IS_NOT' ? 'not ' : '';
  let rule: string;
  if (alert.comparedTo === 'EXACT_VALUE') {
    const unit = metric?.format === 'percent' ? ' %' : '';
    rule = `${subject} ${not}${alert.thresholdCondition} ${alert.threshold === null ? '-' : number(alert.threshold)}${unit}`;
  } else {
    const absolute = alert.comparedModifier === 'ABSOLUTE';
    const unit = !absolute ? ' %' : metric?.format === 'percent' ? ' pp' : '';
    const value = alert.comparedValue === null ? '-' : number(alert.comparedValue);
    const against = comparedToLabels[alert.comparedTo].toLowerCase();
    rule = `${subject} ${not}changed by ${changeWords[alert.thresholdCondition]} ${value}${unit} vs ${against}`;
  }
  const periods = alert.alertSettings.trendPeriods;
  return periods > 1 ? `${rule}, ${periods} periods in a row` : rule;
}
