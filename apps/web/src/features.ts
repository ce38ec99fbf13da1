import { authFeature } from '@shelfsight/auth';
import { dashboardsFeature } from '@shelfsight/dashboards';
import { parkerFeature } from '@shelfsight/parker';
import { productDetailsFeature } from '@shelfsight/product-details';
import { referenceImagesFeature } from '@shelfsight/reference-images';
import { tasksFeature } from '@shelfsight/tasks';
import { widgetsFeature } from '@shelfsight/widgets';
import type { Reducer } from '@reduxjs/toolkit';
import type { RouteObject } from 'react-router-dom';

export type FeatureSlice = { reducerPath: string; reducer: Reducer };

/**
 * What a feature package hands the app: its route objects, and its state slices. `slices` are injected
 * at start-up (only the guards' own state belongs there); `loadSlices` is called when a route of the
 * feature first loads, so the feature's code stays out of the start-up bundle.
 */
export interface AppFeature {
  id: string;
  routes: RouteObject[];
  slices?: readonly FeatureSlice[];
  loadSlices?: () => Promise<readonly FeatureSlice[]>;
}

export const features: AppFeature[] = [
  authFeature,
  dashboardsFeature,
  widgetsFeature,
  productDetailsFeature,
  referenceImagesFeature,
  tasksFeature,
  parkerFeature,
];
