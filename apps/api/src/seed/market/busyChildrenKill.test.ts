import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { alive, factLoadChildren, isFactLoadProcess } from '../../test/loadChildren';
import { cleanUpServers, killHard, startServer, tempDataDir, waitFor } from '../../test/serverProcess';

// The real server at the demo scale, whose load children generate for minutes with their thread busy, is
// killed with SIGKILL while they generate, on a machine kept busy by a spinning process: the children must
// end with it. Linux only: the children are found through /proc.

/** Generous for a loaded machine; a child whose watch waits on its generating thread takes far longer. */
const CHILDREN_GONE_WITHIN_MS = 5_000;

const seenChildren: number[] = [];
let spinner: ChildProcess | null = null;

afterAll(async () => {
  spinner?.kill('SIGKILL');
  // Only a process that still is a load child: its id may have gone to another process since.
  for (const pid of seenChildren) if (alive(pid) && isFactLoadProcess(pid)) process.kill(pid, 'SIGKILL');
  await cleanUpServers();
});

async function generatedRows(baseUrl: string): Promise<number | undefined> {
  const response = await fetch(`${baseUrl}/api/health`).catch(() => undefined);
  if (!response?.ok) return undefined;
  const { marketData } = (await response.json()) as { marketData: { state: string; rows: number } };
  if (marketData.state === 'ready') throw new Error('the demo load finished before the server was killed');
  return marketData.state === 'loading' ? marketData.rows : undefined;
}

describe.runIf(process.platform === 'linux')('market-load children of a killed server', () => {
  it('end soon after the server while they generate, on a busy machine', { timeout: 400_000 }, async () => {
    const server = await startServer(await tempDataDir('shelfsight-busy-children-'), { MARKET_SCALE: 'demo' });
    const children = await waitFor(
      'the load children to generate',
      async () => {
        // Rows reported: the children were forked together and are in their generation loops.
        if (((await generatedRows(server.baseUrl)) ?? 0) === 0) return undefined;
        const found = factLoadChildren(server.process.pid!);
        return found.length > 0 ? found : undefined;
      },
      { server, intervalMs: 100 },
    );
    seenChildren.push(...children);
    spinner = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
    await killHard(server);
    await waitFor('the load children to end after their server', () => (children.some(alive) ? undefined : true), {
      intervalMs: 100,
      deadlineMs: CHILDREN_GONE_WITHIN_MS,
    }).catch(() => undefined);
    expect(children.filter(alive)).toEqual([]);
  });
});
