import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import {
  formatCurrency,
  formatNumber,
  formatPercent,
  formatPrettyDate,
  formatPrettyDateTime,
  formatSimilarityDate,
  toDateTime,
} from './format';

describe('formatPrettyDate', () => {
  it('formats ISO strings, dates and luxon values like Jan 5, 2024', () => {
    expect(formatPrettyDate('2024-01-05')).toBe('Jan 5, 2024');
    expect(formatPrettyDate(new Date(2024, 11, 31, 12))).toBe('Dec 31, 2024');
    expect(formatPrettyDate(DateTime.fromISO('2023-07-14T08:00:00'))).toBe('Jul 14, 2023');
  });

  it('shows - for empty or invalid input', () => {
    expect(formatPrettyDate(null)).toBe('-');
    expect(formatPrettyDate(undefined)).toBe('-');
    expect(formatPrettyDate('')).toBe('-');
    expect(formatPrettyDate('not a date')).toBe('-');
  });
});

describe('formatPrettyDateTime', () => {
  it('writes the pretty date and a 24-hour time', () => {
    expect(formatPrettyDateTime(DateTime.fromISO('2026-12-04T09:00:00'))).toBe('Dec 4, 2026, 09:00');
    expect(formatPrettyDateTime(new Date(2024, 0, 5, 17, 7))).toBe('Jan 5, 2024, 17:07');
    expect(formatPrettyDateTime(null)).toBe('-');
    expect(formatPrettyDateTime('not a date')).toBe('-');
  });
});

describe('formatSimilarityDate', () => {
  it('uses D MMM YY at H:mm', () => {
    expect(formatSimilarityDate('2024-01-05T09:07:00')).toBe('5 Jan 24 at 9:07');
    expect(formatSimilarityDate('2025-11-30T18:45:00')).toBe('30 Nov 25 at 18:45');
    expect(formatSimilarityDate(null)).toBe('-');
  });
});

describe('numbers', () => {
  it('formats currency with two decimals', () => {
    expect(formatCurrency(1234.5)).toBe('1,234.50');
    expect(formatCurrency(2.999)).toBe('3.00');
    expect(formatCurrency(19.9, 'EUR')).toBe('€19.90');
    expect(formatCurrency(null)).toBe('-');
  });

  it('formats numbers and percentages with one decimal', () => {
    expect(formatNumber(1234.56)).toBe('1,234.6');
    expect(formatNumber(3)).toBe('3.0');
    expect(formatPercent(12.34)).toBe('12.3%');
    expect(formatPercent(-0.05)).toBe('-0.1%');
    expect(formatPercent(Number.NaN)).toBe('-');
  });

  it('parses epoch milliseconds', () => {
    expect(toDateTime(0)?.toUTC().year).toBe(1970);
    expect(toDateTime('garbage')).toBeNull();
  });
});
