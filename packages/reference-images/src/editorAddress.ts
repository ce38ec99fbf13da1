import { referenceImageRoutes } from '@shelfsight/contracts';

/** The editor's query parameter naming the product (so the screen survives a reload and can be linked to). */
export const PRODUCT_PARAM = 'id';

/** The per-product editor's address, opened on the product. */
export const editorAddress = (productId: string | number): string =>
  `${referenceImageRoutes.productReferenceImages}?${new URLSearchParams({ [PRODUCT_PARAM]: String(productId) })}`;

/** The image-similarity screen's query parameter naming the product whose grid dialog is open. */
export const GRID_PARAM = 'grid';

/** The image-similarity screen with a product's upload reference images dialog (grid) open. */
export const gridAddress = (productId: string | number): string =>
  `${referenceImageRoutes.imageSimilarity}?${new URLSearchParams({ [GRID_PARAM]: String(productId) })}`;
