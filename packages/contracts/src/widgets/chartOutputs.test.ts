import { describe, expect, it } from 'vitest';
import {
  chartOutputSchemas,
  chartValueFormatSchema,
  horizontalBarRawOutputSchema,
  kpiSettingsUsedSchema,
  lineChartRawOutputSchema,
} from './chartOutputs';

describe('chart outputs', () => {
  it('accepts a line answer with series, gaps and click-throughs', () => {
    const parsed = lineChartRawOutputSchema.parse({
      chartData: [
        {
          seriesKey: 'retailer:12',
          label: 'Tesco',
          points: [
            { date: '2024-03-01', value: 91.2 },
            { date: '2024-03-02', value: null },
          ],
        },
      ],
      clickThroughs: [{ seriesKey: 'retailer:12', dimension: 'retailer', entityId: 12 }],
    });
    expect(parsed.chartData[0]?.points).toHaveLength(2);
  });

  it('rejects graph data without a chartData array or with clickThroughs that is not an array', () => {
    expect(lineChartRawOutputSchema.safeParse({ series: [] }).success).toBe(false);
    const bad = lineChartRawOutputSchema.safeParse({ chartData: [], clickThroughs: { seriesKey: 'x' } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['clickThroughs']);
  });

  it('requires an ISO currency code for currency values and ISO days for dates', () => {
    expect(chartValueFormatSchema.safeParse({ type: 'currency', currencyCode: 'EUR' }).success).toBe(true);
    expect(chartValueFormatSchema.safeParse({ type: 'currency' }).success).toBe(false);
    expect(chartValueFormatSchema.safeParse({ type: 'currency', currencyCode: 'euro' }).success).toBe(false);
    const settings = {
      metricName: 'Selling price',
      valueFormat: { type: 'currency', currencyCode: 'GBP' },
      dateFrom: '2024-03-01',
      dateTo: '2024-03-31',
    };
    expect(kpiSettingsUsedSchema.safeParse(settings).success).toBe(true);
    const wrongDate = kpiSettingsUsedSchema.safeParse({ ...settings, dateTo: '31/03/2024' });
    expect(wrongDate.error?.issues[0]?.path).toEqual(['dateTo']);
  });

  it('keeps missing bar values as null and lists one schema pair per chart type', () => {
    const bars = horizontalBarRawOutputSchema.parse({ bars: [{ key: 'retailer:3', label: 'Asda', value: null }] });
    expect(bars.bars[0]?.value).toBeNull();
    expect(Object.keys(chartOutputSchemas)).toEqual(['KPI', 'LINE', 'SCATTER', 'HORIZONTAL_BAR']);
  });
});
