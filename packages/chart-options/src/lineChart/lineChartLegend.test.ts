import { describe, expect, it } from 'vitest';
import { moreLabel, splitLegend } from './lineChartLegend';

describe('splitLegend', () => {
  it('shows names up to about 70 characters and counts the rest', () => {
    // 10 names of 10 characters each: 7 make 70 characters, the eighth would pass the limit.
    const names = Array.from({ length: 10 }, (_, index) => `Retailer ${String.fromCharCode(65 + index)}`);
    const split = splitLegend(names);
    expect(split.shown).toEqual(names.slice(0, 7));
    expect(split.hiddenCount).toBe(3);
    expect(moreLabel(split.hiddenCount)).toBe('(+ 3 more)');
  });

  it('stops at the first name that does not fit, even if a later one would', () => {
    const split = splitLegend([
      'Sainsbury’s Online',
      'Amazon UK',
      'Tesco Groceries',
      'Morrisons More',
      'Waitrose & Partners',
      'A',
    ]);
    expect(split.shown).toEqual(['Sainsbury’s Online', 'Amazon UK', 'Tesco Groceries', 'Morrisons More']);
    expect(split.hiddenCount).toBe(2);
  });

  it('shows all names that fit and hides nothing', () => {
    expect(splitLegend(['Tesco', 'Asda'])).toEqual({ shown: ['Tesco', 'Asda'], hiddenCount: 0 });
  });

  it('always shows the first name, even a long one', () => {
    const long = 'Pampers Premium Protection New Baby Size 1, 2-5 kg, 72 nappies, jumbo pack';
    expect(splitLegend([long, 'Tesco'])).toEqual({ shown: [long], hiddenCount: 1 });
  });
});
