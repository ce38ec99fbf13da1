import type { AppFeature } from '@shelfsight/api-client';

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

/**
 * Names the page's features, once, before its router is made. The layouts read them here because they load
 * as route modules of their own, which the router cannot hand arguments to.
 */
export function setShellFeatures(features: ShellFeatures): void {
  current = features;
  discovered = [];
  loaded = features.startup;
}

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
