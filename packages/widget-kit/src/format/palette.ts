import { brandColors } from '@shelfsight/ui-kit/theme';

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

/** Colour of the n-th series; the palette repeats after 12. */
export function seriesColor(index: number): string {
  const size = CHART_PALETTE.length;
  return CHART_PALETTE[((index % size) + size) % size] as string;
}
