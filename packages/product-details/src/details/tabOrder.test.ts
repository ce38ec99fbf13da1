import { productDetailsTabs } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { productDetailsTabLabel, productDetailsTabOrder } from './tabOrder';

describe('productDetailsTabOrder', () => {
  it("orders the spec's tabs ten apart, in the spec's order", () => {
    const orders = productDetailsTabs.map((tab) => productDetailsTabOrder(tab.id));
    expect(orders).toEqual(productDetailsTabs.map((_, index) => (index + 1) * 10));
    expect(productDetailsTabOrder('trends')).toBe(100);
    expect(productDetailsTabLabel('price-availability')).toBe('Price & Availability');
  });
});
