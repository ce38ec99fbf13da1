export { ImageWithFallback } from './ImageWithFallback';
export type { ImageWithFallbackProps } from './ImageWithFallback';
export { IMAGE_PROXY_PATH, imageCandidates, proxiedImageUrl } from './imageCandidates';
