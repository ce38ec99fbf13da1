import { describe, expect, it } from 'vitest';
import { addDays, daysInRange, defaultFutureDate, isoDateSchema, todayInZone } from './isoDate';

describe('ISO dates', () => {
  it('accepts real YYYY-MM-DD days only', () => {
    expect(isoDateSchema.safeParse('2028-02-29').success).toBe(true);
    for (const bad of ['2027-02-29', '2026-13-01', '2026-1-5', '05/01/2026', '2026-01-05T00:00:00Z', '']) {
      expect(isoDateSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('finds today in a time zone', () => {
    const instant = Date.UTC(2026, 10, 18, 23, 30); // 2026-11-18 23:30 UTC
    expect(todayInZone('UTC', instant)).toBe('2026-11-18');
    expect(todayInZone('Europe/Berlin', instant)).toBe('2026-11-19');
    expect(todayInZone('America/New_York', instant)).toBe('2026-11-18');
    expect(() => todayInZone('Mars/Olympus', instant)).toThrow(RangeError);
  });

  it('adds days and counts inclusive ranges across month ends and a daylight-saving change', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(daysInRange('2026-11-18', '2026-11-18')).toBe(1);
    expect(daysInRange('2026-03-01', '2026-03-31')).toBe(31);
    expect(daysInRange('2028-01-01', '2028-12-31')).toBe(366);
  });

  it('opens future-date pickers one year ahead', () => {
    expect(defaultFutureDate('2026-11-18')).toBe('2027-11-18');
    expect(defaultFutureDate('2028-02-29')).toBe('2029-02-28');
  });
});
