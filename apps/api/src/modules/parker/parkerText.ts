import {
  countryCodeOf,
  dimensionByCode,
  type MetricDefinition,
  metricByCode,
  type ParkerQuery,
  type ParkerRow,
} from '@shelfsight/contracts';
import { formatPrettyDate, toDateTime } from '@shelfsight/house-style';
import type { ParkerVocabulary } from './parkerVocabulary';

/** How a value is shown: percent 1 dp, money 2 dp in its currency, counts whole, other numbers 1 dp. */
export function showValue(
  value: number | null,
  metric: MetricDefinition,
  currencyCode: string | null,
  whole: boolean,
): string {
  if (value === null) return 'no data';
  switch (metric.format) {
    case 'percent':
      return `${value.toFixed(1)}%`;
    case 'currency':
      return currencyCode
        ? new Intl.NumberFormat('en', { style: 'currency', currency: currencyCode }).format(value)
        : value.toFixed(2);
    case 'days':
      return `${value.toFixed(whole ? 0 : 1)} days`;
    case 'rank':
      return `#${value.toFixed(1)}`;
    default:
      return whole ? Math.round(value).toLocaleString('en') : value.toFixed(metric.maxValue ? 2 : 1);
  }
}

/** A change between two periods: percentage points for percentages, the metric's own unit otherwise. */
export function showChange(change: number, metric: MetricDefinition, currencyCode: string | null): string {
  const sign = change > 0 ? '+' : change < 0 ? '−' : '±';
  const size = Math.abs(change);
  if (metric.format === 'percent') return `${sign}${size.toFixed(1)} pp`;
  return `${sign}${showValue(size, metric, currencyCode, false)}`;
}

const AGGREGATION_WORD = { AVG: 'average', SUM: 'total', MIN: 'lowest', MAX: 'highest', COUNT: 'count of' } as const;

/** 'Average selling price', 'Total MAP violations', 'Rating' (a metric with its own roll-up). */
export function metricLabel(query: ParkerQuery): string {
  const metric = metricByCode(query.metric);
  const name = metric?.name ?? query.metric;
  if (!query.aggregation || !metric?.canBeAggregated || query.aggregation === metric.defaultAggregation) {
    if (query.aggregation === 'SUM' && metric?.format !== 'percent') return `Total ${name.toLowerCase()}`;
    return name;
  }
  const word = AGGREGATION_WORD[query.aggregation];
  return `${word.charAt(0).toUpperCase()}${word.slice(1)} ${name.toLowerCase()}`;
}

/** The period in the form every screen writes dates: 'from Nov 23, 2026 to Nov 29, 2026'. */
export function periodText(range: { dateFrom: string; dateTo: string }): string {
  const from = formatPrettyDate(range.dateFrom);
  return range.dateFrom === range.dateTo ? `on ${from}` : `from ${from} to ${formatPrettyDate(range.dateTo)}`;
}

const BUCKET_WORD = { DAY: 'day', WEEK: 'week', MONTHNUM: 'month' } as const;

/** A bucket of a value over time by its first day: 'Nov 2, 2026', 'week of Nov 2, 2026' or 'Nov 2026'. */
export function bucketLabel(day: string, unit: NonNullable<ParkerQuery['overTime']>): string {
  if (unit === 'WEEK') return `week of ${formatPrettyDate(day)}`;
  if (unit === 'MONTHNUM') return toDateTime(day)?.toFormat('LLL yyyy') ?? day;
  return formatPrettyDate(day);
}

/** The filters in words: 'at Bolwinkel', 'for Acme and Kestrel', 'in Germany'. */
export function scopeText(query: ParkerQuery, vocabulary: ParkerVocabulary): string {
  const names = (ids: number[], terms: { id: number; name: string }[]) =>
    ids.map((id) => terms.find((term) => term.id === id)?.name ?? `#${id}`);
  const list = (items: string[]) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
  const parts: string[] = [];
  const { filters } = query;
  if (filters.products.length) parts.push(`for ${list(names(filters.products, vocabulary.products))}`);
  if (filters.brands.length) parts.push(`for ${list(names(filters.brands, vocabulary.brands))}`);
  if (filters.brandTypes.length) parts.push(`for ${list(names(filters.brandTypes, vocabulary.brandTypes))}`);
  if (filters.retailers.length) parts.push(`at ${list(names(filters.retailers, vocabulary.retailers))}`);
  if (filters.countries.length) {
    const countryNames = filters.countries.map(
      (id) => vocabulary.countries.find((country) => country.id === id)?.name ?? countryCodeOf(id) ?? `#${id}`,
    );
    parts.push(`in ${list(countryNames)}`);
  }
  return parts.join(' ');
}

/** What Parker understood, in one line: the metric, the split, the filters, the period and the comparison. */
export function describeQuery(query: ParkerQuery, vocabulary: ParkerVocabulary): string {
  const parts = [metricLabel(query)];
  if (query.dimension) parts.push(`by ${dimensionByCode(query.dimension)?.name.toLowerCase()}`);
  if (query.overTime) parts.push(`by ${BUCKET_WORD[query.overTime]}`);
  const scope = scopeText(query, vocabulary);
  if (scope) parts.push(scope);
  parts.push(periodText(query.period));
  if (query.compare) parts.push(`compared with ${periodText(query.compare).replace(/^(on|from) /, '')}`);
  if (query.condition) parts.push(`where the value is ${query.condition.operator} ${query.condition.value}`);
  if (query.limit) parts.push(`${query.limit} at most`);
  return parts.join(', ');
}

const itemsText = (rows: ParkerRow[], shown: number) => {
  const named = rows.slice(0, shown).map((row) => `${row.label} (${row.shown})`);
  const more = rows.length - shown;
  return more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', ');
};

/** The sentence of an answer, from the rows the engine gave (already filtered, ordered and cut). */
export function answerSentence(
  query: ParkerQuery,
  vocabulary: ParkerVocabulary,
  rows: ParkerRow[],
  totalRows: number,
  metric: MetricDefinition,
  currencyCode: string | null,
): string {
  const label = metricLabel(query);
  const scope = scopeText(query, vocabulary);
  const when = periodText(query.period);
  const where = [scope, when].filter(Boolean).join(' ');
  if (query.overTime) {
    const valued = rows.filter((row) => row.value !== null);
    const [first] = valued;
    const last = valued[valued.length - 1];
    const heading = `${label} by ${BUCKET_WORD[query.overTime]} ${where}`;
    if (!first || !last) return `There is no ${label.toLowerCase()} data ${where}.`;
    // Money in several currencies has a line per currency: each line's first and last bucket.
    const currencies = [...new Set(valued.map((row) => row.currencyCode))];
    if (currencies.length > 1) {
      const ends = currencies.map((currency) => {
        const line = valued.filter((row) => row.currencyCode === currency);
        return `${line[0]?.shown} to ${line[line.length - 1]?.shown}`;
      });
      return `${heading}: ${ends.join(', ')} (first to last ${BUCKET_WORD[query.overTime]}).`;
    }
    const lowest = valued.reduce((low, row) => ((row.value ?? 0) < (low.value ?? 0) ? row : low));
    const highest = valued.reduce((high, row) => ((row.value ?? 0) > (high.value ?? 0) ? row : high));
    if (first === last) return `${heading}: ${first.shown} (${first.label}).`;
    return (
      `${heading}: ${first.shown} (${first.label}) to ${last.shown} (${last.label}); ` +
      `lowest ${lowest.shown} (${lowest.label}), highest ${highest.shown} (${highest.label}).`
    );
  }
  if (!query.dimension) {
    const [total] = rows;
    if (!total || total.value === null) return `There is no ${label.toLowerCase()} data ${where}.`;
    const change =
      total.change !== null && query.compare
        ? ` (${showChange(total.change, metric, currencyCode)} against ${periodText(query.compare).replace(/^(on|from) /, '')})`
        : '';
    return `${label} ${where}: ${total.shown}${change}.`;
  }
  const dimension = dimensionByCode(query.dimension)?.name.toLowerCase() ?? 'item';
  const plural = dimension === 'country' ? 'countries' : `${dimension}s`;
  if (rows.length === 0) return `No ${plural} match ${where}.`;
  if (query.order === 'LARGEST_DROP' || query.order === 'LARGEST_RISE') {
    const [first] = rows;
    const moved = query.order === 'LARGEST_DROP' ? 'dropped' : 'rose';
    if (!first || first.change === null || (query.order === 'LARGEST_DROP' ? first.change >= 0 : first.change <= 0))
      return `${metric.name} ${moved} for no ${dimension} ${where}.`;
    const before = showValue(first.compareValue, metric, first.currencyCode, false);
    return `${metric.name} ${moved} most at ${first.label} ${where}: from ${before} to ${first.shown} (${showChange(first.change, metric, first.currencyCode)}).`;
  }
  if (query.condition) {
    const verb = query.metric === 'DAYS_OUT_OF_STOCK' ? 'were out of stock' : `had ${metric.name.toLowerCase()}`;
    const count = totalRows === 1 ? `1 ${dimension}` : `${totalRows} ${plural}`;
    return `${count} ${verb} ${where}: ${itemsText(rows, 10)}.`;
  }
  const ranked = query.limit
    ? `${query.order === 'LOWEST' ? 'Bottom' : 'Top'} ${Math.min(query.limit, totalRows)} ${plural}`
    : `${label} by ${dimension}`;
  const heading = query.limit ? `${ranked} by ${label.toLowerCase()}` : ranked;
  return `${heading} ${where}: ${itemsText(rows, query.limit ?? 10)}.`;
}
