import { DateTime } from 'luxon';

/** 'Jan 5, 2024 06:00' in UTC (export times are UTC); '-' when no run is left. */
export function nextExportText(iso: string | null | undefined): string {
  if (!iso) return '-';
  const time = DateTime.fromISO(iso, { zone: 'utc' });
  return time.isValid ? time.toFormat('LLL d, yyyy HH:mm', { locale: 'en-US' }) : '-';
}
