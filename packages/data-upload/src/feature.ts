import type { AppFeature } from '@shelfsight/api-client';
import { clientRoutes, type NavItem } from '@shelfsight/contracts';
import { dataUploadRoutes } from './routes';

/** Upload sits in the product-management area, so its tile shows to those the area admits. */
const navItems: readonly NavItem[] = [
  {
    key: 'upload-data-set',
    label: 'Upload',
    icon: 'upload',
    to: clientRoutes.uploadDataSet,
    group: 'data',
    access: 'admin-or-product-manager',
    order: 10,
  },
];

/** What the app composes: the /upload-data-set/ screen and its menu tile. */
export const dataUploadFeature = {
  id: 'data-upload',
  routes: dataUploadRoutes,
  navItems,
} satisfies AppFeature;
