import { referenceImageRoutes } from '@shelfsight/contracts';

/** The editor's query parameter naming the product (so the screen survives a reload and can be linked to). */
export const PRODUCT_PARAM = 'id';

/** The per-product editor's address, opened on the product. */
export const editorAddress = (productId: string | number): string =>
  `${referenceImageRoutes.productReferenceImages}?${new URLSearchParams({ [PRODUCT_PARAM]: String(productId) })}`;
