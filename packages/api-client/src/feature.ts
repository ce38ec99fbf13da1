import type { NavItem } from '@shelfsight/contracts';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { Reducer } from 'redux';

/** A state slice a feature hands the app to inject into the store. */
export type FeatureSlice = { reducerPath: string; reducer: Reducer };

/** A piece the main layout renders in its header; loaded lazily so the start-up bundle stays small. */
export interface HeaderItem {
  id: string;
  /** Resolves to a module whose default export is the component. */
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * What a feature package hands the app: its route objects, its menu tiles and its state slices. `slices` are injected
 * at start-up (only the guards' own state belongs there); `loadSlices` is called when a route of the
 * feature first loads, so the feature's code stays out of the start-up bundle. It lives here, below the
 * features and the app, so each feature can check its own `feature.ts` against it.
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
  /** Pieces of the main layout's header. */
  headerItems?: readonly HeaderItem[];
}
