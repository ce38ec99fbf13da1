// What other modules may use of product images: the demo's packshots and retailer copies, and the served files.
export { drawProduct, type ProductLook } from './drawProduct';
export { productImageFiles } from './productImageFiles';
export { productLookOf } from './productLook.repository';
export { applyVariant, type VariantKind, variantKinds } from './variants';
