import { describe, expect, it } from 'vitest';
import { othersLabel, tooltipContent } from './lineChartTooltip';

const percent = { type: 'percent' } as const;

function retailers(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    label: `Retailer ${index + 1}`,
    value: 50 + index,
    color: '#000000',
  }));
}

describe('tooltipContent', () => {
  it('lists at most 17 series, best first, and counts the rest as others', () => {
    const content = tooltipContent(retailers(20), percent);
    expect(content.lines).toHaveLength(17);
    expect(content.lines[0]).toEqual({ label: 'Retailer 20', text: '69.0%', color: '#000000' });
    expect(content.lines.map((line) => line.label)).not.toContain('Retailer 1');
    expect(content.othersCount).toBe(3);
    expect(othersLabel(content.othersCount)).toBe('Others (3)');
  });

  it('shows everything when 17 or fewer series have a value', () => {
    const content = tooltipContent(retailers(17), percent);
    expect(content.lines).toHaveLength(17);
    expect(content.othersCount).toBe(0);
  });

  it('leaves out series without a value on that date', () => {
    const entries = [...retailers(17), { label: 'Ocado', value: null, color: '#111111' }];
    const content = tooltipContent(entries, percent);
    expect(content.lines.map((line) => line.label)).not.toContain('Ocado');
    expect(content.othersCount).toBe(0);
  });

  it('puts the best rank, the lowest number, first and formats currency with 2 decimals', () => {
    const ranks = tooltipContent(retailers(3), { type: 'rank' });
    expect(ranks.lines[0]?.label).toBe('Retailer 1');
    const prices = tooltipContent([{ label: 'Tesco', value: 4.5, color: '#000000' }], {
      type: 'currency',
      currencyCode: 'GBP',
    });
    expect(prices.lines[0]?.text).toBe('£4.50');
  });
});
