import { describe, expect, it } from 'vitest';
import { detectLocale } from '../../analytics/ingest/fileLocale';
import { checkRows, localeDate, localeNumber, mapColumns } from './productRows';

describe('file locale', () => {
  it('recognises a German Excel file: semicolons, decimal commas, day-first dates', () => {
    const rows = [['Kitchy', 'Mixer', '4006381333955', '1.234,5', '31.12.2026']];
    expect(detectLocale('Brand;Product name;GTIN;Attribute: W;Attribute: D', rows)).toEqual({
      separator: ';',
      decimalMark: ',',
      dateOrder: 'DMY',
    });
  });

  it('recognises an American file: commas, decimal points, month-first dates', () => {
    const rows = [['Kitchy', 'Mixer', '4006381333955', '1234.5', '12/31/2026']];
    expect(detectLocale('Brand,Product name,GTIN,W,D', rows)).toEqual({
      separator: ',',
      decimalMark: '.',
      dateOrder: 'MDY',
    });
  });

  it('reads numbers and dates in the chosen locale', () => {
    expect(localeNumber('1.234,5', ',')).toBe('1234.5');
    expect(localeNumber('1,234.5', '.')).toBe('1234.5');
    expect(localeNumber('1,5', '.')).toBeNull();
    expect(localeDate('31.12.2026', 'DMY')).toBe('2026-12-31');
    expect(localeDate('12/31/2026', 'MDY')).toBe('2026-12-31');
    expect(localeDate('2026-12-31', 'DMY')).toBe('2026-12-31');
    expect(localeDate('31/12/2026', 'MDY')).toBeNull();
  });
});

describe('header and rows', () => {
  it('names unknown and missing columns of the header row', () => {
    expect(mapColumns(['GTIN', 'Colour'], 'Standard')).toEqual([
      { row: 1, column: 'Colour', message: 'Unknown column' },
      { row: 1, column: 'Product name', message: 'Missing column' },
    ]);
    // Retailer columns belong to assortment lists only.
    expect(mapColumns(['Product name', 'GTIN', 'Retailer'], 'Standard')).toEqual([
      { row: 1, column: 'Retailer', message: 'Unknown column' },
    ]);
  });

  it('reports every bad row by row and column, duplicates included', () => {
    const map = mapColumns(['Product name', 'GTIN', 'Attribute: Weight'], 'Standard');
    if (Array.isArray(map)) throw new Error('header refused');
    const table = {
      header: [],
      rows: [
        { row: 2, cells: ['A', '4006381333931', '1,5'] },
        { row: 3, cells: ['', '4006381333931', 'heavy'] },
        { row: 4, cells: ['C', '', ''] },
      ],
    };
    const checked = checkRows(
      table,
      map,
      { separator: ';', decimalMark: ',', dateOrder: 'DMY' },
      { attributes: new Map([['Weight', 'n']]), retailers: null },
    );
    expect(checked.problems).toEqual([
      { row: 3, column: 'Product name', message: 'Enter the product name' },
      { row: 3, column: 'GTIN', message: '4006381333931 is also in row 2' },
      { row: 3, column: 'Attribute: Weight', message: 'Use a number' },
      { row: 4, column: 'GTIN', message: 'Give a GTIN or an MPN' },
    ]);
    expect(checked.rows[0]?.attributes).toEqual([{ name: 'Weight', value: '1.5' }]);
  });
});
