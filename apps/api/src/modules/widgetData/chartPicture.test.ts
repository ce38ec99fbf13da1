import { CHART_PICTURE_MAX_SCATTER_POINTS, type WidgetDataAnswer, widgetChartMessages } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { chartPicture, pictureRefusal } from './chartPicture';

const settingsUsed = {
  dateFrom: '2024-03-01',
  dateTo: '2024-03-31',
  xAxis: { metricName: 'Availability', valueFormat: { type: 'percent' } },
  yAxis: { metricName: 'Selling price', valueFormat: { type: 'currency', currencyCode: 'EUR' } },
};

/** A scatter plot of `count` products, in one series. */
function scatter(count: number): WidgetDataAnswer {
  const points = Array.from({ length: count }, (_, index) => ({
    key: `product:${index + 1}`,
    label: `Product ${index + 1}`,
    x: index % 100,
    y: (index % 37) + 0.99,
  }));
  return {
    visualizationType: 'SCATTER',
    rawOutput: { series: [{ seriesKey: 'brand:1', label: 'Brand', points }] },
    settingsUsed,
  } as WidgetDataAnswer;
}

describe('chart pictures', () => {
  it('draws a scatter plot of up to the most points, at the size asked, once per answer and size', () => {
    const answer = scatter(CHART_PICTURE_MAX_SCATTER_POINTS);
    expect(pictureRefusal(answer)).toBeNull();
    const svg = chartPicture(answer, { width: 500, height: 300 });
    expect(svg).toMatch(/^<svg [^>]*width="500" height="300"/);
    expect(chartPicture(answer, { width: 500, height: 300 })).toBe(svg);
    expect(chartPicture(answer, { width: 520, height: 300 })).toMatch(/^<svg [^>]*width="520"/);
  });

  it('refuses a scatter plot of more points, and has none for a KPI', () => {
    expect(pictureRefusal(scatter(CHART_PICTURE_MAX_SCATTER_POINTS + 1))).toBe(widgetChartMessages.tooManyPoints);
    const kpi = {
      visualizationType: 'KPI',
      rawOutput: { value: 91.5 },
      settingsUsed: {},
    } as unknown as WidgetDataAnswer;
    expect(pictureRefusal(kpi)).toBeNull();
    expect(chartPicture(kpi, { width: 500, height: 300 })).toBeNull();
  });
});
