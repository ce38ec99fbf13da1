import { describe, expect, it } from 'vitest';
import { CHART_PALETTE } from '../format';
import { buildHorizontalBarOption, horizontalBarHeight } from './horizontalBarOption';
import {
  availabilityBarSettings,
  availabilityByRetailerBars,
  ratingBarSettings,
  ratingByBrandBars,
} from '../samples/horizontalBarSamples';

type Series = {
  name: string;
  data: (number | null)[];
  color: string;
  label: { formatter: (p: { value: unknown }) => string };
};

describe('buildHorizontalBarOption', () => {
  it('keeps the engine order top to bottom on a 0–100% axis with 5 ticks', () => {
    const option = buildHorizontalBarOption(availabilityByRetailerBars, availabilityBarSettings);
    expect(option.yAxis).toMatchObject({ type: 'category', inverse: true });
    expect((option.yAxis as { data: string[] }).data.slice(0, 3)).toEqual(['Tesco', 'Amazon UK', 'Sainsbury’s']);
    expect(option.xAxis).toMatchObject({ min: 0, max: 100, interval: 25 });
  });

  it('ends the axis of a 1–5 rating at 5', () => {
    expect(buildHorizontalBarOption(ratingByBrandBars, ratingBarSettings).xAxis).toMatchObject({
      min: 0,
      max: 5,
      interval: 1.25,
    });
  });

  it('adds the comparison period as a second series, a missing value as a gap', () => {
    const option = buildHorizontalBarOption(availabilityByRetailerBars, availabilityBarSettings);
    const series = option.series as Series[];
    expect(series.map((item) => item.name)).toEqual(['Mar 1, 2024 – Mar 31, 2024', 'Feb 1, 2024 – Feb 29, 2024']);
    expect(series[0]?.color).toBe(CHART_PALETTE[0]);
    expect(series[1]?.data[5]).toBeNull();
    expect(series[0]?.label.formatter({ value: 98.2 })).toBe('98.2%');
  });

  it('draws one series without a legend when there is nothing to compare', () => {
    const settings = { ...availabilityBarSettings, compareDateFrom: null, compareDateTo: null };
    const option = buildHorizontalBarOption(availabilityByRetailerBars, settings);
    expect(option.series as Series[]).toHaveLength(1);
    expect(option.legend).toMatchObject({ show: false });
  });

  it('names the item, the metric and both periods in the tooltip', () => {
    const option = buildHorizontalBarOption(availabilityByRetailerBars, availabilityBarSettings);
    const formatter = (option.tooltip as { formatter: (raw: unknown) => string }).formatter;
    const html = formatter([
      { dataIndex: 1, seriesName: 'Mar 1, 2024 – Mar 31, 2024', value: 96.4 },
      { dataIndex: 1, seriesName: 'Feb 1, 2024 – Feb 29, 2024', value: 91 },
    ]);
    expect(html).toContain('<b>Amazon UK</b>');
    expect(html).toContain('Availability');
    expect(html).toContain('Feb 1, 2024 – Feb 29, 2024: <b>91.0%</b>');
  });
});

describe('horizontalBarHeight', () => {
  it('starts at 300 and grows with the bars', () => {
    expect(horizontalBarHeight(3, false)).toBe(300);
    expect(horizontalBarHeight(20, false)).toBe(640);
    expect(horizontalBarHeight(20, true)).toBe(880);
  });
});
