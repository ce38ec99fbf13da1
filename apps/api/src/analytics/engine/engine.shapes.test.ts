import { type MetricCode, dimensionByCode, metricByCode, widgetQueryDefinitionSchema } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { openScope } from './queryTypes';
import { engineTestEnvironment, FROM, TO } from './testing/engineFixture';
import { referenceQuery } from './testing/referenceEngine';
import { kpiAnswer, lineAnswer } from './shapes/chartShapes';
import { performanceAnswer } from './shapes/overviewShapes';

// Widget shapes (performance overview, KPI, lines) against the plain computation.
// Another tenant's facts on the same days must never show up.
const env = engineTestEnvironment({ otherTenantSeed: 99 });

describe('widget shapes against the plain computation', () => {
  const definition = (input: Record<string, unknown>) => widgetQueryDefinitionSchema.parse(input);
  const metricId = (code: MetricCode) => metricByCode(code)?.id ?? 0;
  const single = (day: string) => ({ dateFrom: day, dateTo: day });
  const dailyOf = (retailerId: number, productId: number) =>
    new Map(
      env.fixture.daily
        .filter((row) => row.retailer_id === retailerId && row.product_id === productId)
        .map((row) => [row.day, row]),
    );

  it('gives a performance overview the change of percent metrics in percent points, as the KPI widget, and of others relative to the compare value', async () => {
    const compare = { dateFrom: '2024-02-01', dateTo: '2024-02-14' };
    const ctx = { ...env.context, period: { dateFrom: '2024-02-15', dateTo: '2024-02-29', compare } };
    for (const [code, percentPoints] of [
      ['AVAILABILITY', true],
      ['REVIEW_SCORE', false],
    ] as const) {
      const answer = await performanceAnswer(
        ctx,
        definition({
          visualizationType: 'PERFORMANCE_OVERVIEW',
          metricId: metricId(code),
          dimensionId: 1,
          aggregationFunction: 'AVG',
        }),
      );
      const now = referenceQuery(
        env.fixture,
        code,
        'AVG',
        [{ dimension: 'RETAILER' }],
        ctx.period.dateFrom,
        ctx.period.dateTo,
      );
      const before = referenceQuery(
        env.fixture,
        code,
        'AVG',
        [{ dimension: 'RETAILER' }],
        compare.dateFrom,
        compare.dateTo,
      );
      expect(answer.rawOutput.items).toHaveLength(env.fixture.retailers.length);
      for (const item of answer.rawOutput.items) {
        const id = item.key.replace('retailer:', '');
        const [value, compareValue] = [now.get(id) ?? NaN, before.get(id) ?? NaN];
        expect(item.value).toBeCloseTo(value, 6);
        expect(item.compareValue).toBeCloseTo(compareValue, 6);
        expect(item.trend, `${code} ${id}`).toBeCloseTo(
          percentPoints ? value - compareValue : ((value - compareValue) / Math.abs(compareValue)) * 100,
          6,
        );
      }
    }
  });

  it('gives a performance overview the change of a percent metric from a compare value of 0', async () => {
    // A pair and two days it was listed: promoted on one, not on the other (a promotion rate of 100 against 0).
    const retailer = env.fixture.retailers[0]?.id ?? 0;
    const found = env.fixture.products
      .map((product) => {
        const days = [...dailyOf(retailer, product.id).values()].filter((row) => row.listed);
        return {
          product: product.id,
          promoted: days.find((row) => row.promotion)?.day,
          plain: days.find((row) => !row.promotion)?.day,
        };
      })
      .find((candidate) => candidate.promoted && candidate.plain);
    if (!found?.promoted || !found.plain)
      throw new Error('the env.fixture has no promoted and unpromoted day of one pair');
    const ctx = {
      ...env.context,
      scope: { ...openScope(), retailerIds: [retailer], productIds: [found.product] },
      period: { ...single(found.promoted), compare: single(found.plain) },
    };
    const answer = await performanceAnswer(
      ctx,
      definition({
        visualizationType: 'PERFORMANCE_OVERVIEW',
        metricId: metricId('PROMOTION_RATE'),
        dimensionId: 1,
        aggregationFunction: 'AVG',
      }),
    );
    expect(answer.rawOutput.items.map((item) => [item.value, item.compareValue, item.trend])).toEqual([[100, 0, 100]]);
  });

  it('leaves a KPI without a compare value when the compare period has none in the value’s currency', async () => {
    // One product at a German and the British retailer: priced in EUR on one day, only in GBP on another.
    const [german, , british] = env.fixture.retailers.map((retailer) => retailer.id);
    const found = env.fixture.products
      .map((product) => {
        const de = dailyOf(german ?? 0, product.id);
        const gb = dailyOf(british ?? 0, product.id);
        const days = [...de.keys()];
        return {
          product: product.id,
          euro: days.find((day) => de.get(day)?.selling_price != null),
          poundOnly: days.find((day) => de.get(day)?.selling_price == null && gb.get(day)?.selling_price != null),
        };
      })
      .find((candidate) => candidate.euro && candidate.poundOnly);
    if (!found?.euro || !found.poundOnly) throw new Error('the env.fixture has no day priced in GBP only');
    const scope = { ...openScope(), retailerIds: [german ?? 0, british ?? 0], productIds: [found.product] };
    const kpi = definition({ visualizationType: 'KPI', metricId: metricId('PRICE_SELL'), aggregationFunction: 'AVG' });
    const answer = await kpiAnswer(
      { ...env.context, scope, period: { ...single(found.euro), compare: single(found.poundOnly) } },
      kpi,
    );
    expect(answer.settingsUsed.valueFormat).toEqual({ type: 'currency', currencyCode: 'EUR' });
    expect(answer.rawOutput.value).not.toBeNull();
    expect(answer.rawOutput.compareValue).toBeNull();
    // The other way round the value is in GBP and so is its compare value.
    const reverse = await kpiAnswer(
      { ...env.context, scope, period: { ...single(found.poundOnly), compare: single(found.euro) } },
      kpi,
    );
    const filter = { retailerIds: scope.retailerIds, productIds: scope.productIds };
    expect(reverse.settingsUsed.valueFormat).toEqual({ type: 'currency', currencyCode: 'GBP' });
    expect(reverse.rawOutput.compareValue).toBeCloseTo(
      referenceQuery(env.fixture, 'PRICE_SELL', 'AVG', [], found.euro, found.euro, filter).get('GBP') ?? NaN,
      6,
    );
  });

  it('draws one line per retailer for a money metric, with a currency only where an item has several', async () => {
    const line = (dimensionId: number) =>
      lineAnswer(
        env.context,
        definition({
          visualizationType: 'LINE',
          metricId: metricId('PRICE_SELL'),
          dimensionId,
          aggregationFunction: 'AVG',
          dateAggregationLevel: 'DAY',
        }),
      );
    const byRetailer = await line(dimensionByCode('RETAILER')?.id ?? 0);
    expect(byRetailer.rawOutput.chartData.map((series) => series.seriesKey).sort()).toEqual(
      env.fixture.retailers.map((retailer) => `retailer:${retailer.id}`).sort(),
    );
    const expected = referenceQuery(
      env.fixture,
      'PRICE_SELL',
      'AVG',
      [{ date: 'DAY' }, { dimension: 'RETAILER' }],
      FROM,
      TO,
    );
    for (const series of byRetailer.rawOutput.chartData) {
      expect(series.label).not.toMatch(/\(/);
      const retailer = env.fixture.retailers.find((candidate) => `retailer:${candidate.id}` === series.seriesKey);
      for (const point of series.points)
        expect(point.value).toBeCloseTo(expected.get(`${point.date}|${retailer?.id}|${retailer?.currency}`) ?? NaN, 6);
    }
    // Brands sell in Germany and the United Kingdom: each of them once per currency, never without one.
    const byBrand = await line(dimensionByCode('BRAND')?.id ?? 0);
    const keys = byBrand.rawOutput.chartData.map((series) => series.seriesKey);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).toMatch(/\|currency:(EUR|GBP)$/);
    expect(new Set(keys.map((key) => key.replace(/\|currency:.*/, ''))).size * 2).toBe(keys.length);
  });
});
