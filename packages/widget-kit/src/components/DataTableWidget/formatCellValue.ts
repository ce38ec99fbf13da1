import type { CellValue, ValueFormat } from '@shelfsight/contracts';
import { EMPTY_VALUE, formatCurrency, formatNumber, formatPercent, formatPrettyDate } from '@shelfsight/house-style';

function toNumber(value: string | number): number | null {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) && String(value).trim() !== '' ? number : null;
}

/**
 * One value as the table-like widgets show it (spec 2 §9): currency 2 dp, percent and number 1 dp, dates like
 * 'Jan 5, 2024', missing values '-'. Text in a number column is shown as it came rather than hidden.
 */
export function formatCellValue(value: CellValue | undefined, format: ValueFormat, currency?: string | null): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (format === 'text') return String(value);
  if (format === 'date') return formatPrettyDate(value);
  const number = toNumber(value);
  if (number === null) return String(value);
  if (format === 'currency') return formatCurrency(number, currency ?? undefined);
  if (format === 'percent') return formatPercent(number);
  return formatNumber(number);
}
