import { authFeature } from '@shelfsight/auth';
import type { NavItem } from '@shelfsight/contracts';
import { notificationsFeature } from '@shelfsight/notifications';
import type { Reducer } from 'redux';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

export type FeatureSlice = { reducerPath: string; reducer: Reducer };

/**
 * What a feature package hands the app: its route objects, its menu tiles and its state slices. `slices` are injected
 * at start-up (only the guards' own state belongs there); `loadSlices` is called when a route of the
 * feature first loads, so the feature's code stays out of the start-up bundle.
 */
export interface AppFeature {
  id: string;
  routes: RouteObject[];
  slices?: readonly FeatureSlice[];
  loadSlices?: () => Promise<readonly FeatureSlice[]>;
  /**
   * The feature's side-menu tiles, as plain data beside `routes`: the main layout lists them without
   * loading the feature's pages. A tile shows only while its route exists and the user's scopes allow it.
   */
  navItems?: readonly NavItem[];
  /** Pieces of the main layout's header; `load` resolves to a module whose default export is the component. */
  headerItems?: readonly { id: string; load: () => Promise<{ default: ComponentType }> }[];
}

/**
 * In the start-up route table: sign-in and home, where every visit begins; notifications for the main
 * layout's header items (their code loads with the layout, not at start-up).
 */
export const startupFeatures: AppFeature[] = [authFeature, notificationsFeature];

/** Every other feature: its route table loads the first time a path matches no start-up route. */
export const loadDiscoveredFeatures = (): Promise<AppFeature[]> =>
  import('./discoveredFeatures').then((module) => module.discoveredFeatures);
