import type { Action } from 'redux';
import type { SessionState } from './sessionSlice';

/** What code outside a slice needs of the store: the session to read, and a way to record changes to it. */
export interface SessionStore {
  getState(): { session: SessionState };
  dispatch(action: Action): unknown;
}

let bound: SessionStore | null = null;

/**
 * Calls made outside RTK Query (secondary client, downloads, uploads) read the session of the store the
 * app built. makeStore binds each new store; the latest one wins.
 */
export function bindSessionStore(store: SessionStore): void {
  bound = store;
}

export function boundSessionStore(): SessionStore {
  if (!bound) throw new Error('No store is bound: call makeStore() before making requests.');
  return bound;
}
