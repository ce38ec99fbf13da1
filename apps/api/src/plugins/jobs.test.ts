import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp';

/** The job module on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
describe('jobs plugin', () => {
  let t: TestApp;
  const tries: { name: string; key: string; at: number }[] = [];
  const failedFor: string[] = [];
  let release: (() => void) | null = null;
  const runningSlow: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { JOBS: 'on', JOBS_POLL_SECONDS: '0.5' } });
    t.app.jobs.define<{ key: string }>({
      name: 'test-flaky',
      retryLimit: 2,
      retryDelaySeconds: 1,
      retryBackoff: true,
      async handler(data) {
        tries.push({ name: 'test-flaky', key: data.key, at: Date.now() });
        throw new Error(`cannot do ${data.key}`);
      },
      async onFailed(data, error) {
        failedFor.push(`${data.key}: ${error instanceof Error ? error.message : String(error)}`);
      },
    });
    t.app.jobs.define<{ key: string }>({
      name: 'test-slow',
      async handler(data) {
        runningSlow.push(data.key);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      },
    });
    await t.app.ready();
  }, 60_000);
  afterAll(async () => {
    release?.();
    await t?.close();
  });

  it('retries with a growing delay, then fails for good and tells why once', async () => {
    const id = await t.app.jobs.send('test-flaky', { key: 'a' });
    expect(id).toEqual(expect.any(String));
    await t.app.jobs.settled('test-flaky');
    const state = await t.app.jobs.state('test-flaky', id as string);
    expect(state).toMatchObject({ state: 'failed', retryCount: 2 });
    const times = tries.filter((entry) => entry.key === 'a').map((entry) => entry.at);
    expect(times).toHaveLength(3);
    // Backoff: each wait is at least the retry delay, doubled for the second try.
    const [first = 0, second = 0, third = 0] = times;
    expect(second - first).toBeGreaterThanOrEqual(900);
    // pg-boss draws each backoff delay between d·2^(n−1) and d·2^n, so the second is at least 2 s.
    expect(third - second).toBeGreaterThanOrEqual(1900);
    expect(failedFor).toEqual(['a: cannot do a']);
  }, 60_000);

  it('queues a piece of work once per singleton key while it waits or runs', async () => {
    const first = await t.app.jobs.send('test-slow', { key: 'k1' }, { singletonKey: 'k1' });
    expect(first).toEqual(expect.any(String));
    // Wait until it runs, then the same key again: one may wait behind the running one, no more.
    while (runningSlow.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    const queued = await t.app.jobs.send('test-slow', { key: 'k1' }, { singletonKey: 'k1' });
    expect(queued).toEqual(expect.any(String));
    expect(await t.app.jobs.send('test-slow', { key: 'k1' }, { singletonKey: 'k1' })).toBeNull();
    // Another key is other work.
    expect(await t.app.jobs.send('test-slow', { key: 'k2' }, { singletonKey: 'k2' })).toEqual(expect.any(String));
    // The queued duplicate never runs beside the running one.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runningSlow.filter((key) => key === 'k1')).toHaveLength(1);
    for (let round = 0; round < 3; round += 1) {
      release?.();
      await new Promise((resolve) => setTimeout(resolve, 1200));
    }
    release?.();
    await t.app.jobs.settled('test-slow');
    expect(runningSlow.filter((key) => key === 'k1')).toHaveLength(2);
    expect(runningSlow.filter((key) => key === 'k2')).toHaveLength(1);
  }, 60_000);

  it('queues nothing when jobs are off', async () => {
    const off = await createTestApp({ seed: false });
    try {
      off.app.jobs.define({ name: 'test-off', handler: async () => undefined });
      await off.app.ready();
      expect(off.app.jobs.enabled).toBe(false);
      expect(await off.app.jobs.send('test-off', {})).toBeNull();
    } finally {
      await off.close();
    }
  }, 60_000);
});
