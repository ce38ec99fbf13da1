import { brandColors } from '@shelfsight/house-style';
import { describe, expect, it } from 'vitest';
import { CHART_PALETTE, EXTENDED_CHART_PALETTE, seriesColor } from './palette';

/** CIE76 colour difference of two '#rrggbb' colours (sRGB, D65): about 2.3 is just noticeable. */
function deltaE(first: string, second: string): number {
  const lab = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel > 0.04045 ? ((channel + 0.055) / 1.055) ** 2.4 : channel / 12.92;
    }) as [number, number, number];
    const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
    const x = f((r * 0.4124 + g * 0.3576 + b * 0.1805) / 0.95047);
    const y = f(r * 0.2126 + g * 0.7152 + b * 0.0722);
    const z = f((r * 0.0193 + g * 0.1192 + b * 0.9505) / 1.08883);
    return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
  };
  const [a, b] = [lab(first), lab(second)];
  return Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
}

describe('chart palette', () => {
  it('has 12 distinct default colours that start with the house colours', () => {
    expect(CHART_PALETTE).toHaveLength(12);
    expect(new Set(CHART_PALETTE.map((colour) => colour.toLowerCase())).size).toBe(12);
    expect(CHART_PALETTE[0]).toBe(brandColors.primaryLight);
    expect(CHART_PALETTE).toContain(brandColors.accent);
  });

  it('gives the first 12 series the default palette', () => {
    expect(Array.from({ length: 12 }, (_, index) => seriesColor(index))).toEqual(CHART_PALETTE);
  });

  it('gives 24 series 24 clearly different colours, and repeats only from the 25th', () => {
    const colours = Array.from({ length: 24 }, (_, index) => seriesColor(index));
    expect(new Set(colours.map((colour) => colour.toLowerCase())).size).toBe(24);
    expect(colours.slice(12)).toEqual(EXTENDED_CHART_PALETTE);
    for (const [index, colour] of colours.entries())
      for (const other of colours.slice(index + 1)) expect(deltaE(colour, other)).toBeGreaterThanOrEqual(20);
    expect(seriesColor(24)).toBe(seriesColor(0));
  });
});
