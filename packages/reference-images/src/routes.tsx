import { referenceImageRoutes } from '@shelfsight/contracts';
import type { RouteObject } from 'react-router-dom';

const handle = { layout: 'main', access: 'signed-in' };

/**
 * The reference image set screen and the per-product editor: main-layout screens for signed-in members; the API
 * answers 'Module not enabled' to customers without the image similarity module, which the screens then show.
 */
export const referenceImagesRoutes: RouteObject[] = [
  { path: referenceImageRoutes.imageSimilarity, lazy: () => import('./pages/ImageSimilarityPage'), handle },
  {
    path: referenceImageRoutes.productReferenceImages,
    lazy: () => import('./pages/ProductReferenceImagesPage'),
    handle,
  },
];
