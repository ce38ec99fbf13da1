import { describe, expect, it } from 'vitest';
import {
  allowsYearRanges,
  availableComparePresets,
  availableDatePresets,
  clampRange,
  isInWindow,
  retentionWindow,
} from './retention';

const range = (dateFrom: string, dateTo: string) => ({ dateFrom, dateTo });

describe('retention window', () => {
  it('runs from yesterday minus the retention months to today', () => {
    expect(retentionWindow('2026-11-18', 3)).toEqual({ minDate: '2026-08-17', maxDate: '2026-11-18' });
    expect(retentionWindow('2026-11-18', 24)).toEqual({ minDate: '2024-11-17', maxDate: '2026-11-18' });
  });

  it('uses the default 3 months when the retention is missing or not a positive number', () => {
    const threeMonths = retentionWindow('2026-11-18', 3);
    expect(retentionWindow('2026-11-18')).toEqual(threeMonths);
    expect(retentionWindow('2026-11-18', null)).toEqual(threeMonths);
    expect(retentionWindow('2026-11-18', 0)).toEqual(threeMonths);
    expect(retentionWindow('2026-11-18', Number.NaN)).toEqual(threeMonths);
    expect(retentionWindow('2026-11-18', 3.7)).toEqual(threeMonths);
  });

  it('falls back to the end of a shorter month', () => {
    // Yesterday is 31 May; three months earlier has no 31st.
    expect(retentionWindow('2026-06-01', 3).minDate).toBe('2026-02-28');
    expect(retentionWindow('2028-03-01', 12).minDate).toBe('2027-02-28');
    expect(retentionWindow('2028-03-30', 1).minDate).toBe('2028-02-29');
  });

  it('includes both of its ends', () => {
    const window = retentionWindow('2026-11-18', 3);
    expect(isInWindow('2026-08-17', window)).toBe(true);
    expect(isInWindow('2026-08-16', window)).toBe(false);
    expect(isInWindow('2026-11-18', window)).toBe(true);
    expect(isInWindow('2026-11-19', window)).toBe(false);
  });
});

describe('clampRange', () => {
  const window = { minDate: '2026-08-17', maxDate: '2026-11-18' };

  it('cuts a range at the window', () => {
    expect(clampRange(range('2026-08-01', '2026-12-31'), window)).toEqual(range('2026-08-17', '2026-11-18'));
    expect(clampRange(range('2026-09-01', '2026-09-30'), window)).toEqual(range('2026-09-01', '2026-09-30'));
    expect(clampRange(range('2026-08-17', '2026-08-17'), window)).toEqual(range('2026-08-17', '2026-08-17'));
  });

  it('swaps a reversed range first', () => {
    expect(clampRange(range('2026-12-31', '2026-08-01'), window)).toEqual(range('2026-08-17', '2026-11-18'));
  });

  it('gives null when nothing of the range is inside', () => {
    expect(clampRange(range('2025-08-01', '2026-08-16'), window)).toBeNull();
    expect(clampRange(range('2026-11-19', '2026-11-30'), window)).toBeNull();
  });
});

describe('the 12-month rule', () => {
  it('removes Last 12 months and the preceding year at 11 months of retention or less', () => {
    for (const months of [3, 6, 11]) {
      expect(allowsYearRanges(months)).toBe(false);
      expect(availableDatePresets(months).map((preset) => preset.code)).toEqual(['0d', '1d', '7d', '30d']);
      expect(availableComparePresets(months).map((preset) => preset.code)).toEqual(['pp', 'ccu']);
    }
  });

  it('offers them from 12 months on', () => {
    for (const months of [12, 24]) {
      expect(allowsYearRanges(months)).toBe(true);
      expect(availableDatePresets(months).map((preset) => preset.code)).toEqual(['0d', '1d', '7d', '30d', '12m']);
      expect(availableComparePresets(months).map((preset) => preset.code)).toEqual(['pp', 'py', 'ccu']);
    }
  });

  it('applies the default 3 months when the retention is unknown', () => {
    expect(allowsYearRanges(undefined)).toBe(false);
  });
});
