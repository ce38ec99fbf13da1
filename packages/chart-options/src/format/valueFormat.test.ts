import { describe, expect, it } from 'vitest';
import { currencySymbol, formatChartValue, higherIsBetterFor } from './valueFormat';

describe('chart value format', () => {
  it('shows currency with 2 decimals and its symbol, percent and number with 1 decimal', () => {
    expect(formatChartValue(24.9, { type: 'currency', currencyCode: 'GBP' })).toBe('£24.90');
    expect(formatChartValue(92.44, { type: 'percent' })).toBe('92.4%');
    expect(formatChartValue(1234.56, { type: 'number' })).toBe('1,234.6');
    expect(formatChartValue(3.25, { type: 'rank' })).toBe('3.3');
  });

  it('shows a dash for missing values', () => {
    expect(formatChartValue(null, { type: 'percent' })).toBe('-');
    expect(formatChartValue(Number.NaN, { type: 'number' })).toBe('-');
  });

  it('finds the currency symbol of an ISO code', () => {
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('USD')).toBe('$');
  });

  it('treats ranks as lower-is-better unless the answer says otherwise', () => {
    expect(higherIsBetterFor({ type: 'rank' })).toBe(false);
    expect(higherIsBetterFor({ type: 'percent' })).toBe(true);
    expect(higherIsBetterFor({ type: 'currency', currencyCode: 'EUR' }, false)).toBe(false);
  });
});
