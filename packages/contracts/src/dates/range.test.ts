import { describe, expect, it } from 'vitest';
import { isoWeekOf } from './isoDate';
import { orderRange, resolveRelativeCode } from './range';

const range = (dateFrom: string, dateTo: string) => ({ dateFrom, dateTo });

describe('resolveRelativeCode', () => {
  const today = '2026-11-18'; // a Wednesday

  it('resolves the picker presets', () => {
    expect(resolveRelativeCode('0d', today)).toEqual(range(today, today));
    expect(resolveRelativeCode('0i', today)).toEqual(range(today, today));
    expect(resolveRelativeCode('1d', today)).toEqual(range('2026-11-17', '2026-11-17'));
    expect(resolveRelativeCode('7d', today)).toEqual(range('2026-11-11', '2026-11-17'));
    expect(resolveRelativeCode('30d', today)).toEqual(range('2026-10-19', '2026-11-17'));
    expect(resolveRelativeCode('12m', today)).toEqual(range('2025-11-18', '2026-11-17'));
  });

  it('counts i days up to and including today', () => {
    expect(resolveRelativeCode('1i', today)).toEqual(range(today, today));
    expect(resolveRelativeCode('14i', today)).toEqual(range('2026-11-05', today));
  });

  it('resolves legacy codes to their current meaning', () => {
    expect(resolveRelativeCode('1m', today)).toEqual(resolveRelativeCode('30d', today));
    expect(resolveRelativeCode('0m', today)).toEqual(resolveRelativeCode('30d', today));
    expect(resolveRelativeCode('29i', today)).toEqual(resolveRelativeCode('30d', today));
    expect(resolveRelativeCode('6i', today)).toEqual(resolveRelativeCode('7d', today));
  });

  it('takes complete ISO weeks before the current one', () => {
    expect(resolveRelativeCode('1w', today)).toEqual(range('2026-11-09', '2026-11-15'));
    expect(resolveRelativeCode('2w', today)).toEqual(range('2026-11-02', '2026-11-15'));
    // On a Monday the week that just ended is the last complete one.
    expect(resolveRelativeCode('1w', '2026-11-16')).toEqual(range('2026-11-09', '2026-11-15'));
    // On a Sunday the current week is not complete yet.
    expect(resolveRelativeCode('1w', '2026-11-22')).toEqual(range('2026-11-09', '2026-11-15'));
  });

  it('finds ISO week 53 across the turn of the year', () => {
    const lastWeek = resolveRelativeCode('1w', '2027-01-05');
    expect(lastWeek).toEqual(range('2026-12-28', '2027-01-03'));
    expect(isoWeekOf('2026-12-28')).toBe('2026-W53');
    expect(isoWeekOf('2027-01-03')).toBe('2026-W53');
    expect(isoWeekOf('2027-01-04')).toBe('2027-W01');
    expect(resolveRelativeCode('2w', '2027-01-11')).toEqual(range('2026-12-28', '2027-01-10'));
  });

  it('rolls months and years back from today, falling back to the last day of shorter months', () => {
    expect(resolveRelativeCode('3m', '2026-05-31')).toEqual(range('2026-02-28', '2026-05-30'));
    expect(resolveRelativeCode('3m', '2026-03-01')).toEqual(range('2025-12-01', '2026-02-28'));
    expect(resolveRelativeCode('1y', '2026-01-01')).toEqual(range('2025-01-01', '2025-12-31'));
  });

  it('handles the leap day 2028-02-29', () => {
    expect(resolveRelativeCode('1y', '2028-02-29')).toEqual(range('2027-02-28', '2028-02-28'));
    expect(resolveRelativeCode('1d', '2028-03-01')).toEqual(range('2028-02-29', '2028-02-29'));
    expect(resolveRelativeCode('12m', '2028-03-01')).toEqual(range('2027-03-01', '2028-02-29'));
    expect(resolveRelativeCode('30d', '2028-03-01')).toEqual(range('2028-01-31', '2028-02-29'));
  });

  it('returns null for what is not a relative code', () => {
    expect(resolveRelativeCode('cu', today)).toBeNull();
    expect(resolveRelativeCode('0w', today)).toBeNull();
  });

  it('rejects a today that is not a day', () => {
    expect(() => resolveRelativeCode('7d', '2027-02-29')).toThrow(RangeError);
  });
});

describe('orderRange', () => {
  it('swaps a reversed range and keeps an ordered one', () => {
    expect(orderRange(range('2026-03-10', '2026-03-01'))).toEqual(range('2026-03-01', '2026-03-10'));
    expect(orderRange(range('2026-03-01', '2026-03-10'))).toEqual(range('2026-03-01', '2026-03-10'));
    expect(orderRange(range('2026-03-01', '2026-03-01'))).toEqual(range('2026-03-01', '2026-03-01'));
  });
});
