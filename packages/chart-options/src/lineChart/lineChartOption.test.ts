import type { LineChartSettingsUsed } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { availabilityByRetailer } from '../samples/lineChartSamples';
import { CHART_PALETTE } from '../format';
import { fillMissingBuckets } from './lineChartData';
import { buildLineChartOption, lineTooltipHtml } from './lineChartOption';

type Formatter = (value: unknown) => string;

function optionFor(days: number, retailers: number, overrides: Partial<LineChartSettingsUsed> = {}) {
  const { data, settings } = availabilityByRetailer(days, retailers);
  const merged = { ...settings, ...overrides };
  const series = fillMissingBuckets(data.chartData, merged.dateFrom, merged.dateTo, merged.dateGrouping);
  return { option: buildLineChartOption({ series, settings: merged }), series, settings: merged };
}

describe('buildLineChartOption', () => {
  it('uses the spec margins, 5 y ticks on a 0–100% axis and the default palette', () => {
    const { option } = optionFor(30, 3);
    expect(option.grid).toMatchObject({ top: 30, right: 20, bottom: 50, left: 50 });
    expect(option.yAxis).toMatchObject({ min: 0, max: 100, interval: 25, inverse: false });
    const series = option.series as { color: string; symbolSize: number; connectNulls: boolean }[];
    expect(series.map((item) => item.color)).toEqual(CHART_PALETTE.slice(0, 3));
    expect(series[0]).toMatchObject({ symbolSize: 6, connectNulls: false });
  });

  it('gives 20 retailers 20 different colours', () => {
    const { option } = optionFor(10, 20);
    const lines = (option.series as { color: string }[]).map((item) => item.color);
    expect(lines).toHaveLength(20);
    expect(new Set(lines).size).toBe(20);
  });

  it('brings a hovered line (or its legend item) forward and fades the others', () => {
    const { option } = optionFor(10, 20);
    for (const line of option.series as { triggerLineEvent: boolean; emphasis: { focus: string } }[]) {
      expect(line.emphasis.focus).toBe('series');
      expect(line.triggerLineEvent).toBe(true);
    }
  });

  it('lets legend items switch lines off, and keeps them off when the option is rebuilt', () => {
    const { series, settings } = optionFor(10, 4);
    const legend = buildLineChartOption({ series, settings, hiddenSeries: ['Asda'] }).legend;
    expect(legend).toMatchObject({ selectedMode: 'multiple', selected: { Asda: false } });
    expect(buildLineChartOption({ series, settings }).legend).toMatchObject({ selected: {} });
  });

  it('thins 90 daily x labels to 30', () => {
    const { option } = optionFor(90, 2);
    const xAxis = option.xAxis as { axisLabel: { customValues: number[]; formatter: (value: number) => string } };
    expect(xAxis.axisLabel.customValues).toHaveLength(30);
    expect(xAxis.axisLabel.formatter(Date.UTC(2024, 2, 31))).toBe('31 Mar');
  });

  it('cuts the legend at about 70 characters and says how many more there are', () => {
    const { option } = optionFor(10, 20);
    const legend = option.legend as { data: string[]; formatter: (name: string) => string };
    expect(legend.data.join('').length).toBeLessThanOrEqual(70);
    expect(legend.data.length).toBeLessThan(20);
    const last = legend.data[legend.data.length - 1] as string;
    expect(legend.formatter(last)).toBe(`${last} (+ ${20 - legend.data.length} more)`);
    expect(legend.formatter('Tesco')).toBe('Tesco');
  });

  it('builds a tooltip of 17 lines plus others, headed by weekday and day-month', () => {
    const { option, series } = optionFor(10, 20);
    const time = series[0]?.points[5]?.[0] as number;
    const params = series.map((item, seriesIndex) => ({
      seriesIndex,
      axisValue: time,
      value: item.points.find(([at]) => at === time),
    }));
    const html = (option.tooltip as { formatter: Formatter }).formatter(params);
    expect(html).toContain('<b>Wed 27 Mar</b>');
    expect(html.match(/<b>[\d.]+%<\/b>/g)).toHaveLength(17);
    const withValue = params.filter((param) => param.value?.[1] !== null).length;
    expect(html).toContain(`Others (${withValue - 17})`);
  });

  it('escapes names in the tooltip and inverts the axis for ranks', () => {
    const settings = optionFor(3, 1, { valueFormat: { type: 'rank' } }).settings;
    const html = lineTooltipHtml(Date.UTC(2024, 2, 4), [{ label: '<b>Tesco</b>', value: 2, color: '#000' }], settings);
    expect(html).toContain('&lt;b&gt;Tesco&lt;/b&gt;');
    expect(optionFor(3, 1, { valueFormat: { type: 'rank' } }).option.yAxis).toMatchObject({ inverse: true, min: 1 });
  });

  it('ends the axis of a 1–5 rating at 5', () => {
    const { series, settings } = optionFor(30, 3, { metricName: 'Rating', valueFormat: { type: 'number', max: 5 } });
    // The availability sample scaled to a rating between 0 and 5.
    const ratings = series.map((item) => ({
      ...item,
      points: item.points.map(
        ([time, value]) => [time, value === null ? null : value / 20] as (typeof item.points)[number],
      ),
    }));
    expect(buildLineChartOption({ series: ratings, settings }).yAxis).toMatchObject({ min: 0, max: 5, interval: 1.25 });
  });

  it('draws the selected point with radius 5', () => {
    const { series, settings } = optionFor(3, 2);
    const time = series[1]?.points[1]?.[0] as number;
    const option = buildLineChartOption({ series, settings, selected: { seriesKey: 'retailer:2', time } });
    const data = (option.series as { data: unknown[] }[])[1]?.data;
    expect(data?.[1]).toMatchObject({ symbolSize: 10 });
    expect(data?.[0]).toEqual(series[1]?.points[0]);
  });

  it('draws the dots of each line as one shape for print: the same dots, colours and names, none for a gap', () => {
    const { series, settings } = optionFor(5, 2);
    const gap = series[0]?.points[2];
    if (gap) gap[1] = null;
    const option = buildLineChartOption({ series, settings, dotsAsOneShape: true });
    const drawn = option.series as { type: string; name: string; color: string; showSymbol?: boolean }[];
    expect(drawn.map((item) => item.type)).toEqual(['line', 'line', 'scatter', 'scatter']);
    expect(drawn.slice(0, 2).every((line) => line.showSymbol === false)).toBe(true);
    const dots = drawn.slice(2) as unknown as { name: string; color: string; large: boolean; data: unknown[] }[];
    expect(dots.map((item) => [item.name, item.color, item.large])).toEqual(
      drawn.slice(0, 2).map((line) => [line.name, line.color, true]),
    );
    const shown = (index: number) => series[index]?.points.filter(([, value]) => value !== null);
    expect(dots[0]?.data).toEqual(shown(0));
    expect(dots[0]?.data).not.toContainEqual(gap);
    expect(dots[1]?.data).toEqual(shown(1));
  });
});
