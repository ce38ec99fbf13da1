import type { RouteObject } from 'react-router-dom';

/**
 * /image-similarity/ and /product-reference-images/ arrive with the reference images API;
 * until then the feature adds no route.
 */
export const referenceImagesRoutes: RouteObject[] = [];
