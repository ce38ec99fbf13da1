import { makeStore, rootReducer, type RootState } from '@shelfsight/api-client';
import { features } from './features';

// Injected once at start-up, before any store exists, so every store starts with every feature's state.
for (const feature of features) {
  for (const slice of feature.slices) {
    rootReducer.inject(slice as Parameters<typeof rootReducer.inject>[0]);
  }
}

/** Without a preloaded state the session is read back from local storage. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  return makeStore(preloadedState);
}
