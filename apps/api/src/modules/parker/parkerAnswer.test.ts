import { metricByCode, parkerQuerySchema, type WidgetDataAnswer } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { rowsOf } from './parkerAnswer';

const price = metricByCode('PRICE_SELL');
const query = parkerQuerySchema.parse({
  metric: 'PRICE_SELL',
  aggregation: 'AVG',
  dimension: 'BRAND',
  period: { dateFrom: '2026-10-01', dateTo: '2026-10-31' },
});
const settingsUsed = {
  metricName: 'Selling price',
  valueFormat: { type: 'currency' as const, currencyCode: 'EUR' },
  dateFrom: '2026-10-01',
  dateTo: '2026-10-31',
};

describe('rowsOf', () => {
  it('shows each row of an item priced in several currencies in its own currency', () => {
    const answer: WidgetDataAnswer = {
      visualizationType: 'HORIZONTAL_BAR',
      rawOutput: {
        bars: [
          { key: 'brand:1|currency:EUR', label: 'Acme (EUR)', value: 24.5, compareValue: null },
          { key: 'brand:1|currency:GBP', label: 'Acme (GBP)', value: 21.25, compareValue: null },
          { key: 'brand:5', label: 'Kestrel', value: 19, compareValue: null },
        ],
      },
      settingsUsed,
    };
    const { rows } = rowsOf(answer, query, price!);
    expect(rows.map((row) => [row.key, row.currencyCode, row.shown])).toEqual([
      ['brand:1|currency:EUR', 'EUR', '€24.50'],
      ['brand:1|currency:GBP', 'GBP', '£21.25'],
      ['brand:5', 'EUR', '€19.00'],
    ]);
  });

  it('gives a KPI one row, with the change against the compared period', () => {
    const compared = parkerQuerySchema.parse({
      ...query,
      dimension: null,
      compare: { dateFrom: '2026-09-01', dateTo: '2026-09-30' },
    });
    const answer: WidgetDataAnswer = {
      visualizationType: 'KPI',
      rawOutput: { value: 20, compareValue: 22.5 },
      settingsUsed,
    };
    const { rows } = rowsOf(answer, compared, price!);
    expect(rows).toEqual([
      {
        key: 'total',
        label: 'Selling price',
        value: 20,
        compareValue: 22.5,
        change: -2.5,
        currencyCode: 'EUR',
        shown: '€20.00',
      },
    ]);
  });

  it('gives a line a row per week, and a line per currency rows named by their currency', () => {
    const weekly = parkerQuerySchema.parse({ ...query, dimension: null, overTime: 'WEEK' });
    const answer: WidgetDataAnswer = {
      visualizationType: 'LINE',
      rawOutput: {
        chartData: [
          {
            seriesKey: 'currency:EUR',
            label: 'Selling price (EUR)',
            points: [
              { date: '2026-09-28', value: 24.5 },
              { date: '2026-10-05', value: null },
            ],
          },
          { seriesKey: 'currency:GBP', label: 'Selling price (GBP)', points: [{ date: '2026-09-28', value: 21.25 }] },
        ],
      },
      settingsUsed: { ...settingsUsed, dateGrouping: 'WEEK' },
    };
    const { rows } = rowsOf(answer, weekly, price!);
    expect(rows.map((row) => [row.key, row.label, row.currencyCode, row.shown])).toEqual([
      ['2026-09-28|currency:EUR', 'week of Sep 28, 2026 (EUR)', 'EUR', '€24.50'],
      ['2026-10-05|currency:EUR', 'week of Oct 5, 2026 (EUR)', 'EUR', 'no data'],
      ['2026-09-28|currency:GBP', 'week of Sep 28, 2026 (GBP)', 'GBP', '£21.25'],
    ]);
  });
});
