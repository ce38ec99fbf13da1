import type { ChartValueFormat, KpiSettingsUsed } from '@shelfsight/contracts';

/** Spec 2 §2: a comparison applies only when compare dates exist and differ from the widget's dates. */
export function comparisonApplies(settings: KpiSettingsUsed): boolean {
  const { compareDateFrom, compareDateTo } = settings;
  if (!compareDateFrom || !compareDateTo) return false;
  return compareDateFrom !== settings.dateFrom || compareDateTo !== settings.dateTo;
}

/**
 * The change shown in the trend badge. Percent metrics change in percent points (availability 90% → 92%
 * is +2), because a relative change of a rate reads as nonsense to most users; every other format
 * changes relative to the comparison value. Null when either value is missing or the base is zero.
 */
export function kpiChange(
  value: number | null | undefined,
  compareValue: number | null | undefined,
  format: ChartValueFormat,
): number | null {
  if (value === null || value === undefined || compareValue === null || compareValue === undefined) return null;
  if (format.type === 'percent') return value - compareValue;
  if (compareValue === 0) return null;
  return ((value - compareValue) / Math.abs(compareValue)) * 100;
}
