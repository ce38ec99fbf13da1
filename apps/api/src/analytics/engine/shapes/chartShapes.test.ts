import { metricByCode, type MetricDefinition, widgetQueryDefinitionSchema } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { type EngineContext, queryMetric } from '../engineContext';
import { openScope } from '../queryTypes';
import { loadMarketFixture } from '../testing/marketFixture';
import { lineAnswer, scatterAnswer } from './chartShapes';

let t: TestApp;
let context: EngineContext;
const price = metricByCode('PRICE_SELL') as MetricDefinition;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  const ids = await t.app.db.execute<{ id: number; name: string }>(sql`select id, name from customers order by id`);
  const acme = ids.rows.find((row) => row.name.startsWith('Acme'))?.id ?? 0;
  await loadMarketFixture(t.app.db, t.app.analytics.connection, acme);
  context = { db: t.app.db, connection: t.app.analytics.connection, customerId: acme, scope: openScope(), period: { dateFrom: '2024-01-24', dateTo: '2024-03-05', compare: null }, tagCategory: null };
});
afterAll(async () => {
  await t.close();
});

describe('items of chart answers', () => {
  it('gives an item priced in several currencies one entry per currency, and others one entry', async () => {
    const rows = await queryMetric(context, price, 'AVG', [{ dimension: 'PRODUCT' }]);
    const currencies = new Map<number, string[]>();
    for (const row of rows) currencies.set(Number(row.keys[0]), [...(currencies.get(Number(row.keys[0])) ?? []), row.currency ?? '']);
    // The fixture sells products in Germany and the United Kingdom: both cases must be present.
    expect([...currencies.values()].some((list) => list.length > 1)).toBe(true);

    const answer = await scatterAnswer(context, widgetQueryDefinitionSchema.parse({ visualizationType: 'SCATTER', metricId: price.id, dimensionId: 6, tableFields: [{ fieldType: 'METRIC', fieldId: 2 }] }));
    const points = answer.rawOutput.series[0]?.points ?? [];
    const expected = [...currencies].flatMap(([id, list]) => (list.length > 1 ? list.map((currency) => `product:${id}|currency:${currency}`) : [`product:${id}`]));
    expect(points.map((point) => point.key).sort()).toEqual(expected.sort());
    const several = points.find((point) => point.key.includes('|currency:'));
    expect(several?.label).toMatch(/^Product \d+ \((EUR|GBP)\)$/);
  });

  it('names the single line of a money metric in several currencies by its currency', async () => {
    const answer = await lineAnswer(context, widgetQueryDefinitionSchema.parse({ visualizationType: 'LINE', metricId: price.id, dateAggregationLevel: 'MONTHNUM' }));
    expect(answer.rawOutput.chartData.map((series) => [series.seriesKey, series.label]).sort()).toEqual([
      ['currency:EUR', `${price.name} (EUR)`],
      ['currency:GBP', `${price.name} (GBP)`],
    ]);
  });
});
