import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { defaultDueDate, dueDateOf, formatDueDate, isBeforeToday, isOverdue } from './dueDate';

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

  it('calls a task overdue once its due time has passed, unless it is done', () => {
    const now = DateTime.fromISO('2026-12-02T10:00:00');
    const due = (iso: string, status = 'Open') => ({ dueDateTime: DateTime.fromISO(iso).toISO()!, status });
    expect(isOverdue(due('2026-12-02T09:59:00'), now)).toBe(true);
    expect(isOverdue(due('2026-12-02T10:01:00'), now)).toBe(false);
    expect(isOverdue(due('2026-11-20T09:00:00', 'In progress'), now)).toBe(true);
    expect(isOverdue(due('2026-11-20T09:00:00', 'Done'), now)).toBe(false);
    expect(isOverdue({ dueDateTime: 'NO DATE SET', status: 'Open' }, now)).toBe(false);
  });
});
