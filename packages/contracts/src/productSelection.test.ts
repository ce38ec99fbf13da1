import { describe, expect, it } from 'vitest';
import { createSelectionFilterSchema, productCountRequestSchema, productSelectionMessages } from './productSelection';

describe('product selection schemas', () => {
  it('refuses a filter without brands, categories or tags, naming brands', () => {
    const parsed = createSelectionFilterSchema.safeParse({ retailerId: 3 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['brands'], message: productSelectionMessages.emptyFilter });
    expect(createSelectionFilterSchema.parse({ retailerId: 3, tags: [12] })).toEqual({
      retailerId: 3,
      brands: [],
      categories: [],
      tags: [12],
    });
  });

  it('counts every retailer of the request unless one is named', () => {
    expect(productCountRequestSchema.parse({ retailerIds: [1, 3], filters: [] }).retailerId).toBeNull();
    expect(productCountRequestSchema.safeParse({ retailerIds: [0], filters: [] }).success).toBe(false);
  });
});
