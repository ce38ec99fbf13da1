import { describe, expect, it } from 'vitest';
import { CHART_PALETTE } from '../../format';
import { priceAgainstAvailability, priceAgainstAvailabilitySettings } from './sampleData';
import { buildScatterPlotOption } from './scatterPlotOption';

describe('buildScatterPlotOption', () => {
  const option = buildScatterPlotOption(priceAgainstAvailability, priceAgainstAvailabilitySettings);

  it('puts a series per brand in the palette colours, each point as [x, y]', () => {
    const series = option.series as { name: string; color: string; data: number[][] }[];
    expect(series.map((item) => item.name)).toEqual(['Pampers', 'Huggies', 'Little Angels']);
    expect(series.map((item) => item.color)).toEqual(CHART_PALETTE.slice(0, 3));
    expect(series[0]?.data[0]).toEqual([97, 24.99]);
  });

  it('names both axes and uses a 0–100% x axis and a currency y axis with 5 ticks', () => {
    expect(option.xAxis).toMatchObject({ name: 'Availability', min: 0, max: 100, interval: 25 });
    const yAxis = option.yAxis as {
      name: string;
      min: number;
      max: number;
      interval: number;
      axisLabel: { formatter: (v: number) => string };
    };
    expect(yAxis).toMatchObject({ name: 'Selling price', min: 0 });
    expect((yAxis.max - yAxis.min) / yAxis.interval).toBe(4);
    expect(yAxis.axisLabel.formatter(10)).toBe('£10');
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
    expect(buildScatterPlotOption(data, settings).yAxis).toMatchObject({ min: 0, max: 5, interval: 1.25 });
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
