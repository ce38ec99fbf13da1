import type { ParkerAnswer, ParkerRow } from '@shelfsight/contracts';
import { EMPTY_VALUE, formatNumber } from '@shelfsight/house-style';

// The engine's item key of a product, `product:<id>`, with `|currency:<code>` when it is priced in several.
const PRODUCT_KEY = /^product:(\d+)(?:$|\|)/;

/** The product a row stands for, or null for any other item. */
export function productIdOfRow(row: Pick<ParkerRow, 'key'>): number | null {
  const match = PRODUCT_KEY.exec(row.key);
  return match ? Number(match[1]) : null;
}

/**
 * A row's change against the compared period, signed: in points for percent metrics (a share that went from 90 %
 * to 92 % rose 2 points, not 2 %), in the metric's own unit otherwise, with one decimal as the house shows numbers.
 */
export function formatChange(row: Pick<ParkerRow, 'change'>, format: ParkerAnswer['valueFormat']): string {
  if (row.change === null || !Number.isFinite(row.change)) return EMPTY_VALUE;
  const sign = row.change > 0 ? '+' : row.change < 0 ? '−' : '';
  const size = formatNumber(Math.abs(row.change));
  return `${sign}${size}${format === 'percent' ? ' pp' : ''}`;
}
