import { describe, expect, it } from 'vitest';
import { precedingPeriod, precedingYear, resolveCompareRange } from './compare';

const range = (dateFrom: string, dateTo: string) => ({ dateFrom, dateTo });
const compare = (compareFrom: string, compareTo: string) => ({ compareFrom, compareTo });

describe('compare periods', () => {
  it('takes the preceding period of equal length', () => {
    expect(precedingPeriod(range('2026-03-01', '2026-03-07'))).toEqual(compare('2026-02-22', '2026-02-28'));
    expect(precedingPeriod(range('2026-11-17', '2026-11-17'))).toEqual(compare('2026-11-16', '2026-11-16'));
    // 31 days of March are compared with the 31 days before them, reaching into January.
    expect(precedingPeriod(range('2026-03-01', '2026-03-31'))).toEqual(compare('2026-01-29', '2026-02-28'));
  });

  it('counts the leap day in the preceding period', () => {
    expect(precedingPeriod(range('2028-03-01', '2028-03-02'))).toEqual(compare('2028-02-28', '2028-02-29'));
  });

  it('orders a reversed range before comparing', () => {
    expect(precedingPeriod(range('2026-03-07', '2026-03-01'))).toEqual(compare('2026-02-22', '2026-02-28'));
    expect(precedingYear(range('2026-03-07', '2026-03-01'))).toEqual(compare('2025-03-01', '2025-03-07'));
  });

  it('takes the same calendar days one year earlier', () => {
    expect(precedingYear(range('2026-10-19', '2026-11-17'))).toEqual(compare('2025-10-19', '2025-11-17'));
    expect(precedingYear(range('2028-02-01', '2028-02-29'))).toEqual(compare('2027-02-01', '2027-02-28'));
    expect(precedingYear(range('2029-02-28', '2029-03-01'))).toEqual(compare('2028-02-28', '2028-03-01'));
  });

  it('resolves by preset, ordering a reversed custom compare range', () => {
    const selected = range('2026-03-01', '2026-03-07');
    expect(resolveCompareRange('pp', selected)).toEqual(precedingPeriod(selected));
    expect(resolveCompareRange('py', selected)).toEqual(precedingYear(selected));
    expect(resolveCompareRange('ccu', selected, compare('2026-01-20', '2026-01-10'))).toEqual(
      compare('2026-01-10', '2026-01-20'),
    );
    expect(resolveCompareRange('ccu', selected, { compareFrom: '2026-01-10' })).toBeNull();
  });
});
