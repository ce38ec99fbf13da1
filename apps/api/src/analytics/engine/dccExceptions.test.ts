import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import {
  type CalculatedMetricExceptions,
  calculatedMetricFields,
  calculatedMetricFieldTypes,
} from '@shelfsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameDccScores } from '../dccVersions';
import { defaultDccDefinition } from './dccCriteria';
import { resolveDccExceptions } from './dccExceptions';
import { type DccDefinitionShape, dccScoreCall, dccScoreExpression, dccScoreMacroSql } from './dccVersionSql';
import { type Page, type PagePlace, plainDccScore } from './testing/plainDccScore';

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

/** Product tags: 100 on products 1 and 2, 101 on 2 and 3; products 4–6 carry none. */
const tagsOf: Record<number, number[]> = { 1: [100], 2: [100, 101], 3: [101] };
const productsOfTag = (tagId: number) =>
  Object.entries(tagsOf)
    .filter(([, tagIds]) => tagIds.includes(tagId))
    .map(([productId]) => Number(productId));

interface PlacedPage {
  page: Page;
  place: PagePlace;
}

/** Six products at three retailers, with fields around the thresholds the exceptions move. */
function pages(count: number): PlacedPage[] {
  return Array.from({ length: count }, (_, index) => {
    const productId = 1 + (index % 6);
    const retailerId = 10 + (Math.floor(index / 6) % 3);
    return {
      place: { productId, retailerId, tagIds: tagsOf[productId] ?? [] },
      page: {
        image_count: index % 7 === 0 ? null : index % 6,
        video_count: index % 3,
        rating: index % 10 === 0 ? null : 3.5 + (index % 4) * 0.3,
        bullet_count: index % 8,
        pdp_brand: index % 5 === 0 ? null : index % 5 === 1 ? '' : 'Maison Marché',
        rich_content: index % 4 === 1,
      },
    };
  });
}

async function scoresOf(definition: DccDefinitionShape, rows: PlacedPage[]): Promise<(number | null)[]> {
  await connection.run('DELETE FROM pages');
  for (const [index, { page, place }] of rows.entries()) {
    const values = calculatedMetricFields.map((field) => page[field] ?? null);
    await connection.run(
      `INSERT INTO pages VALUES ($1, 1, $2, $3, ${calculatedMetricFields.map((_, k) => `$${k + 4}`).join(', ')})`,
      [index, place.productId, place.retailerId, ...values],
    );
  }
  const reader = await connection.runAndReadAll(`SELECT ${dccScoreExpression(definition)} FROM pages f ORDER BY page`);
  return reader.getRows().map((row) => (row[0] === null ? null : Number(row[0])));
}

const component = (
  field: 'image_count' | 'video_count' | 'rating' | 'pdp_brand',
  operator: string,
  value: number | null,
) => ({
  weight: 1,
  disabled: false,
  operator: 'AND' as const,
  conditions: [{ field, operator, value }],
});
const groups: DccDefinitionShape['groups'] = [
  {
    weight: 0.6,
    components: [
      component('image_count', 'greater_or_equal', 4),
      component('video_count', 'greater', 1),
      component('rating', 'greater_or_equal', 4),
    ],
  },
  {
    weight: 0.4,
    components: [
      component('pdp_brand', 'is_not_empty', null),
      { ...component('image_count', 'greater', 2), weight: 2 },
    ],
  },
];

const rule = { operator: 'no_condition', value: null, function: null } as const;
const stored: CalculatedMetricExceptions = {
  exceptions: [
    // Product only: product 1 needs one image.
    {
      id: 1,
      entityType: 'PRODUCT',
      entityId: 1,
      retailerId: null,
      tagId: null,
      type: 'OVERRIDE',
      field: 'image_count',
      operator: 'greater_or_equal',
      value: 1,
      valueType: 'number',
      function: null,
    },
    // Product and retailer, more specific: product 1 at retailer 11 is not asked for images at all.
    {
      id: 2,
      entityType: 'PRODUCT',
      entityId: 1,
      retailerId: 11,
      tagId: null,
      type: 'IGNORE',
      field: 'image_count',
      valueType: 'number',
      ...rule,
    },
    // Tag: products tagged 101 need no brand on the page.
    {
      id: 3,
      entityType: 'PRODUCT',
      entityId: null,
      retailerId: null,
      tagId: 101,
      type: 'IGNORE',
      field: 'pdp_brand',
      valueType: 'text',
      ...rule,
    },
    // Retailer only: retailer 12 shows no ratings.
    {
      id: 4,
      entityType: 'PRODUCT',
      entityId: null,
      retailerId: 12,
      tagId: null,
      type: 'IGNORE',
      field: 'rating',
      valueType: 'number',
      ...rule,
    },
    // A tag no product carries matches nothing.
    {
      id: 5,
      entityType: 'PRODUCT',
      entityId: null,
      retailerId: null,
      tagId: 999,
      type: 'IGNORE',
      field: 'video_count',
      valueType: 'number',
      ...rule,
    },
  ],
  exceptionGroups: [
    // Retailers 10 and 11, products tagged 100: one video is enough.
    {
      id: 1,
      type: 'OVERRIDE',
      entityId: null,
      retailerIds: [10, 11],
      tagIds: [100],
      field: 'video_count',
      operator: 'greater_or_equal',
      value: 1,
      function: null,
    },
    // Tag 101 at any retailer: images below 3 pass — but product-level exceptions come first.
    {
      id: 2,
      type: 'OVERRIDE',
      entityId: null,
      retailerIds: [],
      tagIds: [101],
      field: 'image_count',
      operator: 'less',
      value: 3,
      function: null,
    },
  ],
};

describe('DCC exceptions in the score', () => {
  const definition: DccDefinitionShape = { groups, resolvedExceptions: resolveDccExceptions(stored, productsOfTag) };

  it('scores every page as the plain computation reading the stored exceptions', async () => {
    const rows = pages(180);
    const expected = rows.map(({ page, place }) => plainDccScore(definition, page, { stored, place }));
    expect(await scoresOf(definition, rows)).toEqual(expected);
    // The exceptions change scores of product, product × retailer, tag, retailer and group pages alike.
    const without = rows.map(({ page }) => plainDccScore({ groups }, page));
    const changed = rows.filter((_, index) => without[index] !== expected[index]);
    expect(new Set(changed.map(({ place }) => place.productId))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(new Set(changed.map(({ place }) => place.retailerId))).toEqual(new Set([10, 11, 12]));
  });

  it('lets the more specific exception win, and exceptions before groups', () => {
    const resolved = definition.resolvedExceptions ?? [];
    const imageRules = resolved.filter((exception) => exception.field === 'image_count');
    expect(imageRules.map((exception) => [exception.type, exception.productIds, exception.retailerIds])).toEqual([
      ['IGNORE', [1], [11]],
      ['OVERRIDE', [1], null],
      ['OVERRIDE', [2, 3], null],
    ]);
    // Product 1 at retailer 11 with no image meets both image components (0.6 × 1/3 + 0.4 × 2/3); at
    // retailer 10 it meets neither.
    const noImage = { image_count: 0, video_count: 0, rating: 0, pdp_brand: '' };
    const at = (retailerId: number) => ({ stored, place: { productId: 1, retailerId, tagIds: [100] } });
    expect(plainDccScore(definition, noImage, at(11))).toBe(47);
    expect(plainDccScore(definition, noImage, at(10))).toBe(0);
    // The unused tag 999 leaves no exception behind.
    expect(resolved.some((exception) => exception.field === 'video_count' && exception.productIds === null)).toBe(
      false,
    );
  });

  it('applies the exceptions through the macro to its customer only', async () => {
    const rows = pages(60);
    await scoresOf(definition, rows);
    await connection.run(dccScoreMacroSql([{ customerId: 1, definition }], defaultDccDefinition()));
    const reader = await connection.runAndReadAll(`SELECT ${dccScoreCall('f')} FROM pages f ORDER BY page`);
    const got = reader.getRows().map((row) => (row[0] === null ? null : Number(row[0])));
    expect(got).toEqual(rows.map(({ page, place }) => plainDccScore(definition, page, { stored, place })));
  });

  it('takes a change of the exceptions for a change of the scores', () => {
    const fewer = resolveDccExceptions({ ...stored, exceptions: stored.exceptions.slice(1) }, productsOfTag);
    expect(sameDccScores(definition, { groups, resolvedExceptions: fewer })).toBe(false);
    expect(sameDccScores(definition, { groups })).toBe(false);
    expect(sameDccScores(definition, { groups, resolvedExceptions: resolveDccExceptions(stored, productsOfTag) })).toBe(
      true,
    );
    // Another product tagged 101 changes whom the tag's exception covers.
    const retagged = resolveDccExceptions(stored, (tagId) => [...productsOfTag(tagId), ...(tagId === 101 ? [6] : [])]);
    expect(sameDccScores(definition, { groups, resolvedExceptions: retagged })).toBe(false);
  });
});
