import { brandColors } from '@shelfsight/house-style';

/**
 * The default series palette (spec 2 §9: 12 colours). It starts from the house colours so a single
 * series looks like the rest of the app, then adds hues far enough apart to tell 12 lines apart;
 * the grey comes last because it reads as "inactive".
 */
export const CHART_PALETTE: readonly string[] = [
  brandColors.primaryLight,
  brandColors.accent,
  brandColors.success,
  brandColors.error,
  brandColors.primary,
  '#e8743b',
  '#4fb3d9',
  '#7b4fa0',
  '#94b83d',
  '#d64545',
  '#8c6d46',
  brandColors.neutral,
];

/**
 * Colours for the 13th to 24th series: a chart of 20 retailers would otherwise draw the 13th in the first one's
 * colour. Picked so each differs clearly (CIE76 ΔE at least 20) from every colour before it, most distinct first.
 */
export const EXTENDED_CHART_PALETTE: readonly string[] = [
  '#004d40',
  '#e7969c',
  '#d8b365',
  '#f781bf',
  '#35978f',
  '#9c9ede',
  '#843c39',
  '#637939',
  '#e41a1c',
  '#7f3b08',
  '#a6761d',
  '#ff7f00',
];

const SERIES_COLORS: readonly string[] = [...CHART_PALETTE, ...EXTENDED_CHART_PALETTE];

/** Colour of the n-th series: the default 12, then 12 more; colours repeat only from the 25th series on. */
export function seriesColor(index: number): string {
  const size = SERIES_COLORS.length;
  return SERIES_COLORS[((index % size) + size) % size] as string;
}
