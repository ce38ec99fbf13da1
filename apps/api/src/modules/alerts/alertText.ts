import type { AlertCheckValue, ChartValueFormat, DateRange, ThresholdCondition } from '@shelfsight/contracts';
import { formatChartValue } from '@shelfsight/chart-options';
import { formatPrettyDate } from '@shelfsight/house-style';
import escapeHtml from 'escape-html';
import type { StoredAlert } from './alerts.repository';

/** How the alert's metric is shown: its name and its values' unit (currency code, percent, number, rank). */
export interface ShownAs {
  metricName: string;
  valueFormat: ChartValueFormat;
}

type RuleOf = Pick<
  StoredAlert,
  | 'type'
  | 'threshold'
  | 'thresholdCondition'
  | 'thresholdModerator'
  | 'comparedTo'
  | 'comparedModifier'
  | 'comparedValue'
  | 'alertSettings'
>;

/** Items named in a message; the rest are counted. */
export const NAMED_ITEMS = 20;

/** A value in the metric's unit: '€19.99', '50.0%', '4.5'. */
export const valueText = (value: number | null, shownAs: ShownAs) => formatChartValue(value, shownAs.valueFormat);

/**
 * A change, signed, in its unit: percent of the earlier value ('-12.5%'), or in the metric's own unit —
 * percentage points for a percent metric ('+4.0 pp'), money ('-€1.20'), points or places otherwise.
 */
export function changeText(change: number | null, alert: Pick<RuleOf, 'comparedModifier'>, shownAs: ShownAs): string {
  if (change === null) return formatChartValue(null, { type: 'number' });
  const sign = change > 0 ? '+' : '';
  if (alert.comparedModifier !== 'ABSOLUTE') return `${sign}${formatChartValue(change, { type: 'percent' })}`;
  const format = shownAs.valueFormat;
  if (format.type === 'currency') return `${sign}${formatChartValue(change, format)}`;
  const number = `${sign}${formatChartValue(change, { type: 'number' })}`;
  if (format.type === 'percent') return `${number} pp`;
  return `${number} ${format.type === 'rank' ? 'places' : 'points'}`;
}

const VALUE_RELATION: Record<ThresholdCondition, [is: string, isNot: string]> = {
  '<': ['fell below', 'was not below'],
  '<=': ['was at or below', 'was above'],
  '>': ['rose above', 'was not above'],
  '>=': ['was at or above', 'was below'],
  '=': ['was exactly', 'was not'],
  '!=': ['was not', 'was exactly'],
};
const CHANGE_RELATION: Record<ThresholdCondition, [is: string, isNot: string]> = {
  '<': ['changed by less than', 'did not change by less than'],
  '<=': ['changed by at most', 'changed by more than'],
  '>': ['changed by more than', 'did not change by more than'],
  '>=': ['changed by at least', 'changed by less than'],
  '=': ['changed by exactly', 'did not change by exactly'],
  '!=': ['did not change by exactly', 'changed by exactly'],
};
const AGAINST = { PREVIOUS_PERIOD: 'the previous period', SAME_PERIOD_LAST_YEAR: 'the same period last year' };

/** 'retailer:12' → ['retailer', 'retailers']; items of an unknown kind are 'items'. */
function itemWords(key: string | undefined): [one: string, many: string] {
  const kind = /^([a-z]+):/.exec(key ?? '')?.[1];
  if (!kind) return ['item', 'items'];
  return [kind, kind.endsWith('y') ? `${kind.slice(0, -1)}ies` : `${kind}s`];
}

/**
 * The rule that fired, in words: 'Availability fell below 94.5% at 2 retailers',
 * 'Selling price changed by more than +10.0% against the previous period'.
 */
export function ruleSentence(alert: RuleOf, shownAs: ShownAs, values: AlertCheckValue[]): string {
  const which = alert.thresholdModerator === 'IS_NOT' ? 1 : 0;
  const rule =
    alert.comparedTo === 'EXACT_VALUE'
      ? `${VALUE_RELATION[alert.thresholdCondition][which]} ${valueText(alert.threshold, shownAs)}`
      : `${CHANGE_RELATION[alert.thresholdCondition][which]} ${changeText(alert.comparedValue, alert, shownAs)} ` +
        `against ${AGAINST[alert.comparedTo]}`;
  const [one, many] = itemWords(values[0]?.key);
  const where = one === 'retailer' || one === 'seller' ? 'at' : 'for';
  const items = alert.type === 'PER_ITEM' ? ` ${where} ${values.length} ${values.length === 1 ? one : many}` : '';
  const trend =
    alert.alertSettings.trendPeriods > 1 ? ` in each of the last ${alert.alertSettings.trendPeriods} periods` : '';
  return `${shownAs.metricName} ${rule}${items}${trend}`;
}

/** 'on Nov 27, 2026' or 'from Nov 20, 2026 to Nov 26, 2026': dates as the screens write them. */
export const periodWords = (period: DateRange) =>
  period.dateFrom === period.dateTo
    ? `on ${formatPrettyDate(period.dateFrom)}`
    : `from ${formatPrettyDate(period.dateFrom)} to ${formatPrettyDate(period.dateTo)}`;

/** One line per item: 'otto-de: 42.0% (previous period 50.0%, change -16.0%)'. */
export function itemLines(alert: RuleOf, shownAs: ShownAs, values: AlertCheckValue[]): string[] {
  const lines = values.slice(0, NAMED_ITEMS).map((value) => {
    const compared =
      alert.comparedTo === 'EXACT_VALUE'
        ? ''
        : ` (${AGAINST[alert.comparedTo].replace(/^the /, '')} ${valueText(value.compareValue, shownAs)}, ` +
          `change ${changeText(value.change, alert, shownAs)})`;
    return `${value.label}: ${valueText(value.value, shownAs)}${compared}`;
  });
  const more = values.length - NAMED_ITEMS;
  return more > 0 ? [...lines, `… and ${more} more`] : lines;
}

/** What a raised alert says, as plain lines and as an HTML fragment whose every data string is escaped. */
export interface AlertMessage {
  /** 'The alert "Stock" was raised: Availability fell below 80.0% at 1 retailer on 2026-11-27.' */
  sentence: string;
  lines: string[];
  link: string;
}

export function messageText(message: AlertMessage, linkLabel: string): string {
  return [message.sentence, '', ...message.lines.map((line) => `- ${line}`), '', `${linkLabel}: ${message.link}`].join(
    '\n',
  );
}

export function messageHtml(message: AlertMessage, linkLabel: string): string {
  const items = message.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('');
  return [
    '<!doctype html><html><body>',
    `<p>${escapeHtml(message.sentence)}</p>`,
    items ? `<ul>${items}</ul>` : '',
    `<p><a href="${escapeHtml(message.link)}">${escapeHtml(linkLabel)}</a></p>`,
    '</body></html>',
  ].join('\n');
}
