import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatNotificationTime } from './formatNotificationTime';

const now = DateTime.fromISO('2024-03-18T12:00:00.000Z');

describe('formatNotificationTime', () => {
  it('is relative within a day', () => {
    expect(formatNotificationTime('2024-03-18T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(formatNotificationTime('2024-03-18T02:00:00.000Z', now)).toBe('10 hours ago');
  });

  it('shows the date after a day, and a dash for nonsense', () => {
    expect(formatNotificationTime('2024-01-05T09:00:00.000Z', now)).toBe('Jan 5, 2024');
    expect(formatNotificationTime('yesterday', now)).toBe('-');
  });
});
