import { describe, expect, it } from 'vitest';
import {
  PRODUCT_DETAILS_TABS,
  productDetailsClosed,
  productDetailsOpened,
  productDetailsSlice,
  productDetailsTabSelected,
  selectOpenProductDummyId,
  selectProductDetailsTab,
} from './productDetailsSlice';

const reduce = productDetailsSlice.reducer;

describe('productDetailsSlice', () => {
  it('has the ten tabs of the dialog in order', () => {
    expect(PRODUCT_DETAILS_TABS).toHaveLength(10);
    expect(PRODUCT_DETAILS_TABS[0]).toBe('Summary');
    expect(PRODUCT_DETAILS_TABS[9]).toBe('Trends');
  });

  it('opens on the first tab even when another tab was active before', () => {
    const onTrends = reduce(reduce(undefined, productDetailsOpened(1)), productDetailsTabSelected(9));
    expect(selectProductDetailsTab({ productDetails: onTrends })).toBe('Trends');
    const reopened = reduce(onTrends, productDetailsOpened(2));
    expect(selectOpenProductDummyId({ productDetails: reopened })).toBe(2);
    expect(selectProductDetailsTab({ productDetails: reopened })).toBe('Summary');
  });

  it('ignores tab indexes outside the dialog', () => {
    const open = reduce(undefined, productDetailsOpened(1));
    expect(reduce(open, productDetailsTabSelected(10)).activeTabIndex).toBe(0);
    expect(reduce(open, productDetailsTabSelected(-1)).activeTabIndex).toBe(0);
  });

  it('closes the dialog', () => {
    const closed = reduce(reduce(undefined, productDetailsOpened(4)), productDetailsClosed());
    expect(closed).toEqual({ openProductDummyId: null, activeTabIndex: 0 });
    expect(selectOpenProductDummyId({})).toBeNull();
  });
});
