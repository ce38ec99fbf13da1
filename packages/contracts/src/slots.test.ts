import { describe, expect, it } from 'vitest';
import { productDetailsRequestOf, withProductDetails } from './routes';
import { isOverlayOpen, overlayIds, overlays, withoutOverlay } from './slots';

describe('withProductDetails and productDetailsRequestOf', () => {
  it("round-trip a request through the address, keeping the screen's own parameters", () => {
    const search = withProductDetails(new URLSearchParams('id=3&dateFrom=2026-10-01'), {
      productDummyId: 48213,
      dateFrom: '2026-11-01',
      dateTo: '2026-11-07',
      widgetId: 12,
    });
    expect(search.toString()).toBe(
      'id=3&dateFrom=2026-10-01&product=48213&productDateFrom=2026-11-01&productDateTo=2026-11-07&productWidgetId=12',
    );
    expect(productDetailsRequestOf(search)).toEqual({
      productDummyId: '48213',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-07',
      widgetId: 12,
    });
  });

  it('opens another product on the first tab, without the previous period or widget', () => {
    const before = new URLSearchParams('product=1&productTab=pdp&productDateFrom=2026-11-01&productWidgetId=4');
    expect(withProductDetails(before, { productDummyId: 'A-77' }).toString()).toBe('product=A-77');
  });

  it('names no product for a missing or unusable id, and drops a malformed period or widget', () => {
    for (const search of ['', 'product=', 'product=%3Cb%3E', `product=${'9'.repeat(65)}`])
      expect(productDetailsRequestOf(new URLSearchParams(search))).toBeNull();
    expect(
      productDetailsRequestOf(new URLSearchParams('product=5&productDateFrom=yesterday&productWidgetId=-1')),
    ).toEqual({ productDummyId: '5' });
  });
});

describe('overlays', () => {
  it('are open while their parameter holds a value', () => {
    expect(overlayIds).toEqual(['productDetails', 'taskDetails', 'parker']);
    expect(isOverlayOpen('taskDetails', new URLSearchParams('task=12'))).toBe(true);
    expect(isOverlayOpen('parker', new URLSearchParams('parker=open'))).toBe(true);
    expect(isOverlayOpen('parker', new URLSearchParams('dashboardId=3'))).toBe(false);
    expect(isOverlayOpen('productDetails', new URLSearchParams('product=5'))).toBe(true);
    expect(isOverlayOpen('productDetails', new URLSearchParams('product='))).toBe(false);
    expect(isOverlayOpen('productDetails', new URLSearchParams('productTab=pdp'))).toBe(false);
  });

  it('close by losing every parameter of theirs and nothing else', () => {
    const search = new URLSearchParams(
      'id=3&product=5&productTab=pdp&productDateFrom=2026-11-01&productDateTo=2026-11-07',
    );
    expect(withoutOverlay('productDetails', search).toString()).toBe('id=3');
    expect(overlays.productDetails.params).toContain('productWidgetId');
    // Creating a task from a product keeps the product's details open underneath.
    const creating = new URLSearchParams('product=5&task=new&taskProduct=5&parker=open');
    expect(withoutOverlay('taskDetails', creating).toString()).toBe('product=5&parker=open');
  });
});
