import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DashboardListEntry } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PdfRenderer } from '../../lib/pdfRenderer';
import { PRINT_RETRY_AFTER_SECONDS, PrintQueue, printQueueMessages } from '../../lib/printQueue';
import { apiCaller, createTestApp, type TestApp, tokenOf } from '../../test/testApp';

// The print limits of GET dashboard/{id}/pdf, with a fake renderer that prints until the test finishes it
// (Chromium itself is tested in lib/pdfRenderer.test.ts). The server listens so that the route has an origin.
let t: TestApp;
let acme = 0;
let origin = '';
const USERS = [
  'admin@acme.test',
  'analyst@acme.test',
  'pm@acme.test',
  'readonly@acme.test',
  'sysadmin@shelfsight.test',
];
const tokens: Record<string, string> = {};
const dashboards: Record<string, number> = {};
const call = apiCaller(() => t.app);

let started: { signal: AbortSignal; finish: () => void }[] = [];
const queued = vi.spyOn(PrintQueue.prototype, 'run');

beforeAll(async () => {
  vi.spyOn(PdfRenderer.prototype, 'executablePath').mockReturnValue('/usr/bin/chromium');
  vi.spyOn(PdfRenderer.prototype, 'print').mockImplementation(
    (_job, signal) =>
      new Promise<Buffer>((resolve, reject) => {
        started.push({ signal: signal as AbortSignal, finish: () => resolve(Buffer.from('%PDF-1.4 fake')) });
        signal?.addEventListener('abort', () => reject(new Error('context closed')), { once: true });
      }),
  );
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const rows = await t.app.db.execute<{ id: number; name: string }>(sql`select id, name from customers`);
  acme = rows.rows.find((row) => row.name === 'Acme Retail')?.id ?? 0;
  // A dashboard shared with every member, so that each user has one to print.
  await t.app.db.execute(sql`insert into dashboard_users (customer_id, dashboard_id, user_id)
    select ${acme}, d.id, cu.user_id from customer_users cu
      join (select min(id) as id from dashboards where customer_id = ${acme}) d on true
     where cu.customer_id = ${acme} and not exists (select 1 from dashboard_users du
       where du.customer_id = ${acme} and du.dashboard_id = d.id and du.user_id = cu.user_id)`);
  for (const email of USERS) {
    tokens[email] = await tokenOf(t.app, email);
    const list = await call(email, 'GET', `/api/customer/${acme}/dashboards`);
    dashboards[email] = (list.json() as DashboardListEntry[])[0]?.id ?? 0;
  }
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});
beforeEach(() => {
  started = [];
  queued.mockClear();
});

const print = (email: string) => call(email, 'GET', `/api/customer/${acme}/dashboard/${dashboards[email]}/pdf`);

/** Waits until `count` prints have been handed to the queue (each is running, waiting or refused at once). */
async function queuedPrints(count: number) {
  await vi.waitFor(() => expect(queued.mock.calls.length).toBeGreaterThanOrEqual(count), { timeout: 10_000 });
}

describe('GET dashboard/{id}/pdf limits', () => {
  it('answers a user’s third print at once 429 with Retry-After, and prints the first two', async () => {
    expect(Object.values(dashboards).every((id) => id > 0)).toBe(true);
    const first = print('admin@acme.test');
    const second = print('admin@acme.test');
    await queuedPrints(2);
    const third = await print('admin@acme.test');
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBe(String(PRINT_RETRY_AFTER_SECONDS));
    expect(third.json().message).toBe(printQueueMessages.perUser);
    for (const running of started) running.finish();
    for (const done of await Promise.all([first, second])) {
      expect(done.statusCode).toBe(200);
      expect(done.headers['content-type']).toBe('application/pdf');
    }
  });

  it('answers 503 with Retry-After once two print and eight wait', async () => {
    const inLine = USERS.flatMap((email) => [print(email), print(email)]);
    await queuedPrints(10);
    expect(started).toHaveLength(2);
    const full = await print('admin@acme.test');
    expect(full.statusCode).toBe(503);
    expect(full.headers['retry-after']).toBe(String(PRINT_RETRY_AFTER_SECONDS));
    expect(full.json().message).toBe(printQueueMessages.queueFull);
    // The line drains: every print in it is answered.
    for (let finished = 0; finished < 10; finished += 1) {
      await vi.waitFor(() => expect(started.length).toBeGreaterThan(finished));
      started[finished]?.finish();
    }
    expect((await Promise.all(inLine)).map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
  });

  it('stops the print of a client that closed its request', async () => {
    const client = httpRequest(`${origin}/api/customer/${acme}/dashboard/${dashboards['pm@acme.test']}/pdf`, {
      headers: { authorization: `Bearer ${tokens['pm@acme.test']}` },
    });
    client.on('error', () => undefined);
    client.end();
    await vi.waitFor(() => expect(started).toHaveLength(1), { timeout: 10_000 });
    const running = started[0];
    expect(running?.signal.aborted).toBe(false);
    client.destroy();
    await vi.waitFor(() => expect(running?.signal.aborted).toBe(true), { timeout: 10_000 });
    // Its places are free again: the user's next two prints run.
    const next = [print('pm@acme.test'), print('pm@acme.test')];
    await vi.waitFor(() => expect(started).toHaveLength(3), { timeout: 10_000 });
    started[1]?.finish();
    started[2]?.finish();
    expect((await Promise.all(next)).map((answer) => answer.statusCode)).toEqual([200, 200]);
  });
});
