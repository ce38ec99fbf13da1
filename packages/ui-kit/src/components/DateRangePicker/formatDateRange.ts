import { formatPrettyDate } from '@shelfsight/house-style';

/** 'Jan 5, 2024 – Feb 3, 2024'; a single day is shown once, 'Jan 5, 2024'. */
export function formatDateRange(dateFrom: string | null | undefined, dateTo: string | null | undefined): string {
  if (dateFrom && dateFrom === dateTo) return formatPrettyDate(dateFrom);
  return `${formatPrettyDate(dateFrom)} – ${formatPrettyDate(dateTo)}`;
}
