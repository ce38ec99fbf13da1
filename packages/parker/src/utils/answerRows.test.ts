import { describe, expect, it } from 'vitest';
import { formatChange, productIdOfRow } from './answerRows';

describe('productIdOfRow', () => {
  it('reads the product of a product row and nothing from other items', () => {
    expect(productIdOfRow({ key: 'product:40' })).toBe(40);
    expect(productIdOfRow({ key: 'retailer:40' })).toBeNull();
    expect(productIdOfRow({ key: 'total' })).toBeNull();
    expect(productIdOfRow({ key: 'product:4x' })).toBeNull();
    expect(productIdOfRow({ key: 'product:40|currency:EUR' })).toBe(40);
  });
});

describe('formatChange', () => {
  it('shows a percent metric’s change in points, signed, with one decimal', () => {
    const from = 84.6;
    const to = 81.2;
    expect(formatChange({ change: to - from }, 'percent')).toBe('−3.4 pp');
    expect(formatChange({ change: 1.5 }, 'percent')).toBe('+1.5 pp');
  });

  it('shows other changes in the metric’s unit, and a dash when there is nothing to compare', () => {
    expect(formatChange({ change: 0.25 }, 'currency')).toBe('+0.3');
    expect(formatChange({ change: 0 }, 'number')).toBe('0.0');
    expect(formatChange({ change: null }, 'percent')).toBe('-');
  });
});
