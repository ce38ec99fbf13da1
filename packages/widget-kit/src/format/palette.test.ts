import { brandColors } from '@shelfsight/ui-kit';
import { describe, expect, it } from 'vitest';
import { CHART_PALETTE, seriesColor } from './palette';

describe('chart palette', () => {
  it('has 12 distinct colours that start with the house colours', () => {
    expect(CHART_PALETTE).toHaveLength(12);
    expect(new Set(CHART_PALETTE.map((colour) => colour.toLowerCase())).size).toBe(12);
    expect(CHART_PALETTE[0]).toBe(brandColors.primaryLight);
    expect(CHART_PALETTE).toContain(brandColors.accent);
  });

  it('repeats after 12 series', () => {
    expect(seriesColor(12)).toBe(seriesColor(0));
    expect(seriesColor(13)).toBe(CHART_PALETTE[1]);
  });
});
