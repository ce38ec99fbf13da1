import { createSlotRegistry, type AppFeature, type SlotRegistry } from '@shelfsight/api-client';

/** The features a shell frames: the whole app's, or one feature's (with auth) in its dev shell. */
export interface ShellFeatures {
  /** In the start-up route table; their header items show in the main layout. */
  startup: readonly AppFeature[];
  /** Every other feature: its route table loads the first time a path matches no start-up route. */
  loadDiscovered: () => Promise<readonly AppFeature[]>;
}

let current: ShellFeatures = { startup: [], loadDiscovered: async () => [] };
let discovered: readonly AppFeature[] = [];
let loaded: readonly AppFeature[] = [];
let slots: SlotRegistry = createSlotRegistry([]);

/**
 * Names the page's features, once, before its router is made. The layouts read them here because they load
 * as route modules of their own, which the router cannot hand arguments to.
 */
export function setShellFeatures(features: ShellFeatures): void {
  current = features;
  discovered = [];
  loaded = features.startup;
  // The overlays and slot contributions, collected as the router collects routes: the start-up features' at once,
  // the others' when a slot's host first asks (the same route-table chunk route discovery loads).
  slots = createSlotRegistry(features.startup, loadDiscoveredFeatures);
}

/** The page's slot registry (see `setShellFeatures`). */
export const shellSlotRegistry = (): SlotRegistry => slots;

export const startupFeatures = (): readonly AppFeature[] => current.startup;

/** Loads the discovered features' route tables (once per page: the import is cached) and keeps them. */
export async function loadDiscoveredFeatures(): Promise<readonly AppFeature[]> {
  const features = current;
  const list = await features.loadDiscovered();
  if (features === current && list !== discovered) {
    discovered = list;
    loaded = [...features.startup, ...list];
  }
  return list;
}

/** The start-up features and the discovered ones loaded so far; the same array until that changes. */
export const loadedFeatures = (): readonly AppFeature[] => loaded;
