import { describe, expect, it } from 'vitest';
import { detailsTablePagination, formatCount, priceFootnote, productDetailsArgsOf } from './detailsTable';

describe('detailsTablePagination', () => {
  it('hides the footer at 10 rows or fewer and pages by 10 above', () => {
    expect(detailsTablePagination(0)).toBe(false);
    expect(detailsTablePagination(10)).toBe(false);
    expect(detailsTablePagination(11)).toMatchObject({ pageSize: 10 });
  });
});

describe('priceFootnote', () => {
  it('says incl. when the price type is INCL, empty or absent, and excl. only for EXCL', () => {
    expect(priceFootnote('INCL')).toBe('All prices in local currency incl. VAT');
    expect(priceFootnote(null)).toBe('All prices in local currency incl. VAT');
    expect(priceFootnote(undefined)).toBe('All prices in local currency incl. VAT');
    expect(priceFootnote('EXCL')).toBe('All prices in local currency excl. VAT');
  });
});

describe('productDetailsArgsOf', () => {
  it('asks for the product as a number with the period and widget the address gave', () => {
    expect(productDetailsArgsOf({ productDummyId: '4711', dateFrom: '2026-11-01', widgetId: 7 })).toEqual({
      productId: 4711,
      dateFrom: '2026-11-01',
      widgetId: 7,
    });
  });
});

describe('formatCount', () => {
  it('writes thousands separators and a dash for nothing', () => {
    expect(formatCount(1284)).toBe('1,284');
    expect(formatCount(null)).toBe('-');
  });
});
