import { describe, expect, it } from 'vitest';
import { pendingRequests, REQUESTS_QUIET_MAX_WAIT_MS, whenRequestsQuiet, whenRequestsSettle } from './requestsQuiet';

/** A store whose api state the test sets, and a scheduler whose idle callbacks and timers the test runs. */
function setUp() {
  let state: unknown = { api: { queries: {}, mutations: {} } };
  const listeners = new Set<() => void>();
  const store = {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const setRequests = (queries: Record<string, { status: string }>) => {
    state = { api: { queries, mutations: {} } };
    for (const listener of [...listeners]) listener();
  };
  const idle: (() => void)[] = [];
  const timers: { callback: () => void; ms: number; cleared: boolean }[] = [];
  const scheduler = {
    whenIdle(callback: () => void) {
      idle.push(callback);
      return () => {
        if (idle.includes(callback)) idle.splice(idle.indexOf(callback), 1);
      };
    },
    setTimeout(callback: () => void, ms: number) {
      const timer = { callback, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimeout(handle: unknown) {
      (handle as { cleared: boolean }).cleared = true;
    },
  };
  const runIdle = () => idle.splice(0).forEach((callback) => callback());
  let quiet = false;
  const track = (promise: Promise<void>) => void promise.then(() => (quiet = true));
  const isQuiet = async () => {
    await Promise.resolve();
    await Promise.resolve();
    return quiet;
  };
  return { store, scheduler, setRequests, runIdle, timers, listeners, track, isQuiet };
}

describe('pendingRequests', () => {
  it('counts the queries and mutations on the wire, not the answered or failed ones', () => {
    const state = {
      api: {
        queries: { a: { status: 'pending' }, b: { status: 'fulfilled' }, c: { status: 'rejected' } },
        mutations: { m: { status: 'pending' } },
      },
    };
    expect(pendingRequests(state)).toBe(2);
    expect(pendingRequests({})).toBe(0);
  });
});

describe('whenRequestsQuiet', () => {
  it('waits while requests are on the wire and resolves once the browser is idle after the last answer', async () => {
    const { store, scheduler, setRequests, runIdle, track, isQuiet, listeners } = setUp();
    setRequests({ dashboard: { status: 'pending' } });
    track(whenRequestsQuiet(store, scheduler));
    runIdle();
    expect(await isQuiet()).toBe(false);
    // The answer arrives and the widgets' requests start before the browser was idle: still not quiet.
    setRequests({ dashboard: { status: 'fulfilled' } });
    setRequests({ dashboard: { status: 'fulfilled' }, widget: { status: 'pending' } });
    runIdle();
    expect(await isQuiet()).toBe(false);
    setRequests({ dashboard: { status: 'fulfilled' }, widget: { status: 'fulfilled' } });
    runIdle();
    expect(await isQuiet()).toBe(true);
    expect(listeners.size).toBe(0);
  });

  it('resolves after the longest wait on a screen that never stops asking', async () => {
    const { store, scheduler, setRequests, timers, track, isQuiet } = setUp();
    setRequests({ poll: { status: 'pending' } });
    track(whenRequestsQuiet(store, scheduler));
    const cap = timers.find((timer) => timer.ms === REQUESTS_QUIET_MAX_WAIT_MS);
    expect(await isQuiet()).toBe(false);
    cap?.callback();
    expect(await isQuiet()).toBe(true);
  });

  it('waits once per store: a later caller gets the same settled answer', async () => {
    const { store, scheduler, runIdle } = setUp();
    const first = whenRequestsQuiet(store, scheduler);
    runIdle();
    await first;
    expect(whenRequestsQuiet(store, scheduler)).toBe(first);
  });
});

describe('whenRequestsSettle', () => {
  it('asked again after the page settled once, waits for the requests on the wire now', async () => {
    const { store, scheduler, setRequests, runIdle, track, isQuiet } = setUp();
    const first = whenRequestsQuiet(store, scheduler);
    runIdle();
    await first;
    // The charts ask for their pictures: the page is busy again, though it has settled before.
    setRequests({ picture: { status: 'pending' } });
    track(whenRequestsSettle(store, scheduler));
    runIdle();
    expect(await isQuiet()).toBe(false);
    expect(whenRequestsQuiet(store, scheduler)).toBe(first);
    setRequests({ picture: { status: 'fulfilled' } });
    runIdle();
    expect(await isQuiet()).toBe(true);
  });
});
