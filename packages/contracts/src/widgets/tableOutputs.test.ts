import { describe, expect, it } from 'vitest';
import {
  dataTableOutputSchema,
  imageSimilarityOverviewOutputSchema,
  matrixTableOutputSchema,
  plainTextBlocks,
  tableWidgetOutputSchemas,
  textOutputSchema,
  trendAgainst,
} from './tableOutputs';

const column = {
  key: 'availability',
  id: 101,
  sequenceNumber: 3,
  name: 'Availability',
  dataType: 'n',
  format: 'percent',
};

describe('dataTableOutputSchema', () => {
  it('fills the optional column and row parts with their defaults', () => {
    const parsed = dataTableOutputSchema.parse({
      columns: [column],
      rows: [{ key: 'r1', values: { availability: 97.5 } }],
      totalRows: 1,
      page: 1,
      itemsPerPage: 10,
      sortBy: null,
      sortDesc: false,
    });
    expect(parsed.columns[0]).toMatchObject({
      thresholds: [],
      tooltip: null,
      columnGroupId: null,
      sortable: true,
      currency: null,
    });
    expect(parsed.rows[0]?.productDummyId).toBeNull();
    expect(parsed.columnGroups).toEqual([]);
  });

  it('names the field of a bad data type or page', () => {
    const result = dataTableOutputSchema.safeParse({
      columns: [{ ...column, dataType: 'x' }],
      rows: [],
      totalRows: 0,
      page: 0,
      itemsPerPage: 10,
      sortBy: null,
      sortDesc: false,
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['columns.0.dataType', 'page']);
  });
});

describe('matrixTableOutputSchema', () => {
  it('keeps null cells as no data', () => {
    const parsed = matrixTableOutputSchema.parse({
      metric: { id: 5, name: 'DCC score', format: 'percent' },
      horizontalDimension: { id: 1, name: 'Retailer' },
      verticalDimension: { id: 2, name: 'Brand' },
      columns: [{ key: 'amazon', label: 'Amazon.de' }],
      rows: [{ key: 'nivea', label: 'NIVEA', values: { amazon: null } }],
    });
    expect(parsed.rows[0]?.values.amazon).toBeNull();
    expect(parsed.metric.lowerIsBetter).toBe(false);
  });
});

describe('textOutputSchema', () => {
  it('accepts http(s) links only', () => {
    const withLink = (href: string) => ({
      fields: [{ key: 'intro', blocks: [{ type: 'paragraph', spans: [{ text: 'Read more', href }] }] }],
    });
    expect(textOutputSchema.safeParse(withLink('https://example.com/report')).success).toBe(true);
    expect(textOutputSchema.safeParse(withLink('javascript:alert(1)')).success).toBe(false);
    expect(textOutputSchema.safeParse(withLink('data:text/html,<b>x</b>')).success).toBe(false);
  });
});

describe('plainTextBlocks', () => {
  it('splits paragraphs at blank lines and reads - and • lines as bullets', () => {
    const blocks = plainTextBlocks(
      'Weekly availability\r\nfor NIVEA\n\n- Amazon.de back in stock\n• dm: 3 days out\nSee the table below.',
    );
    expect(blocks.map((block) => [block.type, block.spans[0]?.text])).toEqual([
      ['paragraph', 'Weekly availability\nfor NIVEA'],
      ['bullet', 'Amazon.de back in stock'],
      ['bullet', 'dm: 3 days out'],
      ['paragraph', 'See the table below.'],
    ]);
    expect(blocks[0]?.spans[0]).toMatchObject({ bold: false, italic: false, href: null });
    expect(plainTextBlocks('  \n\n ')).toEqual([]);
  });
});

describe('imageSimilarityOverviewOutputSchema', () => {
  it('keeps unknown states, so renderers can show them as errors, and bounds the score', () => {
    const answer = (status: string, score: number | null) => ({
      retailers: [{ id: 3, name: 'dm' }],
      products: [
        {
          productDummyId: 'p-1',
          name: 'NIVEA Creme 150 ml',
          brand: 'NIVEA',
          ean: '4005900036728',
          results: [{ retailerId: 3, status, score, checkedOn: '2025-05-12T06:40:00Z', nextCheckOn: '2025-05-19' }],
        },
      ],
      totalProducts: 1,
    });
    expect(imageSimilarityOverviewOutputSchema.parse(answer('image_unreachable', null)).products[0]?.imageUrls).toEqual(
      [],
    );
    expect(imageSimilarityOverviewOutputSchema.safeParse(answer('equal', 101)).success).toBe(false);
  });
});

it('has one schema for each table-like widget type', () => {
  expect(Object.keys(tableWidgetOutputSchemas).sort()).toEqual([
    'DATA_TABLE',
    'IMAGE_SIMILARITY_OVERVIEW',
    'MATRIX_TABLE',
    'PERFORMANCE_OVERVIEW',
    'PRODUCT_OVERVIEW',
    'TEXT',
  ]);
});

describe('trendAgainst', () => {
  it('answers percent points for percent metrics, also from a zero base', () => {
    expect(trendAgainst(92.06, 90.48, true)).toBeCloseTo(1.58, 10);
    expect(trendAgainst(5, 0, true)).toBe(5);
  });
  it('answers the relative change in percent for other formats, none from a zero base', () => {
    expect(trendAgainst(92.06, 90.48, false)).toBeCloseTo(((92.06 - 90.48) / 90.48) * 100, 10);
    expect(trendAgainst(-3, -4, false)).toBeCloseTo(25, 10);
    expect(trendAgainst(5, 0, false)).toBeNull();
  });
  it('answers nothing when either value is missing', () => {
    expect(trendAgainst(null, 4, true)).toBeNull();
    expect(trendAgainst(4, undefined, false)).toBeNull();
  });
});
