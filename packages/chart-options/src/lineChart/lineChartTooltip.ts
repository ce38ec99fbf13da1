import type { ChartValueFormat } from '@shelfsight/contracts';
import { formatChartValue } from '../format';
import { TOOLTIP_MAX_LINES } from './lineChartConstants';

export interface TooltipEntry {
  label: string;
  value: number | null;
  color: string;
}

export interface TooltipLine {
  label: string;
  text: string;
  color: string;
}

export interface TooltipContent {
  lines: TooltipLine[];
  /** Series with a value that did not fit: shown as 'Others (n)'; 0 shows nothing. */
  othersCount: number;
}

/**
 * The lines of a line-chart tooltip (spec 2 §2): best values first, at most 17, the rest counted as
 * 'Others (n)'. Series without a value on that date are left out, so the count covers only series
 * that have something to show.
 */
export function tooltipContent(
  entries: readonly TooltipEntry[],
  format: ChartValueFormat,
  max = TOOLTIP_MAX_LINES,
): TooltipContent {
  const direction = format.type === 'rank' ? 1 : -1;
  const withValues = entries
    .filter((entry): entry is TooltipEntry & { value: number } => entry.value !== null && Number.isFinite(entry.value))
    .sort((a, b) => direction * (a.value - b.value));
  return {
    lines: withValues.slice(0, max).map((entry) => ({
      label: entry.label,
      text: formatChartValue(entry.value, format),
      color: entry.color,
    })),
    othersCount: Math.max(0, withValues.length - max),
  };
}

export function othersLabel(count: number): string {
  return `Others (${count})`;
}
