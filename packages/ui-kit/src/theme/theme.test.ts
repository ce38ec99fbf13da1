import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

/** WCAG 2.x relative luminance of an sRGB colour given as 0–255 channels. */
function luminance([red, green, blue]: readonly number[]): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red!) + 0.7152 * linear(green!) + 0.0722 * linear(blue!);
}

/** A '#rrggbb' or 'rgba(r,g,b,a)' colour as drawn on white. */
function onWhite(color: string): number[] {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (hex) return [0, 2, 4].map((start) => parseInt(hex[1]!.slice(start, start + 2), 16));
  const rgba = /^rgba?\(([^)]+)\)$/.exec(color.replace(/\s/g, ''));
  if (!rgba) throw new Error(`unreadable colour ${color}`);
  const [red, green, blue, alpha = 1] = rgba[1]!.split(',').map(Number);
  return [red!, green!, blue!].map((channel) => channel * alpha + 255 * (1 - alpha));
}

function contrastOnWhite(color: string): number {
  const text = luminance(onWhite(color));
  return (1 + 0.05) / (text + 0.05);
}

describe('house theme', () => {
  const token = antdTheme.getDesignToken(theme);

  it('computes the known contrast of antd default description grey (sanity check of the formula)', () => {
    expect(contrastOnWhite('#8c8c8c')).toBeCloseTo(3.36, 2);
    expect(contrastOnWhite('rgba(0,0,0,0.45)')).toBeLessThan(4.5);
  });

  it.each(['colorTextSecondary', 'colorTextTertiary', 'colorTextDescription', 'colorTextLabel', 'colorIcon'] as const)(
    'draws %s on white at WCAG AA contrast (at least 4.5:1)',
    (name) => {
      expect(contrastOnWhite(token[name])).toBeGreaterThanOrEqual(4.5);
    },
  );
});
