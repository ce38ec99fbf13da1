import { LEGEND_MAX_CHARS } from './lineChartConstants';

export interface LegendSplit {
  shown: string[];
  hiddenCount: number;
}

/**
 * Legend names up to about 70 characters in total (spec 2 §2); the legend stops at the first name that
 * would pass the limit, and the rest are counted for '(+ n more)'. The first name always shows.
 */
export function splitLegend(names: readonly string[], maxChars = LEGEND_MAX_CHARS): LegendSplit {
  const shown: string[] = [];
  let used = 0;
  for (const name of names) {
    if (shown.length > 0 && used + name.length > maxChars) break;
    shown.push(name);
    used += name.length;
  }
  return { shown, hiddenCount: names.length - shown.length };
}

export function moreLabel(count: number): string {
  return `(+ ${count} more)`;
}
