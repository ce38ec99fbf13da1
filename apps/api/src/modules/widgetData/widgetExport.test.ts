import type { WidgetDataAnswer } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { exportTable } from './widgetExport';

describe('the widget export of an image-similarity overview', () => {
  it('has a column per retailer with the state of each product’s check, and the score where the answer has one', () => {
    const answer = {
      visualizationType: 'IMAGE_SIMILARITY_OVERVIEW',
      rawOutput: {
        retailers: [
          { id: 7, name: 'Shop A' },
          { id: 9, name: 'Shop B' },
        ],
        products: [
          {
            productDummyId: 1,
            name: 'Crunchy Oats 500 g',
            brand: 'Acme',
            ean: '4000000000017',
            imageUrls: [],
            results: [
              { retailerId: 9, status: 'highly_similar', score: 93.25, checkedOn: '2026-11-20T08:00:00Z', nextCheckOn: null },
              { retailerId: 7, status: 'in_progress', score: null, checkedOn: null, nextCheckOn: null },
            ],
          },
          { productDummyId: 2, name: 'Oat Milk 1 l', brand: null, ean: null, imageUrls: [], results: [] },
        ],
        totalProducts: 2,
      },
      settingsUsed: { dateFrom: '2026-10-24', dateTo: '2026-11-22' },
    } as WidgetDataAnswer;
    expect(exportTable(answer)).toEqual({
      header: ['Product', 'Brand', 'EAN', 'Shop A', 'Shop B'],
      rows: [
        ['Crunchy Oats 500 g', 'Acme', '4000000000017', 'in_progress', 'highly_similar (93.3 %)'],
        ['Oat Milk 1 l', null, null, null, null],
      ],
    });
  });
});

describe('the widget export of a scatter plot', () => {
  const settingsUsed = {
    dateFrom: '2026-10-24',
    dateTo: '2026-11-22',
    xAxis: { metricName: 'Selling price', valueFormat: { type: 'currency', currencyCode: 'EUR' } },
    yAxis: { metricName: 'Rating', valueFormat: { type: 'number' } },
  } as const;
  const point = (label: string, x: number, y: number) => ({ key: `product:${label.length}`, label, x, y });

  it('names each point’s series (here its currency) when there are several', () => {
    const answer = {
      visualizationType: 'SCATTER',
      rawOutput: {
        series: [
          { seriesKey: 'currency:EUR', label: 'Selling price / Rating (EUR)', currencyCode: 'EUR', points: [point('Oat Milk 1 l', 1.99, 4.4)] },
          { seriesKey: 'currency:GBP', label: 'Selling price / Rating (GBP)', currencyCode: 'GBP', points: [point('Oat Milk 1 l', 1.75, 4.2)] },
        ],
      },
      settingsUsed,
    } as WidgetDataAnswer;
    expect(exportTable(answer)).toEqual({
      header: ['Series', 'Item', 'Selling price', 'Rating'],
      rows: [
        ['Selling price / Rating (EUR)', 'Oat Milk 1 l', 1.99, 4.4],
        ['Selling price / Rating (GBP)', 'Oat Milk 1 l', 1.75, 4.2],
      ],
    });
  });

  it('has no series column for a single series', () => {
    const answer = { visualizationType: 'SCATTER', rawOutput: { series: [{ seriesKey: 'all', label: 'Selling price / Rating', points: [point('Crunchy Oats 500 g', 3.49, 4.1)] }] }, settingsUsed } as WidgetDataAnswer;
    expect(exportTable(answer)).toEqual({ header: ['Item', 'Selling price', 'Rating'], rows: [['Crunchy Oats 500 g', 3.49, 4.1]] });
  });
});
