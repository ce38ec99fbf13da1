import { type ChartValueFormat, type KpiSettingsUsed, trendAgainst } from '@shelfsight/contracts';

/** Spec 2 §2: a comparison applies only when compare dates exist and differ from the widget's dates. */
export function comparisonApplies(settings: KpiSettingsUsed): boolean {
  const { compareDateFrom, compareDateTo } = settings;
  if (!compareDateFrom || !compareDateTo) return false;
  return compareDateFrom !== settings.dateFrom || compareDateTo !== settings.dateTo;
}

/**
 * The change shown in the trend badge: percent metrics in percent points, every other format relative to the
 * comparison value (`trendAgainst`, which the performance overview's trends follow too).
 */
export function kpiChange(
  value: number | null | undefined,
  compareValue: number | null | undefined,
  format: ChartValueFormat,
): number | null {
  return trendAgainst(value, compareValue, format.type === 'percent');
}
