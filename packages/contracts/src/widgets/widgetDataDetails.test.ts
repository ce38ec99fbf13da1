import { describe, expect, it } from 'vitest';
import { widgetDataDetailsQuerySchema, widgetDetailsTitle } from './widgetDataDetails';

describe('widgetDetailsTitle', () => {
  it('follows the title rule of the details dialog', () => {
    expect(widgetDetailsTitle({ productCount: 0, reviewCount: 0, totalReviewCount: 120 })).toBe('No products found.');
    expect(widgetDetailsTitle({ productCount: 12, reviewCount: 340, totalReviewCount: 1200 })).toBe(
      '12 products with 340 out of 1200 reviews',
    );
    expect(widgetDetailsTitle({ productCount: 1, reviewCount: 5, totalReviewCount: 9 })).toBe(
      '1 product with 5 out of 9 reviews',
    );
    expect(widgetDetailsTitle({ productCount: 3, reviewCount: null, totalReviewCount: null })).toBe('3 products');
  });
});

describe('widgetDataDetailsQuerySchema', () => {
  it('reads item keys, flags and id lists as the query brings them', () => {
    const parsed = widgetDataDetailsQuerySchema.parse({
      item: 'brand_type:2|currency:EUR',
      useDefaults: '1',
      filterRetailerIds: ['1,2', '3'],
      savedFilterIds: '7',
    });
    expect(parsed).toMatchObject({
      item: { dimension: 'BRAND_TYPE', id: 2 },
      useDefaults: true,
      filterRetailerIds: [1, 2, 3],
      savedFilterIds: [7],
      page: 1,
      itemsPerPage: 50,
    });
  });

  it('names the field of a bad value', () => {
    for (const [field, value] of [
      ['item', 'date:2024-01-01'],
      ['item', 'retailer:0'],
      ['item', 'retailer:2147483648'],
      ['item', 'brand:9999999999|currency:EUR'],
      ['filterBrandIds', '1,-2'],
      ['useDefaults', 'yes'],
    ] as const) {
      const result = widgetDataDetailsQuerySchema.safeParse({ [field]: value });
      expect(result.success, `${field}=${value}`).toBe(false);
      expect(result.error?.issues[0]?.path[0]).toBe(field);
    }
  });
});
