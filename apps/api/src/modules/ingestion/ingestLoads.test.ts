import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { IngestJob } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type IngestFixture, ingestFixture } from '../../test/ingestFixture';
import { DCC_RECOMPUTE_JOB } from '../calculatedMetric';
import { INGEST_LOAD_JOB } from './ingestLoads';

// Loads as jobs of the queue (JOBS=on, retried after a second): a try that fails is retried, and a load
// whose every try fails ends failed with its received file removed.
const HEADER = 'day,retailer,gtin,listed,inStock,sellingPrice,currency';

let f: IngestFixture;
beforeAll(async () => {
  f = await ingestFixture({ env: { JOBS: 'on', JOBS_POLL_SECONDS: '0.5', JOBS_RETRY_DELAY_SECONDS: '1' } });
  // The starting server's own jobs open fact-store connections too: done before the tests fail one on purpose.
  await f.t.app.jobs.settled(DCC_RECOMPUTE_JOB, 60_000);
}, 120_000);
afterAll(async () => {
  await f?.t.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function load(row: string) {
  const response = await f.t.app.inject({
    method: 'POST',
    url: `/api/customer/${f.acme}/ingest?wait=true`,
    headers: { authorization: `Bearer ${f.tokens['admin@acme.test']}`, 'content-type': 'text/csv' },
    payload: `${HEADER}\n${row}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const job = response.json<IngestJob>();
  const { rows } = await f.t.app.db.execute<{ tries: number; spool_file: string | null; state: string }>(
    sql`select tries, spool_file, state from ingest_loads where customer_id = ${f.acme} and id = ${job.id}`,
  );
  return { job, row: rows[0] };
}

const spooled = () => readdir(path.join(f.t.config.dataDir, 'files', 'ingest')).catch(() => [] as string[]);

describe('fact loads as jobs', () => {
  it('retries a try that failed and stores the facts once', async () => {
    vi.spyOn(f.t.app.analytics, 'connect').mockRejectedValueOnce(new Error('the store is busy'));
    const { job, row } = await load('2026-03-10,amazon-de,4006381333931,true,true,17.49,EUR');
    expect(job).toMatchObject({ state: 'done', rowsStored: 1, rowsReplaced: 0, message: null });
    expect(row).toEqual({ tries: 2, spool_file: null, state: 'done' });
    const facts = (await f.facts(f.acme)).filter((fact) => fact.day === '2026-03-10');
    expect(facts.map((fact) => fact.selling_price)).toEqual(['17.49']);
    expect(await spooled()).toEqual([]);
  });

  it('ends failed after its last try and removes the received file', async () => {
    vi.spyOn(f.t.app.analytics, 'connect').mockRejectedValue(new Error('the store is gone'));
    const { job, row } = await load('2026-03-11,amazon-de,4006381333931,true,true,17.99,EUR');
    expect(job).toMatchObject({ state: 'failed', rowsStored: 0 });
    expect(job.message).toMatch(/could not be stored/);
    expect(job.finishedAt).not.toBeNull();
    expect(row).toEqual({ tries: 3, spool_file: null, state: 'failed' });
    expect(await spooled()).toEqual([]);
    await f.t.app.jobs.settled(INGEST_LOAD_JOB);
    expect((await f.facts(f.acme)).filter((fact) => fact.day === '2026-03-11')).toEqual([]);
  });
});
