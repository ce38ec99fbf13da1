import type { CustomerModuleName, NavItem, OverlayId, SlotFields, SlotName, SlotProps } from '@shelfsight/contracts';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { Reducer } from 'redux';

/** A state slice a feature hands the app to inject into the store. */
export type FeatureSlice = { reducerPath: string; reducer: Reducer };

/** Resolves to a module whose default export is the component: its code stays out of the start-up bundle. */
export type ComponentLoader<Props> = () => Promise<{ default: ComponentType<Props> }>;

/**
 * A feature's piece of a named slot (contracts' `SlotName`): an id unique within the slot, the slot's plain fields
 * (a tab's label) and the lazily loaded component, which receives the slot's props. Lower `order` comes first;
 * equal orders keep the order the app lists the features in.
 */
export type SlotContribution<Slot extends SlotName> = {
  id: string;
  order?: number;
  /**
   * A customer module the contribution needs, as a menu tile's `module`: it shows only while the active customer
   * has it on (the scope `moduleScope(module)` the app binds, see `SlotsProvider`).
   */
  module?: CustomerModuleName;
  load: ComponentLoader<SlotProps[Slot]>;
} & SlotFields[Slot];

/** A feature's contributions, by slot. */
export type SlotContributions = { readonly [Slot in SlotName]?: readonly SlotContribution<Slot>[] };

/** A piece the main layout renders in its header: a contribution to the `header.items` slot. */
export type HeaderItem = SlotContribution<'header.items'>;

/** What an overlay's component receives from the main layout. */
export interface OverlayProps {
  /** Removes the overlay's search parameters from the address (the overlay closes). */
  close: () => void;
}

/**
 * A global dialog or drawer the main layout mounts while the overlay's search parameter (contracts' `overlays`) is
 * in the address. The component reads its other parameters from the address itself.
 */
export interface FeatureOverlay {
  id: OverlayId;
  load: ComponentLoader<OverlayProps>;
}

/**
 * What a feature package hands the app: its route objects, its menu tiles, its state slices, its overlays and
 * its contributions to other features' slots. `slices` are injected at start-up (only the guards' own state
 * belongs there); `loadSlices` is called when a route of the feature first loads, so the feature's code stays out
 * of the start-up bundle. It lives here, below the features and the app, so each feature can check its own
 * `feature.ts` against it.
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
  /** Dialogs and drawers over any signed-in screen, each opened by its search parameter. */
  overlays?: readonly FeatureOverlay[];
  /** Pieces of named slots, shown wherever the slot's host renders it (the header, another feature's dialog). */
  contributions?: SlotContributions;
}
