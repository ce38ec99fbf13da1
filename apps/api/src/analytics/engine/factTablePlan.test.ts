import type { AggregationFunction, MetricCode } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { factTablePlan } from './factTablePlan';
import { type FactScope, type GroupKey, type MetricQuery, openScope } from './queryTypes';

const query = (
  metric: MetricCode,
  groupBy: GroupKey[],
  dateFrom: string,
  dateTo: string,
  extra: { aggregation?: AggregationFunction; scope?: Partial<FactScope>; useRollup?: boolean } = {},
): MetricQuery => ({
  customerId: 1,
  metric,
  aggregation: extra.aggregation ?? 'AVG',
  groupBy,
  dateFrom,
  dateTo,
  scope: { ...openScope(), ...extra.scope },
  mappings: {},
  ...(extra.useRollup === undefined ? {} : { useRollup: extra.useRollup }),
});

/** The plan's reads as table, grain and fallback, the way the engine tries them. */
const tablesOf = (q: MetricQuery) =>
  factTablePlan(q).reads.map((read) => [read.table, read.grain, read.fallBackWhen] as const);

const observations = ['fact_daily', 'day', 'never'] as const;

describe('factTablePlan', () => {
  it('reads day facts per retailer for a 30-day total, with the observations behind them', () => {
    const plan = factTablePlan(query('AVAILABILITY', [], '2024-03-01', '2024-03-30'));
    expect(plan.dateFrom).toBe('2024-03-01');
    expect(plan.dateTo).toBe('2024-03-30');
    expect(tablesOf(query('AVAILABILITY', [], '2024-03-01', '2024-03-30'))).toEqual([
      ['fact_retailer_daily', 'day', 'empty'],
      observations,
    ]);
    expect(
      tablesOf(query('PRICE_SELL', [{ date: 'DAY' }, { dimension: 'BRAND' }], '2024-03-04', '2024-03-31')),
    ).toEqual([['fact_product_daily', 'day', 'empty'], observations]);
  });

  it('reads the weekly rollup for weekly points over whole weeks, no days around them', () => {
    const q = query('PRICE_SELL', [{ date: 'WEEK' }, { dimension: 'BRAND' }], '2024-02-05', '2024-03-03');
    expect(tablesOf(q)).toEqual([['fact_product_weekly', 'week', 'empty'], observations]);
    const [weekly] = factTablePlan(q).reads;
    expect(weekly?.kind === 'dayRollup' && weekly.weeks).toEqual({
      firstMonday: '2024-02-05',
      lastMonday: '2024-02-26',
      partialWeeksFrom: 'fact_product_daily',
    });
  });

  it('takes the days of partial weeks from the next finer table', () => {
    const byProduct = factTablePlan(query('PRICE_SELL', [{ dimension: 'BRAND' }], '2024-02-07', '2024-03-05')).reads[0];
    expect(byProduct?.kind === 'dayRollup' && byProduct.weeks).toEqual({
      firstMonday: '2024-02-12',
      lastMonday: '2024-02-26',
      partialWeeksFrom: 'fact_product_daily',
    });
    const byPair = factTablePlan(query('AVAILABILITY', [], '2024-02-07', '2024-03-05', { scope: { pairKeys: [1] } }))
      .reads[0];
    expect(byPair?.table).toBe('fact_pair_weekly');
    expect(byPair?.kind === 'dayRollup' && byPair.weeks?.partialWeeksFrom).toBe('fact_daily');
  });

  it('reads days when the range holds no whole week', () => {
    expect(
      tablesOf(query('PRICE_SELL', [{ date: 'WEEK' }, { dimension: 'BRAND' }], '2024-02-07', '2024-02-10')),
    ).toEqual([['fact_product_daily', 'day', 'empty'], observations]);
    expect(tablesOf(query('AVAILABILITY', [], '2024-02-07', '2024-02-10', { scope: { pairKeys: [1] } }))).toEqual([
      observations,
    ]);
  });

  it('reads the monthly rollups for whole months, the monthly rollup of the observations before them', () => {
    const q = query('AVAILABILITY', [{ dimension: 'BRAND' }, { date: 'MONTHNUM' }], '2024-02-01', '2024-03-31');
    expect(tablesOf(q)).toEqual([
      ['fact_product_monthly', 'month', 'empty'],
      ['fact_daily_monthly', 'month', 'notLoaded'],
      observations,
    ]);
    const monthly = factTablePlan(q).reads[1];
    expect(monthly?.kind === 'monthlyRollup' && monthly.month).toBe('2024-02-01');
  });

  it('reads whole months of pairs from the monthly rollup first, where it reads fewer rows than pair weeks', () => {
    expect(tablesOf(query('AVAILABILITY', [], '2024-02-01', '2024-03-31', { scope: { pairKeys: [1] } }))).toEqual([
      ['fact_daily_monthly', 'month', 'notLoaded'],
      observations,
    ]);
  });

  it('leaves the month rollups out for partial months', () => {
    const q = query('AVAILABILITY', [{ dimension: 'BRAND' }, { date: 'MONTHNUM' }], '2024-02-01', '2024-03-30');
    expect(tablesOf(q)).toEqual([['fact_product_daily', 'day', 'empty'], observations]);
    expect(tablesOf(query('AVAILABILITY', [], '2024-02-02', '2024-03-31', { scope: { pairKeys: [1] } }))).toEqual([
      ['fact_pair_weekly', 'week', 'empty'],
      observations,
    ]);
  });

  it('falls back to the observations alone when no rollup may answer', () => {
    const months = ['2024-02-01', '2024-03-31'] as const;
    expect(tablesOf(query('AVAILABILITY', [], ...months, { useRollup: false }))).toEqual([observations]);
    expect(tablesOf(query('AVAILABILITY', [], ...months, { scope: { sellerIds: [1] } }))).toEqual([observations]);
    expect(tablesOf(query('PRICE_SELL', [{ dimension: 'SELLER' }], ...months))).toEqual([observations]);
    expect(tablesOf(query('SEARCH_RANK', [], ...months))).toEqual([['fact_search_results', 'day', 'never']]);
  });
});
