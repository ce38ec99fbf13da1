import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from './api';
import { bindSessionStore } from './session/activeStore';
import { sessionSlice, type SessionState } from './session/sessionSlice';
import { loadPersistedSession, persistSession } from './session/storage';

/**
 * Features add their slices here by module augmentation:
 * `declare module '@shelfsight/api-client' { interface LazyLoadedSlices extends WithSlice<typeof mySlice> {} }`
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by features through declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api, sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** Without a preloaded state the session is read back from local storage. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState ?? { session: loadPersistedSession() },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  setupListeners(store.dispatch);
  bindSessionStore(store);

  // Persist only when the session object changed, not on every action.
  let persisted: SessionState | undefined = store.getState().session;
  store.subscribe(() => {
    const { session } = store.getState();
    if (session === persisted) return;
    persisted = session;
    persistSession(session);
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
