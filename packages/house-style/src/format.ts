import { DateTime } from 'luxon';

/** What every formatter shows for a missing value. */
export const EMPTY_VALUE = '-';

export type DateInput = string | number | Date | DateTime | null | undefined;

/** Accepts ISO strings, epoch milliseconds, Date and luxon values; invalid or empty gives null. */
export function toDateTime(value: DateInput): DateTime | null {
  if (value === null || value === undefined || value === '') return null;
  let parsed: DateTime;
  if (DateTime.isDateTime(value)) parsed = value;
  else if (value instanceof Date) parsed = DateTime.fromJSDate(value);
  else if (typeof value === 'number') parsed = DateTime.fromMillis(value);
  else parsed = DateTime.fromISO(value);
  return parsed.isValid ? parsed.setLocale('en') : null;
}

/** 'Jan 5, 2024'; empty or invalid shows '-' (spec 1 §9). */
export function formatPrettyDate(value: DateInput): string {
  const date = toDateTime(value);
  return date ? date.toFormat('LLL d, yyyy') : EMPTY_VALUE;
}

/** A moment in the viewer's time zone, the pretty date with a 24-hour time: 'Jan 5, 2024, 09:07'; empty shows '-'. */
export function formatPrettyDateTime(value: DateInput): string {
  const date = toDateTime(value);
  return date ? date.toFormat('LLL d, yyyy, HH:mm') : EMPTY_VALUE;
}

/** Similarity timestamps, 'D MMM YY at H:mm' → '5 Jan 24 at 9:07'. */
export function formatSimilarityDate(value: DateInput): string {
  const date = toDateTime(value);
  return date ? date.toFormat("d LLL yy 'at' H:mm") : EMPTY_VALUE;
}

function isMissing(value: number | null | undefined): value is null | undefined {
  return value === null || value === undefined || Number.isNaN(value);
}

// Made once and kept: a table of thousands of cells would otherwise build a formatter per cell.
const currencyFormats = new Map<string, Intl.NumberFormat>();
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Two decimals; with an ISO currency code the symbol is added ('€1,234.50'). */
export function formatCurrency(value: number | null | undefined, currency?: string): string {
  if (isMissing(value)) return EMPTY_VALUE;
  const key = currency ?? '';
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      ...(currency ? { style: 'currency', currency } : {}),
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    currencyFormats.set(key, format);
  }
  return format.format(value);
}

/** One decimal with thousands separators: 1234.56 → '1,234.6'. */
export function formatNumber(value: number | null | undefined): string {
  if (isMissing(value)) return EMPTY_VALUE;
  return oneDecimal.format(value);
}

/** The value is already in percent points: 12.34 → '12.3%'. */
export function formatPercent(value: number | null | undefined): string {
  if (isMissing(value)) return EMPTY_VALUE;
  return `${formatNumber(value)}%`;
}
