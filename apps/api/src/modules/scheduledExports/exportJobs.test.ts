import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  addDays,
  type ScheduledExport,
  type ScheduledExportInput,
  type ScheduledExportInstance,
  todayInZone,
} from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, apiCaller, demoCustomers, demoUserIds, type TestApp } from '../../test/testApp';
import { EXPORT_RUN_JOB, queueDueExports } from './exportJobs';

const JOBS_ENV = { JOBS: 'on', JOBS_POLL_SECONDS: '0.5', JOBS_RETRY_DELAY_SECONDS: '1' };

let t: TestApp;
let acme = 0;
let adminId = 0;
let placed = { id: 0, dashboardId: 0 };

beforeAll(async () => {
  t = await createTestApp({ env: JOBS_ENV });
  await t.app.ready();
  ({ acme } = await demoCustomers(t.app));
  adminId = (await demoUserIds(t.app, ['admin@acme.test']))['admin@acme.test'] ?? 0;
  const found = await t.app.db.execute<{ id: number; dashboard_id: number }>(sql`
    SELECT dw.id, dw.dashboard_id FROM dashboard_widgets dw
    JOIN dashboards d ON d.customer_id = dw.customer_id AND d.id = dw.dashboard_id
    WHERE dw.customer_id = ${acme} AND d.owner_user_id = ${adminId} ORDER BY dw.id LIMIT 1`);
  placed = { id: Number(found.rows[0]?.id), dashboardId: Number(found.rows[0]?.dashboard_id) };
});
afterAll(async () => {
  await t.close();
});

const callAs = apiCaller(() => t.app);
const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  callAs('admin@acme.test', method, url, payload);

async function created(body: Partial<ScheduledExportInput>) {
  const response = await call('POST', 'scheduled-export/create', {
    filename: 'jobs',
    dashboardWidgetId: placed.id,
    startDate: '2026-01-01',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ScheduledExport>();
}

const instances = async (exportId: number) =>
  (await call('GET', `scheduled-export-instances?scheduledExportId=${exportId}`)).json<ScheduledExportInstance[]>();

async function outbox(subject: string) {
  const files = await readdir(t.config.outboxDir).catch(() => [] as string[]);
  const texts = await Promise.all(files.map((file) => readFile(path.join(t.config.outboxDir, file), 'utf8')));
  return texts.filter((text) => text.includes(subject));
}

describe('scheduled export jobs', () => {
  it('runs now through the queue: the instance starts I and ends D, mailed once with the file', async () => {
    const made = await created({ subject: 'Run now by job', fileType: 'xlsx' });
    const run = await call('POST', `scheduled-export/${made.id}/run-now`);
    expect(run.json()).toMatchObject({ status: 'I', filename: 'jobs.xlsx' });
    await t.app.jobs.settled(EXPORT_RUN_JOB);
    expect(await instances(made.id)).toMatchObject([{ status: 'D', error: null }]);
    const mails = await outbox('Shelfsight export: Run now by job');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/filename="?jobs\.xlsx/);
  });

  it('makes one instance and one mail per scheduled time, however often its job is sent', async () => {
    const made = await created({ subject: 'Due export' });
    // A run missed yesterday (the server was down), within the customer's retention.
    const due = `${addDays(todayInZone('UTC'), -1)}T08:00:00.000Z`;
    await t.app.db.execute(
      sql`UPDATE scheduled_exports SET next_export = ${due}::timestamptz WHERE customer_id = ${acme} AND id = ${made.id}`,
    );
    await queueDueExports(t.app);
    await queueDueExports(t.app);
    await t.app.jobs.settled(EXPORT_RUN_JOB);
    // The same piece of work sent again after it finished (a retry of the sweep) finds the done instance.
    await t.app.jobs.send(EXPORT_RUN_JOB, { customerId: acme, scheduledExportId: made.id, scheduledFor: due });
    await t.app.jobs.settled(EXPORT_RUN_JOB);
    const runs = await instances(made.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ error: null, status: 'D', scheduledFor: due });
    expect(await outbox('Shelfsight export: Due export')).toHaveLength(1);
    // The missed run was made once; the next is the first after now.
    const after = (await call('GET', `scheduled-export/${made.id}`)).json<ScheduledExport>();
    expect(Date.parse(after.nextExport ?? '')).toBeGreaterThan(Date.now());
  });

  it('retries a failing run, then marks it F with the reason and tells the owner in-app', async () => {
    // Not listening on a port, the server cannot print its own dashboard page.
    const made = await created({
      subject: 'Dashboard PDF',
      fileType: 'pdf',
      dashboardWidgetId: null,
      dashboardId: placed.dashboardId,
    });
    await call('POST', `scheduled-export/${made.id}/run-now`);
    await t.app.jobs.settled(EXPORT_RUN_JOB, 60_000);
    const [failed] = await instances(made.id);
    expect(failed).toMatchObject({ status: 'F' });
    expect(failed?.error).toMatch(/PDF export needs/);
    const told = await t.app.db.execute<{ title: string; body: string }>(
      sql`select title, body from notifications where customer_id = ${acme} and user_id = ${adminId}
        and type = 'SCHEDULED_EXPORT' and causer = 'Dashboard PDF'`,
    );
    expect(told.rows).toHaveLength(1);
    expect(told.rows[0]?.body).toContain(failed?.error ?? '-');
    expect(await outbox('Shelfsight export: Dashboard PDF')).toHaveLength(0);
  }, 90_000);
});
