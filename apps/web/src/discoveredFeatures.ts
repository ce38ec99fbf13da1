import { alertsFeature } from '@shelfsight/alerts';
import type { AppFeature } from '@shelfsight/api-client';
import { contentScoreFeature } from '@shelfsight/content-score';
import { dashboardsFeature } from '@shelfsight/dashboards';
import { dataUploadFeature } from '@shelfsight/data-upload';
import { datasetsFeature } from '@shelfsight/datasets';
import { exportsFeature } from '@shelfsight/exports';
import { parkerFeature } from '@shelfsight/parker';
import { productDetailsFeature } from '@shelfsight/product-details';
import { productsFeature } from '@shelfsight/products';
import { referenceImagesFeature } from '@shelfsight/reference-images';
import { savedFiltersFeature } from '@shelfsight/saved-filters';
import { tasksFeature } from '@shelfsight/tasks';
import { userManagementFeature } from '@shelfsight/user-management';
import { visibilityClustersFeature } from '@shelfsight/visibility-clusters';
import { widgetsFeature } from '@shelfsight/widgets';

/** The features whose routes the router discovers on navigation (see `features.ts`). */
export const discoveredFeatures: AppFeature[] = [
  dashboardsFeature,
  widgetsFeature,
  savedFiltersFeature,
  alertsFeature,
  exportsFeature,
  datasetsFeature,
  productDetailsFeature,
  referenceImagesFeature,
  tasksFeature,
  parkerFeature,
  userManagementFeature,
  dataUploadFeature,
  contentScoreFeature,
  visibilityClustersFeature,
  productsFeature,
];
