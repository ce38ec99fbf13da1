export { ProductImage } from './ProductImage';
export type { ProductImageProps } from './ProductImage';
export { IMAGE_PROXY_PATH, imageCandidates, proxiedImageUrl } from './imageCandidates';
