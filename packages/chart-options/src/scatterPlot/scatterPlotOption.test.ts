import { describe, expect, it } from 'vitest';
import { CHART_PALETTE } from '../format';
import {
  availabilityAgainstPriceIndexByBrand,
  availabilityAgainstPriceIndexSettings,
  priceAgainstAvailability,
  priceAgainstAvailabilitySettings,
} from '../samples/scatterPlotSamples';
import { buildScatterPlotOption, SCATTER_LABELLED_POINTS } from './scatterPlotOption';

interface Axis {
  name: string;
  min: number;
  max: number;
  interval: number;
  axisLabel: { formatter: (v: number) => string };
}

interface Series {
  name: string;
  color: string;
  data: number[][];
  label: { show: boolean; formatter: (param: { dataIndex: number }) => string };
  emphasis: { focus: string; label: { show: boolean } };
}

describe('buildScatterPlotOption', () => {
  const option = buildScatterPlotOption(priceAgainstAvailability, priceAgainstAvailabilitySettings);

  it('puts a series per brand in the palette colours, each point as [x, y]', () => {
    const series = option.series as { name: string; color: string; data: number[][] }[];
    expect(series.map((item) => item.name)).toEqual(['Pampers', 'Huggies', 'Little Angels']);
    expect(series.map((item) => item.color)).toEqual(CHART_PALETTE.slice(0, 3));
    expect(series[0]?.data[0]).toEqual([97, 24.99]);
  });

  it('names both axes and fits them to the data with 5 ticks: £ on the price axis', () => {
    const xAxis = option.xAxis as Axis;
    const yAxis = option.yAxis as Axis;
    expect(xAxis.name).toBe('Availability');
    expect(yAxis.name).toBe('Selling price');
    const points = priceAgainstAvailability.series.flatMap((series) => series.points);
    for (const [axis, values] of [
      [xAxis, points.map((point) => point.x)],
      [yAxis, points.map((point) => point.y)],
    ] as const) {
      expect(axis.min).toBeLessThan(Math.min(...values));
      expect(axis.max).toBeGreaterThan(Math.max(...values));
      expect((axis.max - axis.min) / axis.interval).toBe(4);
    }
    expect(yAxis.axisLabel.formatter(10)).toBe('£10');
  });

  it('spreads 13 brands close together over the plot instead of one spot of an axis from zero', () => {
    const fitted = buildScatterPlotOption(availabilityAgainstPriceIndexByBrand, availabilityAgainstPriceIndexSettings);
    const points = availabilityAgainstPriceIndexByBrand.series.flatMap((series) => series.points);
    for (const [axis, values] of [
      [fitted.xAxis as Axis, points.map((point) => point.x)],
      [fitted.yAxis as Axis, points.map((point) => point.y)],
    ] as const) {
      const [low, high] = [Math.min(...values), Math.max(...values)];
      expect(axis.min).toBeGreaterThan(0);
      expect(axis.min).toBeLessThan(low);
      expect(axis.max).toBeGreaterThan(high);
      // The data take at least a third of the axis.
      expect(high - low).toBeGreaterThanOrEqual((axis.max - axis.min) / 3);
    }
    const colours = (fitted.series as Series[]).map((series) => series.color);
    expect(new Set(colours).size).toBe(13);
  });

  it('names each point beside it when there are few, and the one under the pointer always', () => {
    const fitted = buildScatterPlotOption(availabilityAgainstPriceIndexByBrand, availabilityAgainstPriceIndexSettings);
    const series = fitted.series as Series[];
    expect(series.every((item) => item.label.show)).toBe(true);
    expect(series[4]?.label.formatter({ dataIndex: 0 })).toBe('Kit & Kin');
    expect(series[4]?.emphasis).toMatchObject({ focus: 'self', label: { show: true } });

    const many = {
      series: [
        {
          seriesKey: 'all',
          label: 'Products',
          points: Array.from({ length: SCATTER_LABELLED_POINTS + 1 }, (_, index) => ({
            key: `product:${index}`,
            label: `Product ${index}`,
            x: 80 + index,
            y: 10 + index,
          })),
        },
      ],
    };
    const crowded = buildScatterPlotOption(many, priceAgainstAvailabilitySettings).series as Series[];
    expect(crowded[0]?.label.show).toBe(false);
    expect(crowded[0]?.emphasis.label.show).toBe(true);
  });

  it('lets a click on a legend item hide or show its group', () => {
    expect(option.legend).toMatchObject({ show: true, selectedMode: 'multiple' });
  });

  it('ends a rating axis at 5, the top of its scale', () => {
    const data = {
      series: [
        {
          seriesKey: 'all',
          label: 'Products',
          points: [{ key: 'product:1', label: 'Pampers Baby-Dry size 4', x: 4210, y: 4.6 }],
        },
      ],
    };
    const settings = {
      ...priceAgainstAvailabilitySettings,
      yAxis: { metricName: 'Rating', valueFormat: { type: 'number' as const, max: 5 } },
    };
    const yAxis = buildScatterPlotOption(data, settings).yAxis as Axis;
    expect(yAxis.max).toBe(5);
    expect(yAxis.min).toBeLessThan(4.6);
  });

  it('shows the product, its brand and both values in the tooltip', () => {
    const formatter = (option.tooltip as { formatter: (raw: unknown) => string }).formatter;
    const html = formatter({ seriesIndex: 1, dataIndex: 0 });
    expect(html).toContain('<b>Huggies Little Snugglers size 2, 84 pack</b>');
    expect(html).toContain('Availability: <b>91.0%</b>');
    expect(html).toContain('Selling price: <b>£17.49</b>');
  });

  it('hides the legend for a single group', () => {
    const single = { series: priceAgainstAvailability.series.slice(0, 1) };
    expect(buildScatterPlotOption(single, priceAgainstAvailabilitySettings).legend).toMatchObject({ show: false });
  });

  it('gives each currency its series: tooltips in the series currency, a shared money axis without a symbol', () => {
    const settings = {
      ...priceAgainstAvailabilitySettings,
      yAxis: {
        ...priceAgainstAvailabilitySettings.yAxis,
        valueFormat: { type: 'currency' as const, currencyCode: 'EUR' },
      },
    };
    const points = (x: number, y: number) => [{ key: 'product:1', label: 'Pampers Baby-Dry size 4', x, y }];
    const data = {
      series: [
        {
          seriesKey: 'currency:EUR',
          label: 'Availability / Selling price (EUR)',
          currencyCode: 'EUR',
          points: points(92, 21.5),
        },
        {
          seriesKey: 'currency:GBP',
          label: 'Availability / Selling price (GBP)',
          currencyCode: 'GBP',
          points: points(88, 18.25),
        },
      ],
    };
    const perCurrency = buildScatterPlotOption(data, settings);
    const formatter = (perCurrency.tooltip as { formatter: (raw: unknown) => string }).formatter;
    expect(formatter({ seriesIndex: 0, dataIndex: 0 })).toContain('Selling price: <b>€21.50</b>');
    expect(formatter({ seriesIndex: 1, dataIndex: 0 })).toContain('Selling price: <b>£18.25</b>');
    expect(formatter({ seriesIndex: 1, dataIndex: 0 })).toContain('Availability: <b>88.0%</b>');
    const yLabel = (perCurrency.yAxis as { axisLabel: { formatter: (v: number) => string } }).axisLabel.formatter(20);
    expect(yLabel).toBe('20');
    const single = buildScatterPlotOption({ series: data.series.slice(0, 1) }, settings);
    expect((single.yAxis as { axisLabel: { formatter: (v: number) => string } }).axisLabel.formatter(20)).toBe('€20');
  });
});
