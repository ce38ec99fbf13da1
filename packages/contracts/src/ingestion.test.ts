import { describe, expect, it } from 'vitest';
import { INGEST_LIMITS, normaliseColumnName, OBSERVATION_COLUMNS, observationCsvTemplate } from './ingestion';
import { UPLOAD_LIMITS } from './constants';

describe('observation columns', () => {
  it('have distinct names even after normalising', () => {
    const names = OBSERVATION_COLUMNS.map((column) => normaliseColumnName(column.name));
    expect(new Set(names).size).toBe(names.length);
  });

  it('match headers regardless of case, spaces, underscores and dashes', () => {
    expect(normaliseColumnName('Selling_Price')).toBe(normaliseColumnName('sellingPrice'));
    expect(normaliseColumnName('in stock')).toBe(normaliseColumnName('inStock'));
    expect(normaliseColumnName('shop-product-id')).toBe(normaliseColumnName('shopProductId'));
  });

  it('give a template with the header and one example row of the same width', () => {
    const [header, example, rest] = observationCsvTemplate().split('\n');
    expect(header?.split(',')).toEqual(OBSERVATION_COLUMNS.map((column) => column.name));
    expect(example?.split(',')).toHaveLength(OBSERVATION_COLUMNS.length);
    expect(example).toMatch(/^2026-03-01,/);
    expect(rest).toBe('');
  });

  it('keep the upload screen to the spreadsheet limit of spec 1', () => {
    expect(INGEST_LIMITS.uploadMaxBytes).toBe(UPLOAD_LIMITS.spreadsheetMaxBytes);
  });
});
