import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { type CalculatedMetricField, calculatedMetricFields, calculatedMetricFieldTypes } from '@shelfsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultDccDefinition } from './dccCriteria';
import { type Page, plainDccScore as plainScore, samplePages } from './testing/plainDccScore';
import {
  type DccConditionShape,
  type DccDefinitionShape,
  dccScoreCall,
  dccScoreExpression,
  dccScoreMacroSql,
} from './dccVersionSql';

const columnType = { number: 'DOUBLE', boolean: 'BOOLEAN', text: 'VARCHAR' } as const;

let connection: DuckDBConnection;
let instance: DuckDBInstance;

beforeAll(async () => {
  instance = await DuckDBInstance.create(':memory:');
  connection = await instance.connect();
  const columns = calculatedMetricFields.map((field) => `${field} ${columnType[calculatedMetricFieldTypes[field]]}`);
  await connection.run(
    `CREATE TABLE pages (page INTEGER, customer_id INTEGER, product_id INTEGER, retailer_id INTEGER, ${columns.join(', ')})`,
  );
});

afterAll(() => {
  connection.closeSync();
  instance.closeSync();
});

/** Deterministic pages: counts around the thresholds (with fractions within 0.009), missing values, texts. */
const pages = (count: number): Page[] =>
  samplePages(count, ['Maison Marché', 'ACME', 'acme', '', null, "O'Brien"], 3.991);

async function scoresOf(definition: DccDefinitionShape, rows: Page[]): Promise<(number | null)[]> {
  await connection.run('DELETE FROM pages');
  for (const [index, page] of rows.entries()) {
    const values = calculatedMetricFields.map((field) => page[field] ?? null);
    await connection.run(
      `INSERT INTO pages VALUES ($1, 1, $1, 1, ${calculatedMetricFields.map((_, k) => `$${k + 2}`).join(', ')})`,
      [index, ...values],
    );
  }
  const reader = await connection.runAndReadAll(`SELECT ${dccScoreExpression(definition)} FROM pages f ORDER BY page`);
  return reader.getRows().map((row) => (row[0] === null ? null : Number(row[0])));
}

const condition = (
  field: CalculatedMetricField,
  operator: string,
  value: DccConditionShape['value'] = null,
): DccConditionShape => ({ field, operator, value });

const custom: DccDefinitionShape = {
  groups: [
    {
      weight: 0.45,
      components: [
        { weight: 2, disabled: false, operator: 'AND', conditions: [condition('image_count', 'greater_or_equal', 4)] },
        {
          weight: 1,
          disabled: false,
          operator: 'OR',
          conditions: [condition('video_count', 'greater', 1), condition('rich_content', 'is_true')],
        },
        { weight: 5, disabled: true, operator: 'AND', conditions: [condition('title_chars', 'greater', 1000)] },
        // A draft condition is left out; its component counts by the complete one.
        {
          weight: 1.5,
          disabled: false,
          operator: 'AND',
          conditions: [{ field: null, operator: null, value: null }, condition('rating', 'greater_or_equal', 4)],
        },
      ],
    },
    {
      weight: 0.35,
      components: [
        { weight: 1, disabled: false, operator: 'AND', conditions: [condition('pdp_brand', 'equals', 'acme')] },
        { weight: 1, disabled: false, operator: 'AND', conditions: [condition('pdp_brand', 'contains', 'marché')] },
        { weight: 1, disabled: false, operator: 'AND', conditions: [condition('pdp_gtin', 'is_empty')] },
        {
          weight: 1,
          disabled: false,
          operator: 'AND',
          conditions: [condition('pdp_brand', 'any_of', ["o'brien", 'ACME'])],
        },
        { weight: 1, disabled: false, operator: 'AND', conditions: [condition('bullet_count', 'any_of', [3, 5])] },
        { weight: 1, disabled: false, operator: 'AND', conditions: [condition('selling_price', 'is_not_empty')] },
      ],
    },
    {
      weight: 0.2,
      components: [
        { weight: 1, disabled: false, operator: 'AND', conditions: [condition('rating', 'equals', 4)] },
        { weight: 1, disabled: false, operator: 'AND', conditions: [condition('rating', 'less', 4.5)] },
        { weight: 1, disabled: false, operator: 'AND', conditions: [condition('description_present', 'is_false')] },
        { weight: 1, disabled: false, operator: 'AND', conditions: [condition('review_count', 'not_equals', 0)] },
      ],
    },
    // A group that counts nothing is left out of the weights.
    { weight: 0.1, components: [{ weight: 1, disabled: true, operator: 'AND', conditions: [] }] },
  ],
};

describe('the DCC score of a stored version', () => {
  it('gives every page the plain computation’s whole-percent score: weights, AND / OR, disabled, drafts, 0.009', async () => {
    const rows = pages(120);
    const expected = rows.map((page) => plainScore(custom, page));
    expect(await scoresOf(custom, rows)).toEqual(expected);
    // The pages are not all alike: the check could fail.
    expect(new Set(expected).size).toBeGreaterThan(5);
  });

  it('scores the default criteria as the plain computation does', async () => {
    const rows = pages(90);
    const definition = defaultDccDefinition();
    expect(await scoresOf(definition, rows)).toEqual(rows.map((page) => plainScore(definition, page)));
  });

  it('treats numbers within 0.009 as equal', async () => {
    const near: DccDefinitionShape = {
      groups: [
        {
          weight: 1,
          components: [
            { weight: 1, disabled: false, operator: 'AND', conditions: [condition('rating', 'greater_or_equal', 4)] },
          ],
        },
      ],
    };
    expect(await scoresOf(near, [{ rating: 3.995 }, { rating: 3.99 }, { rating: 4.2 }])).toEqual([100, 0, 100]);
  });

  it('gives no score when a version counts nothing', async () => {
    const empty: DccDefinitionShape = { groups: [{ weight: 1, components: [] }] };
    expect(await scoresOf(empty, [{ image_count: 3 }])).toEqual([null]);
  });

  it('scores each customer by its own version through the macro, the others by the default criteria', async () => {
    await connection.run(dccScoreMacroSql([{ customerId: 7, definition: custom }], defaultDccDefinition()));
    const rows = pages(30);
    await scoresOf(custom, rows);
    await connection.run('UPDATE pages SET customer_id = CASE WHEN page % 2 = 0 THEN 7 ELSE 8 END');
    const reader = await connection.runAndReadAll(`SELECT ${dccScoreCall('f')} FROM pages f ORDER BY page`);
    const got = reader.getRows().map((row) => (row[0] === null ? null : Number(row[0])));
    expect(got).toEqual(rows.map((page, index) => plainScore(index % 2 === 0 ? custom : defaultDccDefinition(), page)));
  });
});
