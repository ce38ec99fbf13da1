import { describe, expect, it } from 'vitest';
import {
  abbreviateNumber,
  categoryLabelInterval,
  fittedAxisScale,
  formatAxisLabel,
  percentAxisMax,
  thinAxisValues,
  valueAxisScale,
} from './axis';

const percent = { type: 'percent' } as const;
const number = { type: 'number' } as const;
const euro = { type: 'currency', currencyCode: 'EUR' } as const;

function ticks(scale: { min: number; max: number; interval: number }) {
  const values = [];
  for (let tick = scale.min; tick <= scale.max + 1e-9; tick += scale.interval) values.push(Number(tick.toFixed(6)));
  return values;
}

describe('axis labels', () => {
  it('abbreviates thousands as k and millions as m', () => {
    expect(abbreviateNumber(950)).toBe('950');
    expect(abbreviateNumber(1500)).toBe('1.5k');
    expect(abbreviateNumber(20000)).toBe('20k');
    expect(abbreviateNumber(2_450_000)).toBe('2.5m');
    expect(abbreviateNumber(999_960)).toBe('1m');
    expect(abbreviateNumber(2.25)).toBe('2.25');
  });

  it('adds the percent sign or the currency symbol, keeping the minus in front', () => {
    expect(formatAxisLabel(75, percent)).toBe('75%');
    expect(formatAxisLabel(12_500, euro)).toBe('€12.5k');
    expect(formatAxisLabel(-3000, euro)).toBe('-€3k');
    expect(formatAxisLabel(1_200_000, number)).toBe('1.2m');
  });
});

describe('value axis scale', () => {
  it('rounds a percent axis up to a multiple of 50, never below 100', () => {
    expect(percentAxisMax(12)).toBe(100);
    expect(percentAxisMax(100)).toBe(100);
    expect(percentAxisMax(101)).toBe(150);
    expect(percentAxisMax(230)).toBe(250);
    expect(ticks(valueAxisScale([12.5, 96.1, null], percent))).toEqual([0, 25, 50, 75, 100]);
  });

  it('gives five ticks from zero to a round end that covers the highest value', () => {
    const scale = valueAxisScale([3.49, 18.2, 7], euro);
    expect(scale).toEqual({ min: 0, max: 20, interval: 5 });
    expect(ticks(valueAxisScale([1234, 20_100], number))).toEqual([0, 10_000, 20_000, 30_000, 40_000]);
  });

  it('ends the axis of a metric with a known highest value there: a 1–5 rating at 5, not 8', () => {
    expect(valueAxisScale([3.2, 4.1, 4.6], number)).toEqual({ min: 0, max: 8, interval: 2 });
    expect(valueAxisScale([3.2, 4.1, 4.6], { type: 'number', max: 5 })).toEqual({ min: 0, max: 5, interval: 1.25 });
    expect(ticks(valueAxisScale([5], { type: 'number', max: 5 }))).toEqual([0, 1.25, 2.5, 3.75, 5]);
    // Percentages end at 100 by their format.
    expect(valueAxisScale([64.2, 99.9], percent)).toEqual({ min: 0, max: 100, interval: 25 });
  });

  it('goes below zero for negative values and keeps five ticks', () => {
    const scale = valueAxisScale([-12, 30], number);
    expect(scale.min).toBeLessThanOrEqual(-12);
    expect(scale.max).toBeGreaterThanOrEqual(30);
    expect(ticks(scale)).toHaveLength(5);
  });

  it('starts ranks at position 1', () => {
    const scale = valueAxisScale([1, 4.5, 17], { type: 'rank' });
    expect(scale.min).toBe(1);
    expect(scale.max).toBeGreaterThanOrEqual(17);
    expect(ticks(scale)).toHaveLength(5);
  });

  it('draws an empty or flat series on a sensible axis', () => {
    expect(valueAxisScale([], percent)).toEqual({ min: 0, max: 100, interval: 25 });
    expect(valueAxisScale([0, 0], number)).toEqual({ min: 0, max: 4, interval: 1 });
  });
});

describe('fitted axis scale', () => {
  const brackets = (scale: { min: number; max: number }, values: number[]) => {
    expect(scale.min).toBeLessThan(Math.min(...values));
    expect(scale.max).toBeGreaterThan(Math.max(...values));
  };

  it('spans the data with room on both sides instead of starting at zero, with five round ticks', () => {
    const availability = [92.4, 93.1, 95, 96.8, 99.2];
    const scale = fittedAxisScale(availability, percent);
    brackets(scale, availability);
    // The data's 6.8 points take at least half of the axis, not 7% of a 0–100 one.
    expect(scale.max - scale.min).toBeLessThanOrEqual(2 * (99.2 - 92.4));
    expect(ticks(scale)).toHaveLength(5);
    expect(scale).toEqual({ min: 90, max: 100, interval: 2.5 });
    const prices = [151.2, 154.9, 158.3];
    brackets(fittedAxisScale(prices, euro), prices);
  });

  it('keeps to the bounds the data keeps to: 0, rank 1, the top of a rating', () => {
    expect(fittedAxisScale([0.5, 24], euro).min).toBe(0);
    expect(fittedAxisScale([1, 3, 9], { type: 'rank' }).min).toBe(1);
    const rating = fittedAxisScale([4.1, 4.6, 4.95], { type: 'number', max: 5 });
    expect(rating.max).toBe(5);
    expect(rating.min).toBeLessThan(4.1);
    expect(fittedAxisScale([-12, 30], number).min).toBeLessThan(-12);
    expect(fittedAxisScale([77.6, 97], percent)).toEqual({ min: 60, max: 100, interval: 10 });
    expect(fittedAxisScale([96, 107], percent).max).toBeGreaterThan(107);
  });

  it('puts a single value in the middle of an axis, and an empty axis like the others', () => {
    brackets(fittedAxisScale([42], number), [42]);
    brackets(fittedAxisScale([-3], number), [-3]);
    expect(fittedAxisScale([], percent)).toEqual(valueAxisScale([], percent));
  });
});

describe('label thinning', () => {
  it('keeps at most about 30 labels, always the first', () => {
    const days = Array.from({ length: 90 }, (_, index) => index);
    const kept = thinAxisValues(days);
    expect(kept).toHaveLength(30);
    expect(kept.slice(0, 3)).toEqual([0, 3, 6]);
    expect(thinAxisValues(days.slice(0, 20))).toHaveLength(20);
    expect(thinAxisValues(days.slice(0, 31))).toHaveLength(16);
  });

  it('tells a category axis how many labels to skip', () => {
    expect(categoryLabelInterval(20)).toBe(0);
    expect(categoryLabelInterval(90)).toBe(2);
    expect(categoryLabelInterval(365)).toBe(12);
  });
});
