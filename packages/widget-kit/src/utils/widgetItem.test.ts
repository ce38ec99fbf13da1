import { describe, expect, it } from 'vitest';
import { isItemKey, productOfItemKey } from './widgetItem';

describe('productOfItemKey', () => {
  it('names the product of a product item, also one priced in one of several currencies or split again', () => {
    expect(productOfItemKey('product:4711')).toBe('4711');
    expect(productOfItemKey('product:p-9|currency:EUR')).toBe('p-9');
    expect(productOfItemKey('retailer:2|product:48213')).toBe('48213');
  });

  it('names none for other items and items without a product', () => {
    expect(productOfItemKey('retailer:12')).toBeNull();
    expect(productOfItemKey('product:none')).toBeNull();
    expect(productOfItemKey('product:none|retailer:2')).toBeNull();
    expect(productOfItemKey('products:12')).toBeNull();
    expect(productOfItemKey('overall')).toBeNull();
  });

  it('agrees with isItemKey on what an item is', () => {
    expect(isItemKey('product:4711|currency:GBP')).toBe(true);
  });
});
