export { hasProductDummyId, ProductDetailsInfoButton, VIEW_PRODUCT_DETAILS } from './ProductDetailsInfoButton';
export type { ProductDetailsInfoButtonProps } from './ProductDetailsInfoButton';
