import { type CalculatedMetricField, calculatedMetricFields } from '@shelfsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultDccDefinition } from '../engine/dccCriteria';
import { dccScoreCall, type DccConditionShape, type DccDefinitionShape } from '../engine/dccVersionSql';
import { type Page, plainDccScore, samplePages } from '../engine/testing/plainDccScore';
import { rebuildMonthlyRollup } from '../monthlyRollup';
import { applyClickHouseDccVersion } from './clickhouseDccScore';
import { openClickHouseFacts } from './clickhouseFactStore';
import type { FactStore } from './factStore';

// The dcc_score function of the ClickHouse store (chdb in process) against the plain computation of the score.

let store: FactStore;

beforeAll(async () => {
  store = await openClickHouseFacts();
});

afterAll(async () => {
  await store?.close();
});

const condition = (field: CalculatedMetricField, operator: string, value: DccConditionShape['value'] = null) => ({
  field,
  operator,
  value,
});

/**
 * Five eighths met is 62.5 %, three eighths 37.5 %: ties that DuckDB rounds away from zero (63, 38) and
 * ClickHouse's own round() to even (62, 38). The brand test reads texts beyond ASCII in any case.
 */
const ties: DccDefinitionShape = {
  groups: [
    {
      weight: 1,
      components: [
        { weight: 5, disabled: false, operator: 'AND', conditions: [condition('image_count', 'greater_or_equal', 4)] },
        { weight: 3, disabled: false, operator: 'AND', conditions: [condition('pdp_brand', 'contains', 'marché')] },
      ],
    },
  ],
};

/** Pages around the thresholds, with missing values and brands in mixed case. */
const pages = (count: number): Page[] =>
  samplePages(count, ['Maison Marché', 'MAISON MARCHÉ', 'ACME', '', null, "O'Brien"], 3.99);

const rows = pages(60);

/** The pages as fact_daily rows of two customers: even pages of customer 11, odd pages of customer 12. */
async function insertPages() {
  await store.insert(
    'fact_daily',
    rows.map((page, index) => {
      const fields = Object.fromEntries(calculatedMetricFields.map((field) => [field, page[field] ?? null]));
      return {
        ...fields,
        customer_id: index % 2 === 0 ? 11 : 12,
        retailer_id: 1,
        product_id: index,
        day: 19_000,
        listed: true,
      };
    }),
  );
}

async function scores(): Promise<(number | null)[]> {
  const got = await store.readColumns(
    `SELECT ${dccScoreCall('f')} AS score FROM fact_daily f WHERE customer_id IN (11, 12) ORDER BY product_id`,
    [],
  );
  return (got.score ?? []).map((value) => (value === null ? null : Number(value)));
}

describe('the DCC score on ClickHouse', () => {
  it('scores every customer by the default criteria when none has a version', async () => {
    await insertPages();
    const expected = rows.map((page) => plainDccScore(defaultDccDefinition(), page));
    expect(await scores()).toEqual(expected);
    expect(new Set(expected).size).toBeGreaterThan(3);
  });

  it('scores a customer by its applied version, rounding halves away from zero, and the others by the default', async () => {
    await applyClickHouseDccVersion(store, 11, { versionId: 4, definition: ties });
    const expected = rows.map((page, index) => plainDccScore(index % 2 === 0 ? ties : defaultDccDefinition(), page));
    expect(await scores()).toEqual(expected);
    // Ties occur among customer 11's pages, so the rounding is tested.
    expect(expected.filter((score, index) => index % 2 === 0 && score === 63).length).toBeGreaterThan(0);
    expect(expected.filter((score, index) => index % 2 === 0 && score === 38).length).toBeGreaterThan(0);
  });

  it('rescores the day rollups of a customer whose rollups are complete when a version is applied', async () => {
    await rebuildMonthlyRollup(store, 12);
    const productDays = async () =>
      (
        await store.readColumns(
          'SELECT product_id, dcc_score_s FROM fact_product_daily WHERE customer_id = 12 ORDER BY product_id',
          [],
        )
      ).dcc_score_s?.map(Number);
    const odd = rows.filter((_, index) => index % 2 === 1);
    expect(await productDays()).toEqual(odd.map((page) => plainDccScore(defaultDccDefinition(), page)));
    await applyClickHouseDccVersion(store, 12, { versionId: 5, definition: ties });
    expect(await productDays()).toEqual(odd.map((page) => plainDccScore(ties, page)));
    await applyClickHouseDccVersion(store, 12, { versionId: null, definition: defaultDccDefinition() });
  });

  it('keeps the applied version when the function is written again, and forgets it when none is applied', async () => {
    const reopened = await store.readColumns('SELECT customer_id, version_id FROM fact_dcc_versions', []);
    expect(reopened).toEqual({ customer_id: [11], version_id: [4] });
    await applyClickHouseDccVersion(store, 11, { versionId: null, definition: defaultDccDefinition() });
    expect(await scores()).toEqual(rows.map((page) => plainDccScore(defaultDccDefinition(), page)));
  });
});
