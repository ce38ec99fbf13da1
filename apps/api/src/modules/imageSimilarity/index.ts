// The similarity score and label of a retailer image against a reference image.
export {
  compareFeatures,
  compareImages,
  type ImageFeatures,
  imageFeatures,
  labelOf,
  SIMILARITY_THRESHOLDS,
  type SimilarityLabel,
  similarityLabels,
  type SimilarityResult,
} from './imageSimilarity';
export { createFeaturePool, type FeaturePool } from './featurePool';
