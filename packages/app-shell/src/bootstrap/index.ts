import { selectIsAuthenticated, type PreloadStore } from '@shelfsight/api-client';
import { startSessionRequests } from '@shelfsight/auth';
import { createAppRouter } from '../router';
import type { ShellFeatures } from '../shellFeatures';
import { createAppStore, injectFeatureSlices, injectStartupSlices } from '../store';
import { bindApiClient } from './apiClient';
import { installBrowserErrorHandlers } from './browserErrors';
import { CHUNK_RETRY_HASH } from './chunkReload';
import { isJsonParseError, recoverFromJsonParseError } from './jsonRecovery';

/**
 * The chunk-retry marker did its job once the page loads (its throttle lives in localStorage); keep it out
 * of the address bar. '#retry-json' stays: it is what stops a second JSON recovery from reloading again.
 */
function dropRetryHash(): void {
  if (window.location.hash === CHUNK_RETRY_HASH) {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }
}

export interface BootstrapOptions {
  /**
   * Requests the page's address needs, sent before the router loads any code; `preloading` says the address's
   * route preload has started, so the router does not start it again.
   */
  startEarlyRequests?: (store: PreloadStore, address: URL) => { preloading: boolean };
}

/** Builds the store and router for `features` and binds the browser-level behaviour of spec 1 §4. */
export function bootstrap(features: ShellFeatures, options: BootstrapOptions = {}) {
  installBrowserErrorHandlers();
  let store: ReturnType<typeof createAppStore>;
  try {
    injectStartupSlices(features.startup);
    store = createAppStore();
  } catch (error) {
    // Corrupt persisted state: clear it and reload once; if that was already tried, fail loudly.
    if (isJsonParseError(error) && recoverFromJsonParseError()) return null;
    throw error;
  }
  dropRetryHash();
  // Before the router loads any code: the session's requests travel while the layout and screen load.
  startSessionRequests(store);
  const address = new URL(window.location.href);
  const early = options.startEarlyRequests?.(store, address) ?? { preloading: false };
  const router = createAppRouter(
    features,
    (feature) => injectFeatureSlices(feature, store),
    () => selectIsAuthenticated(store.getState()),
    store,
    early.preloading ? address : undefined,
  );
  bindApiClient((path) => router.navigate(path));
  return { store, router };
}
