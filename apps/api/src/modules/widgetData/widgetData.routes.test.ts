import {
  precedingPeriod,
  type WidgetDataAnswer,
  widgetDataAnswerSchema,
  type WidgetQueryDefinitionInput,
} from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketFixture } from '../../analytics/engine/testing/marketFixture';
import { referenceQuery } from '../../analytics/engine/testing/referenceEngine';
import { createMarketTestApp } from '../../test/marketTestApp';
import { apiCaller, type TestApp } from '../../test/testApp';
import { readStampedCsv, stampValue } from '../../test/stampedFiles';
import { parse as parseDisposition } from 'content-disposition';

let t: TestApp;
let fixture: MarketFixture;
let acme = 0;
let brandco = 0;
const analyst = 'analyst@acme.test';
const readOnly = 'readonly@acme.test';

beforeAll(async () => {
  ({ t, fixture, acme, brandco } = await createMarketTestApp([analyst, readOnly]));
});
afterAll(async () => {
  await t.close();
});

const FEBRUARY = { dateFrom: '2024-02-01', dateTo: '2024-02-29' };
const kpi: WidgetQueryDefinitionInput = { visualizationType: 'KPI', metricId: 2, aggregationFunction: 'AVG' };

const call = apiCaller(() => t.app);
function getData(body: Record<string, unknown>, options: { user?: string; customerId?: number; bare?: boolean } = {}) {
  const url = options.bare ? '/api/widget/get-data' : `/api/customer/${options.customerId ?? acme}/widget/get-data`;
  return call(options.user ?? analyst, 'POST', url, body);
}

describe('POST widget/get-data', () => {
  it('answers a KPI with the value of the plain computation, on both paths', async () => {
    const expected = referenceQuery(fixture, 'AVAILABILITY', 'AVG', [], FEBRUARY.dateFrom, FEBRUARY.dateTo).get('');
    const scoped = await getData({ definition: kpi, ...FEBRUARY });
    expect(scoped.statusCode).toBe(200);
    const answer = scoped.json() as Extract<WidgetDataAnswer, { visualizationType: 'KPI' }>;
    expect(answer.rawOutput.value).toBeCloseTo(expected ?? NaN, 6);
    expect(answer.settingsUsed).toMatchObject({
      metricName: 'Availability',
      valueFormat: { type: 'percent' },
      ...FEBRUARY,
      compareDateFrom: null,
    });
    // The engine's time is told in a Server-Timing header, with the resolution's steps.
    expect(scoped.headers['server-timing']).toMatch(/^engine;dur=\d+\.\d, input;dur=\d+\.\d, prepare;dur=\d+\.\d$/);
    const bare = await getData({ customerId: acme, definition: kpi, ...FEBRUARY }, { bare: true });
    expect(bare.json()).toEqual(answer);
    expect(bare.headers['server-timing']).toMatch(/^engine;dur=/);
    const secondary = await call(analyst, 'POST', '/api/widget/get-data/1', {
      customerId: acme,
      definition: kpi,
      ...FEBRUARY,
    });
    expect(secondary.json()).toEqual(answer);
  });

  it('compares with the preceding period and clamps the compare range to the retention window', async () => {
    const response = await getData({
      definition: { ...kpi, visualizationType: 'HORIZONTAL_BAR', dimensionId: 1 },
      ...FEBRUARY,
      comparePreset: 'pp',
    });
    const answer = response.json() as Extract<WidgetDataAnswer, { visualizationType: 'HORIZONTAL_BAR' }>;
    const compare = precedingPeriod(FEBRUARY);
    expect(answer.settingsUsed).toMatchObject({
      compareDateFrom: compare.compareFrom,
      compareDateTo: compare.compareTo,
    });
    const expected = referenceQuery(
      fixture,
      'AVAILABILITY',
      'AVG',
      [{ dimension: 'RETAILER' }],
      compare.compareFrom,
      compare.compareTo,
    );
    for (const bar of answer.rawOutput.bars)
      expect(bar.compareValue).toBeCloseTo(expected.get(bar.key.replace('retailer:', '')) ?? NaN, 6);
    const values = answer.rawOutput.bars.map((bar) => bar.value ?? 0);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('draws a line per retailer by month, a paged data table and a matrix', async () => {
    const line = await getData({
      definition: { ...kpi, visualizationType: 'LINE', dimensionId: 1, dateAggregationLevel: 'MONTHNUM' },
      dateFrom: '2024-01-24',
      dateTo: '2024-03-05',
    });
    const chart = line.json() as Extract<WidgetDataAnswer, { visualizationType: 'LINE' }>;
    expect(chart.rawOutput.chartData).toHaveLength(3);
    expect(chart.rawOutput.chartData[0]?.points.map((point) => point.date)).toEqual([
      '2024-01-01',
      '2024-02-01',
      '2024-03-01',
    ]);
    const table = await getData({
      definition: {
        visualizationType: 'DATA_TABLE',
        dimensionId: 6,
        tableFields: [
          { fieldType: 'ATTRIBUTE', fieldId: 2 },
          { fieldType: 'METRIC', fieldId: 8, aggregationType: 'MIN' },
        ],
      },
      ...FEBRUARY,
      itemsPerPage: 4,
      page: 2,
      sortBy: 'f2',
      sortDesc: 0,
    });
    const rows = (table.json() as Extract<WidgetDataAnswer, { visualizationType: 'DATA_TABLE' }>).rawOutput;
    expect(rows).toMatchObject({ totalRows: 6, page: 2, itemsPerPage: 4, sortBy: 'f2', sortDesc: false });
    expect(rows.rows).toHaveLength(2);
    // Sorted by price: the shown rows carry their names and brands, in price order.
    expect(rows.rows.every((row) => String(row.values.item).startsWith('Product '))).toBe(true);
    expect(rows.rows.some((row) => String(row.values.f1).startsWith('Brand '))).toBe(true);
    const prices = rows.rows.map((row) => row.values.f2 as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // Product rows carry their signed thumbnail address.
    for (const row of rows.rows) {
      expect(row.imageUrl).toMatch(new RegExp(`^/api/product-images/${acme}/${row.productDummyId}\\?.*size=thumb`));
    }
    const byName = await getData({
      definition: {
        visualizationType: 'DATA_TABLE',
        dimensionId: 6,
        tableFields: [{ fieldType: 'ATTRIBUTE', fieldId: 1 }],
      },
      ...FEBRUARY,
      sortBy: 'item',
      sortDesc: 1,
    });
    const names = (byName.json() as Extract<WidgetDataAnswer, { visualizationType: 'DATA_TABLE' }>).rawOutput.rows.map(
      (row) => String(row.values.item),
    );
    expect(names).toEqual(['Product 6', 'Product 5', 'Product 4', 'Product 3', 'Product 2', 'Product 1']);
    // A condition on a metric column filters the rows before they are sorted and counted.
    const pricesOnly = await getData({
      definition: {
        visualizationType: 'DATA_TABLE',
        dimensionId: 6,
        tableFields: [{ fieldType: 'METRIC', fieldId: 8, aggregationType: 'MIN' }],
      },
      ...FEBRUARY,
    });
    const allPrices = (
      pricesOnly.json() as Extract<WidgetDataAnswer, { visualizationType: 'DATA_TABLE' }>
    ).rawOutput.rows.map((row) => row.values.f1);
    const threshold =
      allPrices.filter((value): value is number => typeof value === 'number').sort((a, b) => a - b)[2] ?? 0;
    const filtered = await getData({
      definition: {
        visualizationType: 'DATA_TABLE',
        dimensionId: 6,
        tableFields: [
          { fieldType: 'ATTRIBUTE', fieldId: 2 },
          {
            fieldType: 'METRIC',
            fieldId: 8,
            aggregationType: 'MIN',
            conditionOperator: '>=',
            conditionValue: String(threshold),
          },
        ],
      },
      ...FEBRUARY,
      sortBy: 'item',
      sortDesc: 0,
    });
    const kept = (filtered.json() as Extract<WidgetDataAnswer, { visualizationType: 'DATA_TABLE' }>).rawOutput;
    expect(kept.totalRows).toBeGreaterThan(0);
    expect(kept.totalRows).toBeLessThan(6);
    expect(kept.rows.every((row) => (row.values.f2 as number) >= threshold)).toBe(true);
    expect(kept.rows.map((row) => String(row.values.item))).toEqual(
      kept.rows.map((row) => String(row.values.item)).sort(),
    );
    const matrix = await getData({
      definition: { ...kpi, visualizationType: 'MATRIX_TABLE', dimensionId: 1, verticalDimensionId: 2 },
      ...FEBRUARY,
    });
    expect(matrix.statusCode).toBe(200);
  });

  it('reads the columns it neither sorts nor filters by for the shown page only, with the numbers of the plain computation', async () => {
    const response = await getData({
      definition: {
        visualizationType: 'DATA_TABLE',
        dimensionId: 6,
        tableFields: [
          { fieldType: 'METRIC', fieldId: 2 },
          { fieldType: 'METRIC', fieldId: 3 },
          { fieldType: 'METRIC', fieldId: 8, aggregationType: 'MAX' },
        ],
        customSettings: { overallRow: true },
      },
      ...FEBRUARY,
      itemsPerPage: 4,
      page: 2,
    });
    const table = (response.json() as Extract<WidgetDataAnswer, { visualizationType: 'DATA_TABLE' }>).rawOutput;
    expect(table).toMatchObject({ totalRows: 6, sortBy: 'f1', sortDesc: true });
    expect(table.rows).toHaveLength(2);
    const expected = (metric: 'AVAILABILITY' | 'DAYS_OUT_OF_STOCK' | 'PRICE_SELL', aggregation: 'AVG' | 'MAX') =>
      referenceQuery(fixture, metric, aggregation, [{ dimension: 'PRODUCT' }], FEBRUARY.dateFrom, FEBRUARY.dateTo);
    const availability = expected('AVAILABILITY', 'AVG');
    const outOfStock = expected('DAYS_OUT_OF_STOCK', 'AVG');
    const price = expected('PRICE_SELL', 'MAX');
    const currency = table.columns.find((column) => column.key === 'f3')?.currency;
    expect(currency).toBeTruthy();
    for (const row of table.rows) {
      expect(row.values.f1).toBeCloseTo(availability.get(String(row.productDummyId)) ?? NaN, 6);
      expect(row.values.f2).toBeCloseTo(outOfStock.get(String(row.productDummyId)) ?? NaN, 6);
      expect(row.values.f3).toBeCloseTo(price.get(`${row.productDummyId}|${currency}`) ?? NaN, 6);
    }
    // Sorted by the second column instead, every row is read in full: the same numbers for the same products.
    const bySecond = await getData({
      definition: {
        visualizationType: 'DATA_TABLE',
        dimensionId: 6,
        tableFields: [
          { fieldType: 'METRIC', fieldId: 2 },
          { fieldType: 'METRIC', fieldId: 3 },
          { fieldType: 'METRIC', fieldId: 8, aggregationType: 'MAX' },
        ],
      },
      ...FEBRUARY,
      itemsPerPage: 10,
      sortBy: 'f2',
      sortDesc: 1,
    });
    const all = (bySecond.json() as Extract<WidgetDataAnswer, { visualizationType: 'DATA_TABLE' }>).rawOutput.rows;
    for (const row of table.rows)
      expect(all.find((candidate) => candidate.key === row.key)?.values).toEqual(row.values);
    expect(table.columns.find((column) => column.key === 'f3')?.currency).toBe(currency);
  });

  it('tells the chart the highest value a rating can take, and none for an open-ended number', async () => {
    const rating = await getData({
      definition: { visualizationType: 'HORIZONTAL_BAR', metricId: 5, dimensionId: 2, aggregationFunction: 'AVG' },
      ...FEBRUARY,
    });
    expect(
      (rating.json() as Extract<WidgetDataAnswer, { visualizationType: 'HORIZONTAL_BAR' }>).settingsUsed.valueFormat,
    ).toEqual({ type: 'number', max: 5 });
    const images = await getData({
      definition: { visualizationType: 'HORIZONTAL_BAR', metricId: 6, dimensionId: 2, aggregationFunction: 'AVG' },
      ...FEBRUARY,
    });
    expect(
      (images.json() as Extract<WidgetDataAnswer, { visualizationType: 'HORIZONTAL_BAR' }>).settingsUsed.valueFormat,
    ).toEqual({ type: 'number' });
  });

  it('compares the price index with the reference the widget names', async () => {
    const retailerId = fixture.retailers[1]?.id ?? 0;
    for (const reference of [{ kind: 'LOWEST_COMPETITOR' }, { kind: 'RETAILER', retailerId }] as const) {
      const customSettings =
        reference.kind === 'RETAILER'
          ? { priceIndexReference: 'RETAILER', priceIndexRetailerId: retailerId }
          : { priceIndexReference: reference.kind };
      const response = await getData({
        definition: {
          visualizationType: 'HORIZONTAL_BAR',
          metricId: 18,
          dimensionId: 2,
          aggregationFunction: 'AVG',
          customSettings,
        },
        ...FEBRUARY,
      });
      expect(response.statusCode).toBe(200);
      const bars = (response.json() as Extract<WidgetDataAnswer, { visualizationType: 'HORIZONTAL_BAR' }>).rawOutput
        .bars;
      const expected = referenceQuery(
        fixture,
        'PRICE_INDEX',
        'AVG',
        [{ dimension: 'BRAND' }],
        FEBRUARY.dateFrom,
        FEBRUARY.dateTo,
        {},
        reference,
      );
      expect(bars.length).toBeGreaterThan(1);
      for (const bar of bars)
        expect(bar.value, `${reference.kind} ${bar.key}`).toBeCloseTo(
          expected.get(bar.key.replace('brand:', '')) ?? NaN,
          6,
        );
    }
  });

  it('shows the product name attribute of a product table as its item column, and tells repeated metric columns apart', async () => {
    const response = await getData({
      definition: {
        visualizationType: 'DATA_TABLE',
        dimensionId: 6,
        tableFields: [
          { fieldType: 'ATTRIBUTE', fieldId: 1, fieldName: 'Product name', sorted: 'asc' },
          { fieldType: 'METRIC', fieldId: 8, aggregationType: 'MIN' },
          { fieldType: 'METRIC', fieldId: 8, aggregationType: 'MAX' },
          { fieldType: 'METRIC', fieldId: 2, fieldName: 'Stock' },
          { fieldType: 'METRIC', fieldId: 2, fieldName: 'Stock' },
        ],
      },
      ...FEBRUARY,
    });
    const table = (response.json() as Extract<WidgetDataAnswer, { visualizationType: 'DATA_TABLE' }>).rawOutput;
    expect(table.columns.map((column) => [column.key, column.name])).toEqual([
      ['item', 'Product name'],
      ['f2', 'Selling price'],
      ['f3', 'Selling price (MAX)'],
      ['f4', 'Stock'],
      ['f5', 'Stock (2)'],
    ]);
    // Sorted by the name field: by the item column.
    expect(table.sortBy).toBe('item');
    expect(table.rows.map((row) => String(row.values.item))).toEqual([
      'Product 1',
      'Product 2',
      'Product 3',
      'Product 4',
      'Product 5',
      'Product 6',
    ]);
  });

  it('shows the best products first with the retailers listing them', async () => {
    const response = await getData({
      definition: { ...kpi, visualizationType: 'PRODUCT_OVERVIEW' },
      ...FEBRUARY,
      itemsPerPage: 3,
    });
    const { products, totalProducts } = (
      response.json() as Extract<WidgetDataAnswer, { visualizationType: 'PRODUCT_OVERVIEW' }>
    ).rawOutput;
    expect(totalProducts).toBe(6);
    const expected = referenceQuery(
      fixture,
      'AVAILABILITY',
      'AVG',
      [{ dimension: 'PRODUCT' }],
      FEBRUARY.dateFrom,
      FEBRUARY.dateTo,
    );
    const best = [...expected.entries()]
      .sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0))
      .slice(0, 3)
      .map(([id]) => Number(id));
    expect(products.map((product) => product.productDummyId)).toEqual(best);
    for (const product of products) {
      const listedAt = new Set(
        fixture.daily
          .filter(
            (row) =>
              row.product_id === product.productDummyId &&
              row.listed &&
              row.day >= FEBRUARY.dateFrom &&
              row.day <= FEBRUARY.dateTo,
          )
          .map((row) => row.retailer_id),
      );
      expect(product.retailerCount).toBe(listedAt.size);
      // Its image: a signed thumbnail address that <img> loads without a session.
      expect(product.imageUrls).toHaveLength(1);
      const url = new URL(product.imageUrls[0]!, 'http://app.test');
      expect(url.pathname).toBe(`/api/product-images/${acme}/${product.productDummyId}`);
      expect(url.searchParams.get('size')).toBe('thumb');
      const image = await t.app.inject({ method: 'GET', url: product.imageUrls[0]! });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    }
    // The key figures of the shown products (read for them alone) match the plain computation.
    const price = referenceQuery(
      fixture,
      'PRICE_SELL',
      'AVG',
      [{ dimension: 'PRODUCT' }],
      FEBRUARY.dateFrom,
      FEBRUARY.dateTo,
    );
    const rating = referenceQuery(
      fixture,
      'REVIEW_SCORE',
      'AVG',
      [{ dimension: 'PRODUCT' }],
      FEBRUARY.dateFrom,
      FEBRUARY.dateTo,
    );
    for (const product of products) {
      const figure = (key: string) => product.metrics.find((metric) => metric.key === key);
      expect(figure('AVAILABILITY')?.value).toBeCloseTo(expected.get(String(product.productDummyId)) ?? NaN, 6);
      expect(figure('PRICE_SELL')?.value).toBeCloseTo(
        price.get(`${product.productDummyId}|${figure('PRICE_SELL')?.currency}`) ?? NaN,
        6,
      );
      expect(figure('REVIEW_SCORE')?.value).toBeCloseTo(rating.get(String(product.productDummyId)) ?? NaN, 6);
    }
  });

  it('lists products below a bound least first: "not always in stock" starts with the least available', async () => {
    const availability = referenceQuery(
      fixture,
      'AVAILABILITY',
      'AVG',
      [{ dimension: 'PRODUCT' }],
      FEBRUARY.dateFrom,
      FEBRUARY.dateTo,
    );
    const values = [...availability.values()].filter((value): value is number => value !== null);
    // Every product but the most available one keeps to the condition.
    const bound = Math.max(...values);
    const overview = async (operator: '<' | '>=', value: number) => {
      const response = await getData({
        definition: { ...kpi, visualizationType: 'PRODUCT_OVERVIEW', displayCondition: { operator, value } },
        ...FEBRUARY,
        itemsPerPage: 3,
      });
      expect(response.statusCode).toBe(200);
      const answer = response.json() as Extract<WidgetDataAnswer, { visualizationType: 'PRODUCT_OVERVIEW' }>;
      return answer.rawOutput.products.map((product) => product.productDummyId);
    };
    const below = [...availability.entries()]
      .filter(([, value]) => value !== null && value < bound)
      .sort((a, b) => (a[1] ?? 0) - (b[1] ?? 0))
      .slice(0, 3)
      .map(([id]) => Number(id));
    expect(below.length).toBe(3);
    expect(await overview('<', bound)).toEqual(below);
    // A condition keeping values above a bound lists the highest first.
    const least = Math.min(...values);
    const above = [...availability.entries()]
      .filter(([, value]) => value !== null && value >= least)
      .sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0))
      .slice(0, 3)
      .map(([id]) => Number(id));
    expect(await overview('>=', least)).toEqual(above);
  });

  it('reads a saved widget by widgetId, and lets read-only users draw it', async () => {
    const created = await call(analyst, 'POST', `/api/customer/${acme}/widget/create`, {
      name: 'Availability',
      visualizationType: 'KPI',
      metricId: 2,
      aggregationFunction: 'AVG',
    });
    expect(created.statusCode).toBe(201);
    const widgetId = (created.json() as { id: number }).id;
    const answer = await getData({ widgetId, ...FEBRUARY });
    expect(answer.json()).toEqual((await getData({ definition: kpi, ...FEBRUARY })).json());
    const download = await call(analyst, 'POST', `/api/customer/${acme}/widget/${widgetId}/download/csv`, FEBRUARY);
    expect(download.headers['content-type']).toContain('text/csv');
    expect(parseDisposition(String(download.headers['content-disposition'])).parameters.filename).toBe(
      'Availability.csv',
    );
    // After the stamp (its lines, then a blank line) comes the table.
    const { stamp, table } = readStampedCsv(download.rawPayload);
    expect(stampValue(stamp, 'Widget')).toBe('Availability');
    expect(table.split('\n')[0]).toBe('Metric,Value,Compare value');
    expect(table).toContain('Availability,');
    const ro = await getData({ definition: kpi, ...FEBRUARY }, { user: readOnly });
    expect(ro.statusCode).toBe(200);
  });

  it('answers the product chart details per retailer, daily with MIN', async () => {
    const product = fixture.products[0]?.id ?? 0;
    const response = await call(
      analyst,
      'GET',
      `/api/customer/${acme}/chart/get-details?metric=PRICE_SELL&dimension=RETAILER&productId=${product}&dateFrom=2024-02-27&dateTo=2024-03-01`,
    );
    expect(response.statusCode).toBe(200);
    const { rawOutput, settingsUsed } = response.json() as {
      rawOutput: { chartData: { seriesKey: string; points: { date: string; value: number | null }[] }[] };
      settingsUsed: { dateGrouping: string; aggregationFunction: string };
    };
    expect(settingsUsed).toMatchObject({ dateGrouping: 'DAY', aggregationFunction: 'MIN' });
    expect(rawOutput.chartData.map((series) => series.seriesKey).sort()).toEqual(
      fixture.retailers.map((retailer) => `retailer:${retailer.id}`).sort(),
    );
    for (const series of rawOutput.chartData) {
      expect(series.points.map((point) => point.date)).toEqual([
        '2024-02-27',
        '2024-02-28',
        '2024-02-29',
        '2024-03-01',
      ]);
      for (const point of series.points) {
        const fact = fixture.daily.find(
          (row) =>
            row.product_id === product && row.day === point.date && `retailer:${row.retailer_id}` === series.seriesKey,
        );
        expect(point.value).toBe(fact?.selling_price ?? null);
      }
    }
  });
});

describe('GET chart/get-details dates and products', () => {
  const details = (query: string, options: { user?: string; customerId?: number } = {}) =>
    call(options.user ?? analyst, 'GET', `/api/customer/${options.customerId ?? acme}/chart/get-details?${query}`);
  type Details = {
    rawOutput: { chartData: { seriesKey: string; points: { date: string; value: number | null }[] }[] };
    settingsUsed: { dateFrom: string; dateTo: string };
  };

  it('draws the days given in dates, as a pair or the parameter twice', async () => {
    const product = fixture.products[0]?.id ?? 0;
    for (const dates of ['dates=2024-02-10,2024-02-12', 'dates=2024-02-10&dates=2024-02-12']) {
      const response = await details(`metric=PRICE_SELL&productId=${product}&${dates}`);
      expect(response.statusCode).toBe(200);
      const answer = response.json() as Details;
      expect(answer.settingsUsed).toMatchObject({ dateFrom: '2024-02-10', dateTo: '2024-02-12' });
      // Days without a price leave no point (money is read only where a currency was seen).
      const drawnDays = new Set(
        answer.rawOutput.chartData.flatMap((series) => series.points.map((point) => point.date)),
      );
      expect([...drawnDays].sort()).toEqual(['2024-02-10', '2024-02-11', '2024-02-12']);
      for (const series of answer.rawOutput.chartData) {
        for (const point of series.points) {
          const fact = fixture.daily.find(
            (row) =>
              row.product_id === product &&
              row.day === point.date &&
              `retailer:${row.retailer_id}` === series.seriesKey,
          );
          expect(point.value).toBe(fact?.selling_price);
        }
      }
    }
  });

  it('draws every product in view when no productId is given', async () => {
    const response = await details('metric=PRICE_SELL&aggregationType=MAX&dates=2024-02-10,2024-02-10');
    expect(response.statusCode).toBe(200);
    const answer = response.json() as Details;
    expect(answer.rawOutput.chartData.length).toBeGreaterThan(0);
    for (const series of answer.rawOutput.chartData) {
      const prices = fixture.daily
        .filter(
          (row) =>
            row.day === '2024-02-10' &&
            `retailer:${row.retailer_id}` === series.seriesKey &&
            row.selling_price !== null,
        )
        .map((row) => Number(row.selling_price));
      expect(series.points[0]?.value).toBeCloseTo(Math.max(...prices), 6);
    }
  });

  it('names dates when they are not days, and refuses another tenant', async () => {
    const bad = await details('metric=PRICE_SELL&dates=2024-02-31,2024-03-01');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('dates');
    const three = await details('metric=PRICE_SELL&dates=2024-02-01,2024-02-02,2024-02-03');
    expect(three.statusCode).toBe(400);
    expect((await details('metric=PRICE_SELL&dates=2024-02-10,2024-02-12', { customerId: brandco })).statusCode).toBe(
      403,
    );
  });
});

describe('the demo widgets', () => {
  it('answers every saved demo widget type in its shape', async () => {
    const list = await call(analyst, 'GET', `/api/customer/${acme}/widgets`);
    const widgets = list.json() as { id: number; visualizationType: string }[];
    expect(new Set(widgets.map((widget) => widget.visualizationType)).size).toBeGreaterThanOrEqual(9);
    for (const widget of widgets) {
      const response = await getData({ widgetId: widget.id, ...FEBRUARY });
      expect(`${widget.visualizationType} ${response.statusCode}`).toBe(`${widget.visualizationType} 200`);
      const answer = response.json() as WidgetDataAnswer;
      expect(answer.visualizationType).toBe(widget.visualizationType);
      // Written without the schema's encoding: it must already be exactly what the schema allows, no more.
      expect(widgetDataAnswerSchema.parse(answer), widget.visualizationType).toEqual(answer);
    }
  });

  it('draws “Selling price by retailer” as one line per retailer, each in its one currency without a suffix', async () => {
    const list = await call(analyst, 'GET', `/api/customer/${acme}/widgets`);
    const widget = (list.json() as { id: number; name: string }[]).find(
      (candidate) => candidate.name === 'Selling price by retailer',
    );
    expect(widget).toBeDefined();
    const answer = (await getData({ widgetId: widget?.id, ...FEBRUARY })).json() as Extract<
      WidgetDataAnswer,
      { visualizationType: 'LINE' }
    >;
    const priced = new Set(
      fixture.daily
        .filter((row) => row.day >= FEBRUARY.dateFrom && row.day <= FEBRUARY.dateTo && row.selling_price !== null)
        .map((row) => `retailer:${row.retailer_id}`),
    );
    expect(answer.rawOutput.chartData.map((series) => series.seriesKey).sort()).toEqual([...priced].sort());
    for (const series of answer.rawOutput.chartData) expect(series.label).not.toMatch(/\((EUR|GBP)\)/);
  });

  it('heads no two columns of a data table alike', async () => {
    const list = (await call(analyst, 'GET', `/api/customer/${acme}/widgets`)).json() as {
      id: number;
      visualizationType: string;
    }[];
    const tables = list.filter((widget) => widget.visualizationType === 'DATA_TABLE');
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) {
      const headings = (
        (await getData({ widgetId: table.id, ...FEBRUARY })).json() as Extract<
          WidgetDataAnswer,
          { visualizationType: 'DATA_TABLE' }
        >
      ).rawOutput.columns.map((column) => column.name);
      expect(new Set(headings).size, headings.join(', ')).toBe(headings.length);
    }
  });

  it('spreads the brands of the price index scatter instead of one column at 100', async () => {
    const list = (await call(analyst, 'GET', `/api/customer/${acme}/widgets`)).json() as { id: number; name: string }[];
    const scatter = list.find((widget) => widget.name === 'Price index by brand');
    const answer = (await getData({ widgetId: scatter?.id, ...FEBRUARY })).json() as Extract<
      WidgetDataAnswer,
      { visualizationType: 'SCATTER' }
    >;
    const xs = answer.rawOutput.series.flatMap((series) => series.points.map((point) => point.x));
    expect(xs.length).toBeGreaterThan(1);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(1);
  });
});

describe('bad input', () => {
  it('names the field, never 500', async () => {
    const badDate = await getData({ definition: kpi, dateFrom: '2024-02-30', dateTo: '2024-03-01' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().fields).toHaveProperty('dateFrom');
    const unknownMetric = await getData({ definition: { ...kpi, metricId: 999 }, ...FEBRUARY });
    expect(unknownMetric.statusCode).toBe(400);
    expect(unknownMetric.json().fields).toEqual({ metricId: 'Unknown metric.' });
    const nothing = await getData({ ...FEBRUARY });
    expect(nothing.json()).toMatchObject({
      statusCode: 400,
      message: 'No widgetId provided',
      fields: { widgetId: 'No widgetId provided' },
    });
    const wrongSplit = await getData({
      definition: { ...kpi, visualizationType: 'LINE', dimensionId: 8 },
      ...FEBRUARY,
    });
    expect(wrongSplit.json()).toMatchObject({
      statusCode: 400,
      fields: { dimensionId: 'This dimension cannot split this metric.' },
    });
    const bareWithoutCustomer = await getData({ definition: kpi }, { bare: true });
    expect(bareWithoutCustomer.json()).toMatchObject({ statusCode: 400, fields: { customerId: 'Required' } });
    const unknownSaved = await getData({ definition: kpi, savedFilterIds: [5], ...FEBRUARY });
    expect(unknownSaved.json()).toMatchObject({ statusCode: 400, fields: { savedFilterIds: 'Unknown saved filter.' } });
    expect((await getData({ widgetId: 99999, ...FEBRUARY })).statusCode).toBe(404);
    const badReference = await getData({
      definition: { ...kpi, metricId: 18, customSettings: { priceIndexReference: 'CHEAPEST' } },
      ...FEBRUARY,
    });
    expect(badReference.statusCode).toBe(400);
    expect(Object.keys(badReference.json().fields)).toEqual(['definition.customSettings.priceIndexReference']);
  });

  it('refuses a period before the retention limit and cuts one that crosses it', async () => {
    await t.app.db.execute(sql`update customers set data_retention_months = 1 where id = ${acme}`);
    // Retention is written by the seeds only, never by a request: a direct write tells the kept resolutions.
    t.app.widgetResolutions.changed(acme);
    try {
      const before = await getData({ definition: kpi, ...FEBRUARY });
      expect(before.json()).toMatchObject({
        statusCode: 400,
        fields: { dateFrom: expect.stringContaining('retention') },
      });
    } finally {
      await t.app.db.execute(sql`update customers set data_retention_months = 120 where id = ${acme}`);
      t.app.widgetResolutions.changed(acme);
    }
  });
});

describe('another tenant', () => {
  it('answers 403 on both paths and 401 without a token', async () => {
    expect((await getData({ definition: kpi }, { customerId: brandco })).statusCode).toBe(403);
    expect((await getData({ customerId: brandco, definition: kpi }, { bare: true })).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/widget/get-data',
      payload: { customerId: acme, definition: kpi },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
