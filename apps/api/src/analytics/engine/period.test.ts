import { describe, expect, it } from 'vitest';
import { PeriodError, resolvePeriod } from './period';

const TODAY = '2024-06-15';
const BEFORE = 'Before retention';

describe('resolvePeriod', () => {
  it('takes request dates, swapping a reversed range', () => {
    expect(resolvePeriod({ dateFrom: '2024-06-10', dateTo: '2024-06-01' }, TODAY, null, BEFORE)).toEqual({
      dateFrom: '2024-06-01',
      dateTo: '2024-06-10',
      compare: null,
    });
  });

  it('falls back to the widget preset, then 30 days', () => {
    expect(resolvePeriod({ widgetPreset: '7d' }, TODAY, null, BEFORE)).toMatchObject({
      dateFrom: '2024-06-08',
      dateTo: '2024-06-14',
    });
    const fallback = resolvePeriod({}, TODAY, null, BEFORE);
    expect(fallback.dateTo).toBe('2024-06-14');
    expect(fallback.dateFrom).toBe('2024-05-16');
  });

  it('draws a saved custom range and its comparison when the widget’s own period applies', () => {
    const widgetPeriod = {
      preset: 'cu',
      dateFrom: '2024-03-01',
      dateTo: '2024-03-31',
      compare: true,
      comparePreset: 'ccu' as const,
      compareFrom: '2024-01-01',
      compareTo: '2024-01-31',
    };
    expect(resolvePeriod({ widgetPreset: 'cu', widgetPeriod }, TODAY, 24, BEFORE)).toEqual({
      dateFrom: '2024-03-01',
      dateTo: '2024-03-31',
      compare: { dateFrom: '2024-01-01', dateTo: '2024-01-31' },
    });
    // useDefaults takes the widget's own period over the request's dates.
    expect(
      resolvePeriod(
        { widgetPreset: 'cu', widgetPeriod, useDefaults: true, dateFrom: '2024-06-01', dateTo: '2024-06-10' },
        TODAY,
        24,
        BEFORE,
      ).dateFrom,
    ).toBe('2024-03-01');
    // Request dates otherwise win, and a request comparison wins over the remembered one.
    expect(
      resolvePeriod(
        { widgetPreset: 'cu', widgetPeriod, dateFrom: '2024-06-01', dateTo: '2024-06-10' },
        TODAY,
        null,
        BEFORE,
      ),
    ).toEqual({ dateFrom: '2024-06-01', dateTo: '2024-06-10', compare: null });
    expect(resolvePeriod({ widgetPreset: 'cu', widgetPeriod, comparePreset: 'pp' }, TODAY, 24, BEFORE).compare).toEqual(
      { dateFrom: '2024-01-30', dateTo: '2024-02-29' },
    );
  });

  it('refuses a period wholly before the retention window on dateFrom', () => {
    expect(() => resolvePeriod({ dateFrom: '2020-01-01', dateTo: '2020-01-31' }, TODAY, 12, BEFORE)).toThrow(
      PeriodError,
    );
  });
});
