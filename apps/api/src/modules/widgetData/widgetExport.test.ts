import type { WidgetDataAnswer } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { moneyFormat } from './exportCells';
import { currencyDecimals, distinctHeaders, exportTable, moneyCell, rowRangeText } from './widgetExport';

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
              {
                retailerId: 9,
                status: 'highly_similar',
                score: 93.25,
                checkedOn: '2026-11-20T08:00:00Z',
                nextCheckOn: null,
              },
              { retailerId: 7, status: 'in_progress', score: null, checkedOn: null, nextCheckOn: null },
            ],
          },
          { productDummyId: 2, name: 'Oat Milk 1 l', brand: null, ean: null, imageUrls: [], results: [] },
        ],
        totalProducts: 2,
      },
      settingsUsed: { dateFrom: '2026-10-24', dateTo: '2026-11-22' },
    } as WidgetDataAnswer;
    expect(exportTable(answer)).toMatchObject({
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
          {
            seriesKey: 'currency:EUR',
            label: 'Selling price / Rating (EUR)',
            currencyCode: 'EUR',
            points: [point('Oat Milk 1 l', 1.99, 4.4)],
          },
          {
            seriesKey: 'currency:GBP',
            label: 'Selling price / Rating (GBP)',
            currencyCode: 'GBP',
            points: [point('Oat Milk 1 l', 1.75, 4.2)],
          },
        ],
      },
      settingsUsed,
    } as WidgetDataAnswer;
    expect(exportTable(answer)).toMatchObject({
      header: ['Series', 'Item', 'Selling price', 'Rating'],
      rows: [
        ['Selling price / Rating (EUR)', 'Oat Milk 1 l', 1.99, 4.4],
        ['Selling price / Rating (GBP)', 'Oat Milk 1 l', 1.75, 4.2],
      ],
    });
  });

  it('has no series column for a single series', () => {
    const answer = {
      visualizationType: 'SCATTER',
      rawOutput: {
        series: [
          { seriesKey: 'all', label: 'Selling price / Rating', points: [point('Crunchy Oats 500 g', 3.49, 4.1)] },
        ],
      },
      settingsUsed,
    } as WidgetDataAnswer;
    expect(exportTable(answer)).toMatchObject({
      header: ['Item', 'Selling price', 'Rating'],
      rows: [['Crunchy Oats 500 g', 3.49, 4.1]],
    });
  });
});

describe('money in a widget export', () => {
  it('is rounded to the decimals of its currency as Intl knows them', () => {
    expect(currencyDecimals('EUR')).toBe(
      new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).resolvedOptions().maximumFractionDigits,
    );
    expect(moneyCell(12.3456, 'EUR')).toBe(12.35);
    expect(moneyCell(1.005, 'EUR')).toBe(1.01);
    expect(moneyCell(-2.675, 'GBP')).toBe(-2.68);
    expect(moneyCell(1234.5, 'JPY')).toBe(1235);
    expect(moneyCell(1.23456, 'BHD')).toBe(1.235);
    expect(moneyCell(0.0000001, 'EUR')).toBe(0);
    expect(moneyCell(null, 'EUR')).toBeNull();
    // Not money: left as computed.
    expect(moneyCell(92.08333, null)).toBe(92.08333);
  });

  it('rounds each table column by its own currency and leaves percentages alone', () => {
    const column = (
      key: string,
      name: string,
      format: 'text' | 'currency' | 'percent',
      currency: string | null,
      columnGroupId: number | null = null,
    ) => ({
      key,
      id: key.length,
      sequenceNumber: 1,
      name,
      dataType: format === 'text' ? 's' : 'n',
      format,
      currency,
      thresholds: [],
      tooltip: null,
      columnGroupId,
      sortable: true,
    });
    const answer = {
      visualizationType: 'DATA_TABLE',
      rawOutput: {
        columns: [
          column('item', 'Product', 'text', null),
          column('f1', 'Product', 'text', null),
          column('f2', 'Price', 'currency', 'JPY'),
          column('f3', 'Price', 'currency', 'EUR', 1),
          column('f4', 'Availability', 'percent', null),
        ],
        columnGroups: [{ id: 1, sequenceNumber: 1, name: 'Pricing', color: null, icon: null, linkedDashboardId: null }],
        rows: [
          {
            key: 'product:1',
            productDummyId: 1,
            values: { item: 'Oat Milk 1 l', f1: '=cmd', f2: 198.6, f3: 1.98765, f4: 91.17647 },
          },
        ],
        totalRows: 1,
        page: 1,
        itemsPerPage: 50,
        sortBy: null,
        sortDesc: false,
      },
      settingsUsed: { dateFrom: '2026-10-24', dateTo: '2026-11-22' },
    } as unknown as WidgetDataAnswer;
    const table = exportTable(answer);
    expect(table.rows).toEqual([['Oat Milk 1 l', '=cmd', 199, 1.99, 91.17647]]);
    // The repeated 'Price' is told apart by its column group, the repeated 'Product' by a number.
    expect(table.header).toEqual(['Product', 'Product (2)', 'Price', 'Price (Pricing)', 'Availability']);
  });
});

describe('distinct headers', () => {
  it('numbers repeats that have no qualifier, and never makes a new clash', () => {
    expect(distinctHeaders(['Product', 'Product', 'Product (2)', 'Price'])).toEqual([
      'Product',
      'Product (2)',
      'Product (2) (2)',
      'Price',
    ]);
    expect(distinctHeaders(['Selling price', 'Selling price'], [null, null])).toEqual([
      'Selling price',
      'Selling price (2)',
    ]);
  });

  it('qualifies the two axes of a scatter plot of one metric', () => {
    const answer = {
      visualizationType: 'SCATTER',
      rawOutput: {
        series: [
          { seriesKey: 'all', label: 'all', points: [{ key: 'brand:1', label: 'Acme', x: 3.14159, y: 2.71828 }] },
        ],
      },
      settingsUsed: {
        dateFrom: '2026-10-24',
        dateTo: '2026-11-22',
        xAxis: { metricName: 'Selling price', valueFormat: { type: 'currency', currencyCode: 'EUR' } },
        yAxis: { metricName: 'Selling price', valueFormat: { type: 'currency', currencyCode: 'EUR' } },
      },
    } as WidgetDataAnswer;
    expect(exportTable(answer)).toMatchObject({
      header: ['Item', 'Selling price (x)', 'Selling price (y)'],
      rows: [['Acme', 3.14, 2.72]],
    });
  });
});

describe('distinct headers with qualifiers', () => {
  it('uses a qualifier only where it tells the namesakes apart', () => {
    expect(distinctHeaders(['Price', 'Price', 'Price'], ['Pricing', 'Pricing', 'Promotions'])).toEqual([
      'Price',
      'Price (2)',
      'Price (Promotions)',
    ]);
  });
});

describe('the rows line of an export stamp', () => {
  it('gives first and last row with an en dash, the total, and where a file stopped at its limit', () => {
    expect(rowRangeText({ first: 1, last: 50, total: 400 })).toBe('1–50 of 400');
    expect(rowRangeText({ first: 1, last: 1_000_000, total: 1_234_567, limitReached: true })).toBe(
      '1–1,000,000 of 1,234,567 (limit reached)',
    );
    expect(rowRangeText({ first: 51, last: 50, total: 50 })).toBe('None of 50');
  });
});

describe('the widget export of a performance overview', () => {
  const answerOf = (format: 'percent' | 'currency') =>
    ({
      visualizationType: 'PERFORMANCE_OVERVIEW',
      rawOutput: {
        dimension: { id: 1, name: 'Retailer' },
        subDimension: null,
        metric: { id: 2, name: 'Availability', format, currency: format === 'currency' ? 'EUR' : null },
        items: [{ key: 'retailer:1', label: 'Shop A', value: 80, compareValue: 75, trend: 5, subRows: [] }],
      },
      settingsUsed: { dateFrom: '2026-10-24', dateTo: '2026-11-22' },
    }) as unknown as WidgetDataAnswer;

  it('heads a percent metric’s trend "Trend (pp)" and writes it in points, another’s as a percent change', () => {
    const percent = exportTable(answerOf('percent'));
    expect(percent.header[4]).toBe('Trend (pp)');
    expect(percent.formats?.slice(2)).toEqual([{ kind: 'percent' }, { kind: 'percent' }, { kind: 'points' }]);
    const money = exportTable(answerOf('currency'));
    expect(money.header[4]).toBe('Trend %');
    expect(money.formats?.[4]).toEqual({ kind: 'percent' });
  });
});

describe('spreadsheet formats of money', () => {
  it('shows the currency’s sign and its decimals', () => {
    expect(moneyFormat('EUR')).toBe('€#,##0.00');
    expect(moneyFormat('JPY')).toBe('¥#,##0');
    expect(moneyFormat('CHF')).toBe('"CHF"#,##0.00');
    expect(moneyFormat(null)).toBe('#,##0.00');
  });
});
