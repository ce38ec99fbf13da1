import type { Dataset } from '@shelfsight/contracts';
import { DateTime } from 'luxon';

/** 'Jan 5, 2024 06:00' in UTC, as the server builds and expires files; '-' when there is none. */
export function dateTimeText(iso: string | null | undefined): string {
  if (!iso) return '-';
  const time = DateTime.fromISO(iso, { zone: 'utc' });
  return time.isValid ? time.toFormat('LLL d, yyyy HH:mm', { locale: 'en-US' }) : '-';
}

/** 'Jan 5, 2024' for a YYYY-MM-DD day or an instant (UTC). */
export function dayText(iso: string | null | undefined): string {
  if (!iso) return '-';
  const day = DateTime.fromISO(iso, { zone: 'utc' });
  return day.isValid ? day.toFormat('LLL d, yyyy', { locale: 'en-US' }) : '-';
}

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** '532 bytes', '12.4 kB', '3.1 MB'; '-' before the file exists. */
export function fileSizeText(bytes: number | null): string {
  if (bytes === null) return '-';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat('en-US', {
    style: 'unit',
    unit: units[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

const count = new Intl.NumberFormat('en-US');

/** Rows written, and of how many once the build has counted them: '1,200 of 5,000'. */
export function rowsText(dataset: Pick<Dataset, 'status' | 'rowsWritten' | 'rowsTotal'>): string {
  if (dataset.status === 'I') return '-';
  if (dataset.status === 'R' && dataset.rowsTotal !== null)
    return `${count.format(dataset.rowsWritten)} of ${count.format(dataset.rowsTotal)}`;
  return count.format(dataset.rowsWritten);
}
