export { SimilarityBadge } from './SimilarityBadge';
export type { SimilarityBadgeProps, SimilarityStatus } from './SimilarityBadge';
