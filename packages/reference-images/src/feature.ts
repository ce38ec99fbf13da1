import type { AppFeature } from '@shelfsight/api-client';
import { type NavItem, referenceImageRoutes } from '@shelfsight/contracts';
import { referenceImagesRoutes } from './routes';

/**
 * Beside the other product-data screens, for customers with the image similarity module on. Every member may open
 * them (the API reads for all and refuses changes to read-only users); a customer without the module who follows a
 * link there sees 'Module not enabled'.
 */
const navItems: readonly NavItem[] = [
  {
    key: 'image-similarity',
    label: 'Image similarity',
    icon: 'imageSimilarity',
    to: referenceImageRoutes.imageSimilarity,
    group: 'data',
    access: 'signed-in',
    module: 'image-similarity',
    order: 42,
  },
  {
    key: 'product-reference-images',
    label: 'Reference images',
    icon: 'referenceImages',
    to: referenceImageRoutes.productReferenceImages,
    group: 'data',
    access: 'signed-in',
    module: 'image-similarity',
    order: 43,
  },
];

/** What the app composes: the route table and menu tiles, and the editor's action on a product's images. */
export const referenceImagesFeature = {
  id: 'reference-images',
  routes: referenceImagesRoutes,
  navItems,
  contributions: {
    // Spec 3 §2.1: the product details' images & videos carousel offers the editor on the product.
    'productMedia.actions': [
      {
        id: 'edit-reference-images',
        label: 'Edit reference images',
        // The editor answers 'Module not enabled' without it, so the action is not offered.
        module: 'image-similarity',
        load: () => import('./slots/EditReferenceImages'),
      },
    ],
  },
} satisfies AppFeature;
