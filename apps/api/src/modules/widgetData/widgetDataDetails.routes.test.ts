import { type Dashboard, type WidgetDataDetailsAnswer, widgetDataDetailsAnswerSchema } from '@shelfsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketFixture } from '../../analytics/engine/testing/marketFixture';
import { referenceQuery } from '../../analytics/engine/testing/referenceEngine';
import { createMarketTestApp } from '../../test/marketTestApp';
import { apiCaller, type TestApp } from '../../test/testApp';

let t: TestApp;
let fixture: MarketFixture;
let acme = 0;
let brandco = 0;
const admin = 'admin@acme.test';
const analyst = 'analyst@acme.test';

const FEBRUARY = { dateFrom: '2024-02-01', dateTo: '2024-02-29' };
const february = `dateFrom=${FEBRUARY.dateFrom}&dateTo=${FEBRUARY.dateTo}`;

const callAs = apiCaller(() => t.app);
const call = (method: 'GET' | 'POST', path: string, payload?: object, user = admin, customerId = acme) =>
  callAs(user, method, path, payload, customerId);
const details = (widgetId: number, query: string, user = admin, customerId = acme) =>
  call('GET', `widget/${widgetId}/get-widget-data-details?${query}`, undefined, user, customerId);

async function createWidget(body: object) {
  const created = await call('POST', 'widget/create', body);
  expect(created.statusCode, created.body).toBe(201);
  return (created.json() as { id: number }).id;
}

let byRetailer = 0;
let reviewsByBrand = 0;
let kpi = 0;
let table = 0;
let twoRetailers = 0;
let board: Dashboard;

beforeAll(async () => {
  ({ t, fixture, acme, brandco } = await createMarketTestApp([admin, analyst]));
  byRetailer = await createWidget({
    name: 'Stock by retailer',
    visualizationType: 'HORIZONTAL_BAR',
    metricId: 2,
    dimensionId: 1,
    aggregationFunction: 'AVG',
  });
  reviewsByBrand = await createWidget({
    name: 'Reviews by brand',
    visualizationType: 'HORIZONTAL_BAR',
    metricId: 4,
    dimensionId: 2,
    aggregationFunction: 'SUM',
  });
  kpi = await createWidget({ name: 'Stock', visualizationType: 'KPI', metricId: 2, aggregationFunction: 'AVG' });
  table = await createWidget({
    name: 'Products',
    visualizationType: 'DATA_TABLE',
    dimensionId: 6,
    tableFields: [
      { fieldType: 'METRIC', fieldId: 2, aggregationType: 'AVG' },
      { fieldType: 'METRIC', fieldId: 8, aggregationType: 'MAX' },
    ],
  });
  const filter = await call('POST', 'saved-filter/create', {
    name: 'Two retailers',
    retailers: fixture.retailers.slice(0, 2).map((retailer) => retailer.id),
  });
  twoRetailers = (filter.json() as { id: number }).id;
  const created = await call('POST', 'dashboard/create', {
    name: 'Stock',
    groups: [{ name: 'All', widgets: [{ widgetId: kpi, savedFilterOverride: twoRetailers }] }],
  });
  expect(created.statusCode, created.body).toBe(201);
  board = created.json() as Dashboard;
});
afterAll(async () => {
  await t.close();
});

const pairKey = (productId: number, retailerId: number) => `${productId}|${retailerId}`;

describe('GET widget/{id}/get-widget-data-details', () => {
  it('answers the product × retailer rows behind a clicked retailer with the numbers of the plain computation', async () => {
    const retailer = fixture.retailers[1];
    const response = await details(byRetailer, `item=retailer:${retailer?.id}&${february}`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as WidgetDataDetailsAnswer;
    expect(widgetDataDetailsAnswerSchema.parse(answer)).toEqual(answer);
    const expected = referenceQuery(
      fixture,
      'AVAILABILITY',
      'AVG',
      [{ dimension: 'PRODUCT' }, { dimension: 'RETAILER' }],
      FEBRUARY.dateFrom,
      FEBRUARY.dateTo,
      { retailerIds: [retailer?.id ?? 0] },
    );
    const withValues = [...expected.entries()].filter(([, value]) => value !== null);
    expect(answer.totalRows).toBe(withValues.length);
    expect(answer.rows.length).toBe(Math.min(50, withValues.length));
    for (const row of answer.rows) {
      expect(row.retailerId).toBe(retailer?.id);
      expect(row.productName).toMatch(/^Product /);
      expect(row.value).toBeCloseTo(expected.get(pairKey(row.productId, row.retailerId)) ?? NaN, 6);
    }
    const values = answer.rows.map((row) => row.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const products = new Set(withValues.map(([key]) => key.split('|')[0]));
    expect(answer).toMatchObject({
      item: { key: `retailer:${retailer?.id}` },
      metric: { id: 2, name: 'Availability', format: 'percent' },
      productCount: products.size,
      reviewCount: null,
      title: `${products.size} products`,
      settingsUsed: FEBRUARY,
    });
    expect(answer.item?.label).not.toBe(String(retailer?.id));
  });

  it('titles review details “N products with Y out of X reviews”', async () => {
    const brandId = fixture.products.find((product) => product.brandId !== null)?.brandId ?? 0;
    const response = await details(reviewsByBrand, `item=brand:${brandId}&${february}`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as WidgetDataDetailsAnswer;
    const brandProducts = fixture.products
      .filter((product) => product.brandId === brandId)
      .map((product) => product.id);
    const total = (filter = {}) =>
      referenceQuery(fixture, 'REVIEW_COUNT', 'SUM', [], FEBRUARY.dateFrom, FEBRUARY.dateTo, filter).get('') ?? null;
    const ofBrand = total({ productIds: brandProducts });
    const all = total();
    expect(answer.reviewCount).toBeCloseTo(ofBrand ?? NaN, 6);
    expect(answer.totalReviewCount).toBeCloseTo(all ?? NaN, 6);
    expect(answer.reviewCount).toBeLessThan(answer.totalReviewCount ?? 0);
    expect(answer.rows.every((row) => brandProducts.includes(row.productId))).toBe(true);
    expect(answer.title).toBe(
      `${answer.productCount} products with ${answer.reviewCount} out of ${answer.totalReviewCount} reviews`,
    );
  });

  it('pages the rows, details a whole KPI without an item, and says when no product is found', async () => {
    const all = (await details(kpi, february)).json() as WidgetDataDetailsAnswer;
    expect(all.item).toBeNull();
    expect(all.productCount).toBe(fixture.products.length);
    const second = (await details(kpi, `${february}&itemsPerPage=3&page=2`)).json() as WidgetDataDetailsAnswer;
    const first = (await details(kpi, `${february}&itemsPerPage=6&page=1`)).json() as WidgetDataDetailsAnswer;
    expect(second.rows).toEqual(first.rows.slice(3, 6));
    expect(second).toMatchObject({ page: 2, itemsPerPage: 3, totalRows: all.totalRows });
    const [one, two] = fixture.retailers;
    const none = await details(byRetailer, `item=retailer:${one?.id}&filterRetailerIds=${two?.id}&${february}`);
    expect(none.json()).toMatchObject({ rows: [], totalRows: 0, productCount: 0, title: 'No products found.' });
  });

  it('reads the clicked column of a table, and applies a placed widget’s overrides', async () => {
    const price = (await details(table, `metricId=8&${february}`)).json() as WidgetDataDetailsAnswer;
    expect(price.metric.id).toBe(8);
    expect(price.aggregationFunction).toBe('MAX');
    expect(price.rows.every((row) => row.currency !== null)).toBe(true);
    const retailers = fixture.retailers.slice(0, 2).map((retailer) => retailer.id);
    const placed = board.groups[0]?.widgets[0]?.id ?? 0;
    const overridden = await details(kpi, `dashboardWidgetId=${placed}&${february}`);
    expect(overridden.statusCode, overridden.body).toBe(200);
    const answer = overridden.json() as WidgetDataDetailsAnswer;
    expect(answer.rows.length).toBeGreaterThan(0);
    expect(answer.rows.every((row) => retailers.includes(row.retailerId))).toBe(true);
  });

  it('names the field of bad input, never 500', async () => {
    const badItem = await details(byRetailer, `item=shelf:3&${february}`);
    expect(badItem.statusCode).toBe(400);
    expect(JSON.stringify(badItem.json())).toContain('item');
    // An id past PostgreSQL's integer: refused naming the item, not failing in SQL.
    for (const id of ['2147483648', '9999999999']) {
      const hugeId = await details(byRetailer, `item=retailer:${id}&${february}`);
      expect(hugeId.json()).toMatchObject({ statusCode: 400, fields: { item: expect.any(String) } });
    }
    const badPage = await details(byRetailer, `page=0&${february}`);
    expect(badPage.statusCode).toBe(400);
    expect(JSON.stringify(badPage.json())).toContain('page');
    const badList = await details(byRetailer, `filterRetailerIds=1,x&${february}`);
    expect(badList.statusCode).toBe(400);
    expect(JSON.stringify(badList.json())).toContain('filterRetailerIds');
    const twoMetrics = await details(table, february);
    expect(twoMetrics.json()).toMatchObject({ statusCode: 400, fields: { metricId: expect.any(String) } });
    const otherWidget = await details(byRetailer, `dashboardWidgetId=${board.groups[0]?.widgets[0]?.id}`);
    expect(otherWidget.json()).toMatchObject({ statusCode: 400, fields: { widgetId: expect.any(String) } });
    expect((await details(999_999, february)).statusCode).toBe(404);
  });

  it('refuses another tenant and a widget not shared with the caller', async () => {
    expect((await details(byRetailer, february, analyst, brandco)).statusCode).toBe(403);
    expect((await details(byRetailer, february, analyst)).statusCode).toBe(404);
  });
});
