import { describe, expect, it } from 'vitest';
import { comparisonApplies, kpiChange } from './kpiComparison';

const base = {
  metricName: 'Selling price',
  valueFormat: { type: 'currency', currencyCode: 'EUR' },
  dateFrom: '2024-03-01',
  dateTo: '2024-03-31',
} as const;

describe('comparisonApplies', () => {
  it('needs both compare dates, different from the widget dates', () => {
    expect(comparisonApplies(base)).toBe(false);
    expect(comparisonApplies({ ...base, compareDateFrom: '2024-02-01', compareDateTo: null })).toBe(false);
    expect(comparisonApplies({ ...base, compareDateFrom: '2024-03-01', compareDateTo: '2024-03-31' })).toBe(false);
    expect(comparisonApplies({ ...base, compareDateFrom: '2024-02-01', compareDateTo: '2024-02-29' })).toBe(true);
  });
});

describe('kpiChange', () => {
  it('gives the relative change for prices and counts', () => {
    expect(kpiChange(26, 25, base.valueFormat)).toBeCloseTo(4);
    expect(kpiChange(-5, -10, { type: 'number' })).toBeCloseTo(50);
  });

  it('gives percent points for percent metrics', () => {
    expect(kpiChange(92.4, 94.2, { type: 'percent' })).toBeCloseTo(-1.8);
  });

  it('has no change without both values or from a zero base', () => {
    expect(kpiChange(null, 25, base.valueFormat)).toBeNull();
    expect(kpiChange(25, undefined, base.valueFormat)).toBeNull();
    expect(kpiChange(3, 0, { type: 'number' })).toBeNull();
  });
});
