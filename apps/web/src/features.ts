import { authFeature } from '@shelfsight/auth';
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

/** In the start-up route table: sign-in and home, where every visit begins. */
export const startupFeatures: AppFeature[] = [authFeature];

/** Every other feature: its route table loads the first time a path matches no start-up route. */
export const loadDiscoveredFeatures = (): Promise<AppFeature[]> =>
  import('./discoveredFeatures').then((module) => module.discoveredFeatures);
