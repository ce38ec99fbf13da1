import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { defaultDueDate, dueDateOf, formatDueDate, isBeforeToday } from './dueDate';

describe('due dates', () => {
  it('defaults to 15:00 on the next day, across a month end', () => {
    const now = DateTime.fromISO('2026-11-30T21:47:13');
    expect(defaultDueDate(now).toISO({ includeOffset: false })).toBe('2026-12-01T15:00:00.000');
  });

  it("reads 'NO DATE SET' as no date and formats a stored one", () => {
    expect(dueDateOf('NO DATE SET')).toBeNull();
    expect(formatDueDate('NO DATE SET')).toBe('NO DATE SET');
    const stored = DateTime.fromObject({ year: 2026, month: 12, day: 3, hour: 9, minute: 5 });
    expect(formatDueDate(stored.toISO()!)).toBe('Dec 3, 2026, 09:05');
  });

  it('refuses days before today and allows today', () => {
    const now = DateTime.fromISO('2026-11-30T12:00:00');
    expect(isBeforeToday(DateTime.fromISO('2026-11-29T23:59:00'), now)).toBe(true);
    expect(isBeforeToday(DateTime.fromISO('2026-11-30T00:00:00'), now)).toBe(false);
  });
});
