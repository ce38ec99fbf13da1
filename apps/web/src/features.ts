import { authFeature } from '@shelfsight/auth';
import { dashboardsFeature } from '@shelfsight/dashboards';
import { parkerFeature } from '@shelfsight/parker';
import { productDetailsFeature } from '@shelfsight/product-details';
import { referenceImagesFeature } from '@shelfsight/reference-images';
import { tasksFeature } from '@shelfsight/tasks';
import { widgetsFeature } from '@shelfsight/widgets';
import type { Reducer } from '@reduxjs/toolkit';
import type { RouteObject } from 'react-router-dom';

/** What a feature package hands the app: its state slices and its route objects. */
export interface AppFeature {
  id: string;
  slices: readonly { reducerPath: string; reducer: Reducer }[];
  routes: RouteObject[];
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
