import { describe, expect, it } from 'vitest';
import { productSummaryOf } from './productSummaryOf';

describe('productSummaryOf', () => {
  it('shows the first GTIN and the picture when there is one', () => {
    const product = { id: 40, name: 'Oat Drink 1 l', brandName: 'Acme', gtinCodes: ['4006381333931', '4006381333948'] };
    expect(productSummaryOf({ ...product, imageUrl: '/api/product-images/1/40?sig=x' })).toEqual({
      productDummyId: 40,
      name: 'Oat Drink 1 l',
      brand: 'Acme',
      gtin: '4006381333931',
      imageUrls: ['/api/product-images/1/40?sig=x'],
    });
    expect(productSummaryOf({ ...product, gtinCodes: [], imageUrl: null })).toMatchObject({
      gtin: null,
      imageUrls: [],
    });
  });
});
