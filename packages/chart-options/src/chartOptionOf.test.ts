import type { WidgetDataAnswer } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { availabilityBarSettings, availabilityByRetailerBars } from './samples/horizontalBarSamples';
import { buildHorizontalBarOption } from './horizontalBar/horizontalBarOption';
import { availabilityByRetailer } from './samples/lineChartSamples';
import {
  availabilityAgainstPriceIndexByBrand,
  availabilityAgainstPriceIndexSettings,
  priceAgainstAvailability,
  priceAgainstAvailabilitySettings,
} from './samples/scatterPlotSamples';
import { chartOptionOf } from './chartOptionOf';

const seriesOf = (option: ReturnType<typeof chartOptionOf>) =>
  (option?.series ?? []) as { name?: string; type?: string; data?: unknown[] }[];

describe('chartOptionOf', () => {
  it('builds a line chart as its widget first draws it: a line per series over every day, no animation', () => {
    const { data, settings } = availabilityByRetailer(30, 3);
    const option = chartOptionOf({ visualizationType: 'LINE', rawOutput: data, settingsUsed: settings });
    expect(option?.animation).toBe(false);
    const lines = seriesOf(option).filter((series) => series.type === 'line');
    expect(lines.map((series) => series.name)).toEqual(data.chartData.map((series) => series.label));
    for (const line of lines) expect(line.data).toHaveLength(30);
  });

  it('builds bars with the option of the bar widget, and scatter plots', () => {
    const bars: WidgetDataAnswer = {
      visualizationType: 'HORIZONTAL_BAR',
      rawOutput: availabilityByRetailerBars,
      settingsUsed: availabilityBarSettings,
    };
    // Formatters aside (functions), the same option as the bar widget's.
    const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
    expect(plain(chartOptionOf(bars))).toEqual(
      plain(buildHorizontalBarOption(availabilityByRetailerBars, availabilityBarSettings, false)),
    );
    const scatter = chartOptionOf({
      visualizationType: 'SCATTER',
      rawOutput: priceAgainstAvailability,
      settingsUsed: priceAgainstAvailabilitySettings,
    });
    expect(seriesOf(scatter).length).toBe(priceAgainstAvailability.series.length);
  });

  it('keeps 20 lines apart as the picture draws them: own colours, selectable legend, hover focus', () => {
    const { data, settings } = availabilityByRetailer(30, 20);
    const option = chartOptionOf({ visualizationType: 'LINE', rawOutput: data, settingsUsed: settings });
    const lines = seriesOf(option).filter((series) => series.type === 'line') as {
      color: string;
      emphasis: { focus: string };
    }[];
    expect(new Set(lines.map((line) => line.color)).size).toBe(20);
    expect(lines.every((line) => line.emphasis.focus === 'series')).toBe(true);
    expect(option?.legend).toMatchObject({ selectedMode: 'multiple' });
  });

  it('fits scatter axes to the points: the 13 brands spread over the plot', () => {
    const option = chartOptionOf({
      visualizationType: 'SCATTER',
      rawOutput: availabilityAgainstPriceIndexByBrand,
      settingsUsed: availabilityAgainstPriceIndexSettings,
    });
    const points = availabilityAgainstPriceIndexByBrand.series.flatMap((series) => series.points);
    const xAxis = option?.xAxis as { min: number; max: number };
    const xs = points.map((point) => point.x);
    expect(xAxis.min).toBeGreaterThan(0);
    expect(xAxis.min).toBeLessThan(Math.min(...xs));
    expect(xAxis.max).toBeGreaterThan(Math.max(...xs));
  });

  it('has no chart for other types and for answers drawn as empty', () => {
    expect(
      chartOptionOf({
        visualizationType: 'HORIZONTAL_BAR',
        rawOutput: { bars: [] },
        settingsUsed: availabilityBarSettings,
      }),
    ).toBeNull();
    const { settings } = availabilityByRetailer(30, 3);
    expect(
      chartOptionOf({ visualizationType: 'LINE', rawOutput: { chartData: [] }, settingsUsed: settings }),
    ).toBeNull();
    const text = { visualizationType: 'TEXT', rawOutput: {}, settingsUsed: {} } as unknown as WidgetDataAnswer;
    expect(chartOptionOf(text)).toBeNull();
  });
});
