// Load on authenticated requests: starts the real server on loopback (embedded database, demo data), signs in
// and runs autocannon per case, printing req/s, p50/p99, errors and the server's memory before and after.
// BENCH_API_SECONDS shortens each case (default 30 s). It reports; it does not fail on a missed budget.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { machineLoad, recordFigures, recordRequested } from '@shelfsight/tooling-bench-record';
import autocannon from 'autocannon';
import { freePort, start, stop, treeRssMb, waitUntilSettled } from './benchSupport';

const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 30);
const WARM_UP_SECONDS = Math.min(3, SECONDS);
const BUDGET = { rps: 2_000, p99Ms: 50 };

interface Case {
  name: string;
  connections: number;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  budget: boolean;
}

async function main() {
  const floor = `before the run: ${machineLoad()}`;
  const recorded: string[] = [];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shelfsight-bench-api-'));
  const port = await freePort();
  const server = start(dataDir, port);
  try {
    await waitUntilSettled(port, server);
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@acme.test', password: 'Demo-Password-1' }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const widgets = (await (await fetch(`${base}/api/customer/1/widgets`, { headers: auth })).json()) as unknown;
    const list = Array.isArray(widgets) ? widgets : ((widgets as { widgets?: unknown[] }).widgets ?? []);
    const widgetId = (list[0] as { id?: number } | undefined)?.id;
    const cases: Case[] = [
      { name: 'GET /api/auth/user', connections: 100, method: 'GET', path: '/api/auth/user', budget: true },
    ];
    if (widgetId !== undefined) {
      cases.push({
        name: `POST /api/widget/get-data (widget ${widgetId})`,
        connections: 50,
        method: 'POST',
        path: '/api/widget/get-data',
        body: JSON.stringify({ customerId: 1, widgetId }),
        budget: false,
      });
    } else console.log('no demo widget found: widget data not measured');

    console.log(
      `${SECONDS} s per case after a ${WARM_UP_SECONDS} s warm-up, server pid ${server.pid} on loopback, embedded database, demo data`,
    );
    for (const c of cases) {
      // A short unmeasured warm-up, so the figures are of a running server rather than of the JIT's first seconds.
      await autocannon({
        url: `${base}${c.path}`,
        method: c.method,
        headers: auth,
        ...(c.body ? { body: c.body } : {}),
        connections: c.connections,
        duration: WARM_UP_SECONDS,
      });
      const before = await treeRssMb(server.pid ?? 0);
      const result = await autocannon({
        url: `${base}${c.path}`,
        method: c.method,
        headers: auth,
        ...(c.body ? { body: c.body } : {}),
        connections: c.connections,
        duration: SECONDS,
      });
      const after = await treeRssMb(server.pid ?? 0);
      const errors = result.errors + result.timeouts + result.non2xx;
      const rps = result.requests.average;
      const line =
        `${c.name} @ ${c.connections} connections: ${rps.toFixed(0)} req/s, p50 ${result.latency.p50} ms, ` +
        `p99 ${result.latency.p99} ms, errors ${errors} (non-2xx ${result.non2xx}), RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB`;
      console.log(line);
      recorded.push(line);
      if (c.budget) {
        const ok = rps >= BUDGET.rps && result.latency.p99 < BUDGET.p99Ms && errors === 0;
        console.log(
          `  budget ≥ ${BUDGET.rps} req/s, p99 < ${BUDGET.p99Ms} ms, 0 errors: ${ok ? 'within budget' : 'OVER BUDGET'}`,
        );
      }
    }
  } finally {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  }
  if (recordRequested()) await recordFigures('bench:api', { floor, figures: recorded.join('; ') });
}

await main();
