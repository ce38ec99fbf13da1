import { makeStore, rootReducer, type AppFeature, type FeatureSlice, type RootState } from '@shelfsight/api-client';
import { authFeature } from '@shelfsight/auth';

type AppStore = ReturnType<typeof makeStore>;

function inject(slices: readonly FeatureSlice[]): void {
  for (const slice of slices) rootReducer.inject(slice as Parameters<typeof rootReducer.inject>[0]);
}

// Auth is in every shell: its slice (the guards' state) is injected before any store exists.
inject(authFeature.slices ?? []);

/** Injects the start-up features' eager slices; before the store is made, so they are in its first state. */
export function injectStartupSlices(features: readonly AppFeature[]): void {
  for (const feature of features) inject(feature.slices ?? []);
}

/** Without a preloaded state the session is read back from local storage. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  return makeStore(preloadedState);
}

/**
 * Injects a feature's slices, loading the lazy ones first (injecting a slice twice changes nothing). An injected slice's state appears with the next action,
 * so one is dispatched: the route's page then reads its initial state rather than undefined.
 */
export async function injectFeatureSlices(feature: AppFeature, store: AppStore): Promise<void> {
  inject(feature.slices ?? []);
  if (feature.loadSlices) inject(await feature.loadSlices());
  store.dispatch({ type: `app/featureLoaded/${feature.id}` });
}
