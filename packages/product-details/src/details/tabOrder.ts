import { productDetailsTabs, type ProductDetailsTabId } from '@shelfsight/contracts';

/**
 * The `order` of the spec's own tabs in the `productDetails.tabs` slot: 10, 20, … 100 in the spec's order
 * (Summary 10 … PDP 90, Trends 100). Another feature's tab takes an order between them to sit there (55: after
 * Customer reviews) or above 100 to follow them.
 */
export const productDetailsTabOrder = (id: ProductDetailsTabId): number =>
  (productDetailsTabs.findIndex((tab) => tab.id === id) + 1) * 10;

/** The label the spec gives the tab. */
export const productDetailsTabLabel = (id: ProductDetailsTabId): string =>
  productDetailsTabs.find((tab) => tab.id === id)!.label;
