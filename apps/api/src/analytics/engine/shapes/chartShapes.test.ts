import { metricByCode, type MetricDefinition, widgetQueryDefinitionSchema } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/testApp';
import { type EngineContext, queryMetric } from '../engineContext';
import { openScope } from '../queryTypes';
import { type EngineFixture, openEngineFixture } from '../testing/engineFixture';
import { lineAnswer, scatterAnswer } from './chartShapes';

let t: TestApp;
let context: EngineContext;
const price = metricByCode('PRICE_SELL') as MetricDefinition;

let opened: EngineFixture | undefined;

// Acme's market on the fact store under test (DuckDB, or ClickHouse on its run).
beforeAll(async () => {
  opened = await openEngineFixture();
  t = opened.t;
  context = {
    ...opened.context,
    scope: openScope(),
    period: { dateFrom: '2024-01-24', dateTo: '2024-03-05', compare: null },
    tagCategory: null,
  };
});
async function retailerIdsIn(countryCode: string): Promise<number[]> {
  const found = await t.app.db.execute<{ id: number }>(
    sql`select id from retailers where country_code = ${countryCode}`,
  );
  return found.rows.map((row) => Number(row.id));
}

afterAll(async () => {
  await opened?.facts?.close();
  await opened?.t.close();
});

describe('items of chart answers', () => {
  it('gives a scatter a series per currency, each item once per currency it is priced in, matched with its y value', async () => {
    const rows = await queryMetric(context, price, 'AVG', [{ dimension: 'PRODUCT' }]);
    const availability = metricByCode('AVAILABILITY') as MetricDefinition;
    const yRows = await queryMetric(context, availability, 'AVG', [{ dimension: 'PRODUCT' }]);
    const yOf = new Map(yRows.map((row) => [row.keys[0], row.value]));
    const currencies = new Map<number, string[]>();
    for (const row of rows)
      currencies.set(Number(row.keys[0]), [...(currencies.get(Number(row.keys[0])) ?? []), row.currency ?? '']);
    // The fixture sells products in Germany and the United Kingdom.
    expect([...currencies.values()].some((list) => list.length > 1)).toBe(true);

    const answer = await scatterAnswer(
      context,
      widgetQueryDefinitionSchema.parse({
        visualizationType: 'SCATTER',
        metricId: price.id,
        dimensionId: 6,
        tableFields: [{ fieldType: 'METRIC', fieldId: availability.id }],
      }),
    );
    const { series } = answer.rawOutput;
    expect(series.map((entry) => [entry.seriesKey, entry.label, entry.currencyCode])).toEqual([
      ['currency:EUR', `${price.name} / ${availability.name} (EUR)`, 'EUR'],
      ['currency:GBP', `${price.name} / ${availability.name} (GBP)`, 'GBP'],
    ]);
    for (const entry of series) {
      const expected = rows.filter(
        (row) => row.currency === entry.currencyCode && row.value !== null && yOf.get(row.keys[0]) != null,
      );
      expect(entry.points.map((point) => point.key).sort()).toEqual(
        expected.map((row) => `product:${row.keys[0]}`).sort(),
      );
      for (const point of entry.points) {
        const row = expected.find((candidate) => `product:${candidate.keys[0]}` === point.key);
        // Positions to 4 decimals.
        expect(point.x).toBe(Math.round((row?.value ?? NaN) * 1e4) / 1e4);
        expect(point.y).toBe(Math.round((yOf.get(row?.keys[0] ?? null) ?? NaN) * 1e4) / 1e4);
        expect(point.label).toMatch(/^Product \d+$/);
      }
    }
  });

  it('keeps a scatter in one currency as the single series “all”', async () => {
    const german = { ...context, scope: { ...context.scope, retailerIds: await retailerIdsIn('DE') } };
    const answer = await scatterAnswer(
      german,
      widgetQueryDefinitionSchema.parse({
        visualizationType: 'SCATTER',
        metricId: price.id,
        dimensionId: 6,
        tableFields: [{ fieldType: 'METRIC', fieldId: 2 }],
      }),
    );
    expect(answer.rawOutput.series.map((entry) => [entry.seriesKey, entry.currencyCode])).toEqual([['all', 'EUR']]);
    expect(answer.settingsUsed.xAxis.valueFormat).toEqual({ type: 'currency', currencyCode: 'EUR' });
    expect(answer.rawOutput.series[0]?.points.length).toBeGreaterThan(0);
  });

  it('names the single line of a money metric in several currencies by its currency', async () => {
    const answer = await lineAnswer(
      context,
      widgetQueryDefinitionSchema.parse({
        visualizationType: 'LINE',
        metricId: price.id,
        dateAggregationLevel: 'MONTHNUM',
      }),
    );
    expect(answer.rawOutput.chartData.map((series) => [series.seriesKey, series.label]).sort()).toEqual([
      ['currency:EUR', `${price.name} (EUR)`],
      ['currency:GBP', `${price.name} (GBP)`],
    ]);
  });
});
