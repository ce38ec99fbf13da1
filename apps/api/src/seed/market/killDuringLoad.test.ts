import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, describe, expect, it } from 'vitest';
import { DAY_ROLLUPS_READY, dayRollupTables } from '../../analytics/engine/dayRollups';
import { factTables } from '../../analytics/factSchema';
import { alive, factLoadChildren, isFactLoadProcess } from '../../test/loadChildren';
import {
  cleanUpServers,
  killHard,
  type ServerProcess,
  startServer,
  stopGracefully,
  tempDataDir,
  waitFor as waitForServer,
} from '../../test/serverProcess';

// The real server as `pnpm start` runs it (test/serverProcess.ts), at the small demo scale. Linux only:
// the children are found through /proc.
const HOLD_MESSAGE = 'holding the market-data import before its last commit';
// Generous: only a broken load waits this long; on an idle two-core machine the whole test takes about a minute.
const DEADLINE_MS = 150_000;

/** Load children seen; killed at the end should any have outlived their server (the failure under test). */
const seenChildren: number[] = [];

afterAll(async () => {
  // Only a process that still is a load child: its id may have gone to another process since.
  for (const pid of seenChildren) if (alive(pid) && isFactLoadProcess(pid)) process.kill(pid, 'SIGKILL');
  await cleanUpServers();
});

/** Polls `check` until it returns a value other than undefined; fails with `what` after the deadline. */
const waitFor = <T>(
  what: string,
  check: () => T | undefined | Promise<T | undefined>,
  intervalMs = 100,
  deadlineMs = DEADLINE_MS,
) => waitForServer(what, check, { intervalMs, deadlineMs });

async function marketData(
  server: ServerProcess,
): Promise<{ state: string; rows: number; message?: string } | undefined> {
  if (server.process.exitCode !== null)
    throw new Error(`the server exited (${server.process.exitCode}):\n${server.output()}`);
  try {
    const response = await fetch(`${server.baseUrl}/api/health`);
    return response.ok
      ? ((await response.json()) as { marketData: { state: string; rows: number } }).marketData
      : undefined;
  } catch {
    return undefined; // not listening yet
  }
}

async function waitUntilLoaded(server: ServerProcess): Promise<number> {
  return waitFor('the market data to load', async () => {
    const status = await marketData(server);
    if (status?.state === 'failed') throw new Error(`the load failed: ${status.message ?? ''}\n${server.output()}`);
    return status?.state === 'ready' ? status.rows : undefined;
  });
}

/** Row count and content digest of every fact table, plus the recorded loads, read from a stopped server's store. */
async function storeDigest(dataDir: string) {
  const instance = await DuckDBInstance.create(path.join(dataDir, 'analytics.duckdb'), { access_mode: 'READ_ONLY' });
  const connection = await instance.connect();
  try {
    const digest: Record<string, unknown> = {};
    for (const table of [...factTables, 'fact_daily_monthly', ...dayRollupTables, DAY_ROLLUPS_READY]) {
      const reader = await connection.runAndReadAll(
        `select count(*)::INTEGER as n, sum(hash(t))::VARCHAR as h from ${table} t`,
      );
      digest[table] = reader.getRowObjectsJS()[0];
    }
    const loads = await connection.runAndReadAll(
      `select customer_id, source, state, daily_rows::INTEGER as daily_rows from fact_loads order by customer_id, state`,
    );
    digest.fact_loads = loads.getRowObjectsJS();
    return digest;
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

describe.runIf(process.platform === 'linux')('the market-data load and a killed server', () => {
  it(
    'leaves no child running after a SIGKILL, and a restart after a kill mid-import ends with the counts of a clean load',
    { timeout: 400_000 },
    async () => {
      // The reference, a clean first start, runs beside the kill steps (they mostly wait) to keep the test short.
      const cleanDir = await tempDataDir('shelfsight-clean-load-');
      const reference = (async () => {
        const clean = await startServer(cleanDir);
        const rows = await waitUntilLoaded(clean);
        await stopGracefully(clean);
        return { rows, digest: await storeDigest(cleanDir) };
      })();
      reference.catch(() => undefined); // awaited below; this only keeps an early failure from going unhandled

      const dataDir = await tempDataDir('shelfsight-killed-load-');

      // 1. Killed while the children generate the facts: they end with it.
      // They are held busy (as generating is) until the kill: without the fix they would run on for good.
      // Each reports one row once it holds, so the load's rows equal the children found when all do.
      const first = await startServer(dataDir, { SHELFSIGHT_TEST_HOLD_MARKET_GENERATION: '1' });
      const children = await waitFor('the load children to hold', async () => {
        const status = await marketData(first);
        if (status?.state !== 'loading' || status.rows === 0) return undefined;
        const found = factLoadChildren(first.process.pid!);
        return found.length === status.rows ? found : undefined;
      });
      seenChildren.push(...children);
      await killHard(first);
      await waitFor(
        'the load children to exit after their server',
        () => (children.some(alive) ? undefined : true),
        100,
        10_000,
      );
      expect(children.filter(alive)).toEqual([]);

      // 2. Restarted and killed in the import, the last file's transaction open and any earlier one committed.
      const second = await startServer(dataDir, { SHELFSIGHT_TEST_HOLD_MARKET_IMPORT: '1' });
      await waitFor('the import to reach its last commit', () =>
        second.output().includes(HOLD_MESSAGE) ? true : undefined,
      );
      await killHard(second);

      // 3. Restarted once more: the load completes what was left, counting nothing twice.
      const third = await startServer(dataDir);
      const rows = await waitUntilLoaded(third);
      await stopGracefully(third);
      const expected = await reference;
      expect(expected.rows).toBeGreaterThan(0);
      expect(rows).toBe(expected.rows);
      expect(await storeDigest(dataDir)).toEqual(expected.digest);
      // No work file and no lock left behind.
      expect((await readdir(dataDir)).filter((name) => name.startsWith('market-load'))).toEqual([]);
    },
  );
});
