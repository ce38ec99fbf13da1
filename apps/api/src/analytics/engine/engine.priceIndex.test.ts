import {
  aggregationFunctions,
  metricByCode,
  type PriceIndexReference,
  type WidgetDataAnswer,
  widgetQueryDefinitionSchema,
} from '@shelfsight/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryMetric } from './engineContext';
import { type GroupKey, openScope } from './queryTypes';
import { emptySelection, resolveScope } from './resolveScope';
import { dayRollupFor } from './factTablePlan';
import { dataTableAnswer } from './shapes/dataTable';
import { engineTestEnvironment, FROM, TO } from './testing/engineFixture';
import { referenceQuery } from './testing/referenceEngine';

// The price index against each reference, paged tables and empty sets, against the plain computation.
// Another tenant's facts on the same days must never show up.
const env = engineTestEnvironment({ otherTenantSeed: 99 });

const priceIndex = () => {
  const found = metricByCode('PRICE_INDEX');
  if (!found) throw new Error('PRICE_INDEX');
  return found;
};

describe('the price index against each reference', () => {
  const referenceCases: [string, () => PriceIndexReference][] = [
    ['the market average', () => ({ kind: 'MARKET_AVERAGE' })],
    ['the lowest competitor', () => ({ kind: 'LOWEST_COMPETITOR' })],
    ['a first retailer', () => ({ kind: 'RETAILER', retailerId: env.fixture.retailers[0]?.id ?? 0 })],
    ['a second retailer', () => ({ kind: 'RETAILER', retailerId: env.fixture.retailers[1]?.id ?? 0 })],
  ];
  const references = () => referenceCases.map(([, reference]) => reference());
  const splits: GroupKey[][] = [
    [],
    [{ dimension: 'RETAILER' }],
    [{ dimension: 'BRAND' }],
    [{ dimension: 'PRODUCT' }],
    [{ date: 'WEEK' }, { dimension: 'TAG' }],
  ];
  const ranges = [
    { from: FROM, to: TO },
    { from: '2024-02-01', to: '2024-03-31' },
  ];

  // Whole months and weeks then read the rollups, on either store.
  beforeAll(() => env.rebuildMonthlyRollup());

  // One test per reference: all four in one took over 30 s beside the browser tests of a CI run on 2 cores.
  it.each(referenceCases)(
    'gives the numbers of the plain computation against %s for every aggregation, split and range (whole months and weeks too)',
    async (_name, reference) => {
      for (const aggregation of aggregationFunctions) {
        for (const groupBy of splits) {
          for (const { from, to } of ranges)
            await env.expectSame('PRICE_INDEX', aggregation, groupBy, { from, to, reference: reference() });
        }
      }
    },
  );

  it('compares within the retailers and products in view', async () => {
    const [first, second, third] = env.fixture.retailers;
    const two = [first?.id ?? 0, third?.id ?? 0];
    const products = env.fixture.products.slice(0, 4).map((product) => product.id);
    for (const reference of references()) {
      await env.expectSame('PRICE_INDEX', 'AVG', [{ dimension: 'PRODUCT' }], {
        ctx: { ...env.context, scope: { ...openScope(), retailerIds: two } },
        filter: { retailerIds: two },
        reference,
      });
      await env.expectSame('PRICE_INDEX', 'MAX', [{ dimension: 'RETAILER' }], {
        ctx: { ...env.context, scope: { ...openScope(), productIds: products } },
        filter: { productIds: products },
        reference,
      });
    }
    // A chosen retailer outside the view gives no values rather than another retailer's prices.
    const hidden = { ...env.context, scope: { ...openScope(), retailerIds: [first?.id ?? 0] } };
    const rows = await queryMetric(
      { ...hidden, priceIndexReference: { kind: 'RETAILER', retailerId: second?.id ?? 0 } },
      priceIndex(),
      'AVG',
      [{ dimension: 'BRAND' }],
    );
    expect(rows.every((row) => row.value === null)).toBe(true);
  });

  it('spreads brands that the market average puts at 100 with all retailers in view', async () => {
    const byBrand = async (reference: PriceIndexReference) =>
      [...(await env.expectSame('PRICE_INDEX', 'AVG', [{ dimension: 'BRAND' }], { reference })).values()].filter(
        (value): value is number => value !== null,
      );
    for (const reference of references().slice(1)) {
      const values = await byBrand(reference);
      expect(values.length).toBeGreaterThan(1);
      expect(Math.max(...values) - Math.min(...values)).toBeGreaterThan(1);
    }
  });

  it('reads the rollups only for the market average and the lowest competitor, which they hold', () => {
    const query = (priceIndexReference: PriceIndexReference) => ({
      customerId: env.fixture.customerId,
      metric: 'PRICE_INDEX' as const,
      aggregation: 'AVG' as const,
      groupBy: [{ dimension: 'BRAND' as const }],
      dateFrom: FROM,
      dateTo: TO,
      scope: openScope(),
      mappings: {},
      priceIndexReference,
    });
    expect(dayRollupFor(query({ kind: 'MARKET_AVERAGE' }))).toBe('fact_product_weekly');
    expect(dayRollupFor(query({ kind: 'LOWEST_COMPETITOR' }))).toBe('fact_product_weekly');
    for (const reference of references().slice(2)) expect(dayRollupFor(query(reference))).toBeNull();
  });
});

describe('a paged data table', () => {
  it('gives a price index over the retailers in view whatever the page size', async () => {
    const definition = widgetQueryDefinitionSchema.parse({
      visualizationType: 'DATA_TABLE',
      dimensionId: 1,
      tableFields: [
        { fieldType: 'METRIC', fieldId: metricByCode('AVAILABILITY')?.id ?? 0 },
        { fieldType: 'METRIC', fieldId: metricByCode('PRICE_INDEX')?.id ?? 0 },
      ],
    });
    type Table = Extract<WidgetDataAnswer, { visualizationType: 'DATA_TABLE' }>['rawOutput'];
    const read = async (page: number, itemsPerPage: number): Promise<Table> =>
      (await dataTableAnswer(env.context, definition, { page, itemsPerPage, sortBy: null, sortDesc: false })).rawOutput;
    const whole = await read(1, 50);
    expect(whole.rows).toHaveLength(env.fixture.retailers.length);
    const expected = referenceQuery(env.fixture, 'PRICE_INDEX', 'AVG', [{ dimension: 'RETAILER' }], FROM, TO);
    for (const row of whole.rows)
      expect(row.values.f2).toBeCloseTo(expected.get(row.key.replace('retailer:', '')) ?? NaN, 6);
    for (let page = 1; page <= whole.rows.length; page += 1) {
      const [row] = (await read(page, 1)).rows;
      const wanted = whole.rows[page - 1];
      expect(row?.key, `page ${page}`).toBe(wanted?.key);
      // ClickHouse adds floats in no fixed order across threads: the same sums may differ in the last bit.
      for (const [field, value] of Object.entries(wanted?.values ?? {})) {
        if (typeof value === 'number') expect(row?.values[field], `page ${page} ${field}`).toBeCloseTo(value, 9);
        else expect(row?.values[field], `page ${page} ${field}`).toEqual(value);
      }
    }
  });
});

describe('empty sets', () => {
  it('answers nothing for a user with access to no retailer, and splits by an unknown tag category into nothing', async () => {
    const definition = metricByCode('AVAILABILITY');
    if (!definition) throw new Error('AVAILABILITY');
    const none = {
      ...env.context,
      scope: await resolveScope(
        env.t.app.db,
        env.fixture.customerId,
        { all: false, retailerIds: [] },
        emptySelection(),
        {
          applyRetailerAssortment: false,
        },
      ),
    };
    expect(await queryMetric(none, definition, 'AVG', [{ dimension: 'RETAILER' }])).toEqual([]);
    expect(
      await queryMetric({ ...env.context, tagCategory: 'no such category' }, definition, 'AVG', [{ dimension: 'TAG' }]),
    ).toEqual([]);
  });
});
