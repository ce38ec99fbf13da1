import { makeStore, rootReducer, type AppFeature, type FeatureSlice, type RootState } from '@shelfsight/api-client';
import { startupFeatures } from './features';

type AppStore = ReturnType<typeof makeStore>;

function inject(slices: readonly FeatureSlice[]): void {
  for (const slice of slices) rootReducer.inject(slice as Parameters<typeof rootReducer.inject>[0]);
}

// Only the start-up slices (the guards' state) are injected before any store exists.
for (const feature of startupFeatures) inject(feature.slices ?? []);

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
