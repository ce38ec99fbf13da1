import { useEffect, useState } from 'react';
import { api } from './api';
import { useAppStore } from './hooks';

/** The longest the page's secondary work waits for the screen's requests to settle (a screen that polls never does). */
export const REQUESTS_QUIET_MAX_WAIT_MS = 4_000;

interface QuietStore {
  getState: () => unknown;
  subscribe: (listener: () => void) => () => void;
}

interface QuietScheduler {
  /** Runs the callback once the browser has nothing else to do (answers drawn, no task queued). */
  whenIdle: (callback: () => void) => () => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

type ApiState = {
  queries?: Record<string, { status?: string } | undefined>;
  mutations?: Record<string, { status?: string } | undefined>;
};

/** Queries and mutations of the app's api that are on the wire now. */
export function pendingRequests(state: unknown): number {
  const apiState = (state as Record<string, ApiState | undefined>)[api.reducerPath];
  let pending = 0;
  for (const entry of Object.values(apiState?.queries ?? {})) if (entry?.status === 'pending') pending += 1;
  for (const entry of Object.values(apiState?.mutations ?? {})) if (entry?.status === 'pending') pending += 1;
  return pending;
}

/**
 * Runs `callback` when the browser has nothing else to do (a timer where idle callbacks are missing); returns a
 * cancel function. globalThis, not window: the same functions in a browser, and still there when the timer fires
 * after a test's page (jsdom) has been torn down.
 */
export function whenBrowserIdle(callback: () => void): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(callback);
    return () => globalThis.cancelIdleCallback(handle);
  }
  const handle = globalThis.setTimeout(callback, 50);
  return () => globalThis.clearTimeout(handle);
}

const browserScheduler: QuietScheduler = {
  whenIdle: whenBrowserIdle,
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as number),
};

const quietOf = new WeakMap<QuietStore, Promise<void>>();
// Stores whose requests have settled: a component mounted later starts out quiet, without a frame of waiting.
const settled = new WeakSet<QuietStore>();

/**
 * Resolves the next time none of the api's requests are on the wire and the browser is idle after their answers
 * were drawn (no new request started meanwhile), at the latest after REQUESTS_QUIET_MAX_WAIT_MS. Asked anew each
 * time: for work that must wait for what the screen is asking for now (the live charts after their pictures).
 */
export function whenRequestsSettle(store: QuietStore, scheduler: QuietScheduler = browserScheduler): Promise<void> {
  return new Promise<void>((resolve) => {
    let cancelIdle: (() => void) | null = null;
    let unsubscribe: (() => void) | null = null;
    const finish = () => {
      cancelIdle?.();
      unsubscribe?.();
      scheduler.clearTimeout(cap);
      resolve();
    };
    const cap = scheduler.setTimeout(finish, REQUESTS_QUIET_MAX_WAIT_MS);
    const check = () => {
      const busy = pendingRequests(store.getState()) > 0;
      if (busy) {
        cancelIdle?.();
        cancelIdle = null;
      } else if (cancelIdle === null) {
        // Quiet for now: it counts once the answers have been drawn and no new request started meanwhile.
        cancelIdle = scheduler.whenIdle(() => {
          cancelIdle = null;
          if (pendingRequests(store.getState()) === 0) finish();
        });
      }
    };
    unsubscribe = store.subscribe(check);
    check();
  });
}

/**
 * Resolves once the screen's requests have settled (see whenRequestsSettle). Once per store (per page load):
 * work that waits for it (header items, prefetching other screens' code) then never waits again. On two cores,
 * that work had taken request slots, server time and main-thread time from the dashboard the reader opened.
 */
export function whenRequestsQuiet(store: QuietStore, scheduler: QuietScheduler = browserScheduler): Promise<void> {
  const known = quietOf.get(store);
  if (known) return known;
  const quiet = whenRequestsSettle(store, scheduler).then(() => {
    settled.add(store);
  });
  quietOf.set(store, quiet);
  return quiet;
}

/** False until the screen's requests have settled (see whenRequestsQuiet), then true for the page's life. */
export function useRequestsQuiet(): boolean {
  const store = useAppStore();
  const [quiet, setQuiet] = useState(() => settled.has(store));
  useEffect(() => {
    if (quiet) return undefined;
    let mounted = true;
    void whenRequestsQuiet(store).then(() => {
      if (mounted) setQuiet(true);
    });
    return () => {
      mounted = false;
    };
  }, [store, quiet]);
  return quiet;
}
