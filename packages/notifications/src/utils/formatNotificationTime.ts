import { DateTime } from 'luxon';

/**
 * When a notification arrived: relative within a day ('5 minutes ago'), then a date like 'Jan 5, 2024'
 * (spec 1 §9 date format).
 */
export function formatNotificationTime(iso: string, now: DateTime = DateTime.now()): string {
  const time = DateTime.fromISO(iso);
  if (!time.isValid) return '-';
  const hours = now.diff(time, 'hours').hours;
  if (hours >= 0 && hours < 24) return time.toRelative({ base: now }) ?? '-';
  return time.setLocale('en-US').toFormat('LLL d, yyyy');
}
