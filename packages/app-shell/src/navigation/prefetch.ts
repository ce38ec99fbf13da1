import { PREFETCH_IDLE_TIMEOUT_MS, PREFETCH_SKIPPED_CONNECTIONS } from '@shelfsight/contracts';

/** The part of the Network Information API read here; absent in browsers without it. */
interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Prefetching costs data: skipped when the user asked to save data or the connection is 2g (spec 1 §9). */
export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !(connection.effectiveType !== undefined && PREFETCH_SKIPPED_CONNECTIONS.includes(connection.effectiveType));
}

export interface IdleScheduler {
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (handle: number) => void;
}

/**
 * Runs `task` when the browser is idle, at the latest after the 2 s idle timeout; where
 * requestIdleCallback is missing (Safari) after that timeout. Returns a cancel function.
 */
export function whenIdle(task: () => void, scheduler: IdleScheduler): () => void {
  if (scheduler.requestIdleCallback && scheduler.cancelIdleCallback) {
    const cancel = scheduler.cancelIdleCallback;
    const handle = scheduler.requestIdleCallback(task, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => cancel(handle);
  }
  const handle = scheduler.setTimeout(task, PREFETCH_IDLE_TIMEOUT_MS);
  return () => scheduler.clearTimeout(handle);
}

export interface RoutePrefetcher {
  /** Loads the route's page code once, if the connection allows prefetching. */
  prefetch(path: string): void;
  /** Prefetches every path once the browser is idle; returns a cancel function. */
  prefetchWhenIdle(paths: readonly string[]): () => void;
}

export function createRoutePrefetcher(
  loaderOf: (path: string) => (() => Promise<unknown>) | undefined,
  environment: { connection: () => ConnectionInfo | undefined; scheduler: IdleScheduler },
): RoutePrefetcher {
  const started = new Set<string>();
  const prefetch = (path: string) => {
    if (started.has(path) || !prefetchAllowed(environment.connection())) return;
    const load = loaderOf(path);
    if (!load) return;
    started.add(path);
    // A failed prefetch is retried by the real navigation, which reports its own errors.
    load().catch(() => started.delete(path));
  };
  return {
    prefetch,
    prefetchWhenIdle: (paths) => whenIdle(() => paths.forEach(prefetch), environment.scheduler),
  };
}

/** The browser's own connection and idle scheduling. */
export const browserPrefetchEnvironment = {
  connection: () => (navigator as Navigator & { connection?: ConnectionInfo }).connection,
  scheduler: {
    requestIdleCallback:
      typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback.bind(window) : undefined,
    cancelIdleCallback:
      typeof window.cancelIdleCallback === 'function' ? window.cancelIdleCallback.bind(window) : undefined,
    setTimeout: (callback: () => void, ms: number) => window.setTimeout(callback, ms),
    clearTimeout: (handle: number) => window.clearTimeout(handle),
  } satisfies IdleScheduler,
};
