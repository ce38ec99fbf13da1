import type { ChartValueFormat } from '@shelfsight/contracts';
import { EMPTY_VALUE, formatCurrency, formatNumber, formatPercent } from '@shelfsight/house-style';

/** A value as tooltips and KPIs show it: currency 2 decimals, percent, number and rank 1 decimal. */
export function formatChartValue(value: number | null | undefined, format: ChartValueFormat): string {
  if (value === null || value === undefined || Number.isNaN(value)) return EMPTY_VALUE;
  switch (format.type) {
    case 'currency':
      return formatCurrency(value, format.currencyCode);
    case 'percent':
      return formatPercent(value);
    case 'number':
    case 'rank':
      return formatNumber(value);
  }
}

/** '€' for EUR, '£' for GBP; the code itself where the locale has no symbol. */
export function currencySymbol(currencyCode: string): string {
  const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyCode }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currencyCode;
}

/** Ranks read "lower is better", everything else "higher is better", unless the answer says otherwise. */
export function higherIsBetterFor(format: ChartValueFormat, explicit?: boolean): boolean {
  if (explicit !== undefined) return explicit;
  return format.type !== 'rank';
}
