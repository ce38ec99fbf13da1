import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ScheduledExport, ScheduledExportInput, ScheduledExportInstance } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMarketFixture } from '../../analytics/engine/testing/marketFixture';
import { parseEml } from '../../test/eml';
import { readStampedCsv, readStampedWorkbook, stampValue } from '../../test/stampedFiles';
import { createTestApp, apiCaller, demoCustomers, demoUserIds, type TestApp } from '../../test/testApp';

let t: TestApp;
let acme = 0;
let brandco = 0;
const ids: Record<string, number> = {};
let placed = { id: 0, dashboardId: 0, widgetId: 0 };
let retailerId = 0;

const EMAILS = ['admin@acme.test', 'analyst@acme.test', 'readonly@acme.test'];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  ({ acme, brandco } = await demoCustomers(t.app));
  retailerId = (await loadMarketFixture(t.app.db, t.app.analytics.connection, acme)).retailers[0]?.id ?? 0;
  Object.assign(ids, await demoUserIds(t.app, EMAILS));
  // A table widget on a dashboard the admin owns: the export's subject in these tests.
  const found = await t.app.db.execute<{ id: number; dashboard_id: number; widget_id: number }>(sql`
    SELECT dw.id, dw.dashboard_id, dw.widget_id FROM dashboard_widgets dw
    JOIN widgets w ON w.customer_id = dw.customer_id AND w.id = dw.widget_id
    JOIN dashboards d ON d.customer_id = dw.customer_id AND d.id = dw.dashboard_id
    WHERE dw.customer_id = ${acme} AND d.owner_user_id = ${ids['admin@acme.test']}
      AND w.visualization_type IN ('DATA_TABLE', 'HORIZONTAL_BAR')
    ORDER BY dw.id LIMIT 1`);
  const row = found.rows[0]!;
  placed = { id: Number(row.id), dashboardId: Number(row.dashboard_id), widgetId: Number(row.widget_id) };
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(() => t.app);

const dashboardName = async (id: number) =>
  (
    await t.app.db.execute<{ name: string }>(
      sql`select name from dashboards where customer_id = ${acme} and id = ${id}`,
    )
  ).rows[0]?.name;
const retailerName = async (id: number) =>
  (await t.app.db.execute<{ name: string }>(sql`select display_name as name from retailers where id = ${id}`)).rows[0]
    ?.name;

const input = (): ScheduledExportInput => ({
  subject: 'Daily shelf table',
  filename: 'shelf table',
  dashboardWidgetId: placed.id,
  recipientIds: [ids['analyst@acme.test'] ?? 0],
  // Three years back from today reach the fixture's days of 2024.
  rollingDate: '3y',
  dashboardSettings: { filterRetailerIds: [retailerId] },
  startDate: '2026-01-01',
});

async function outbox(subject: string) {
  const files = await readdir(t.config.outboxDir).catch(() => [] as string[]);
  const texts = await Promise.all(files.map((file) => readFile(path.join(t.config.outboxDir, file), 'utf8')));
  return texts.filter((text) => text.includes(subject));
}

async function created(body: ScheduledExportInput = input()) {
  const response = await call('admin@acme.test', 'POST', 'scheduled-export/create', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ScheduledExport>();
}

describe('scheduled export routes', () => {
  it('creates an export with the defaults of spec 2 §9 and its next run', async () => {
    const made = await created();
    expect(made).toMatchObject({
      isActive: true,
      fileType: 'csv',
      frequency: 'daily',
      time: '08:00',
      ownerUserId: ids['admin@acme.test'],
      isOwnedByMe: true,
      recipientIds: [ids['analyst@acme.test']],
    });
    expect(made.targetName).not.toBe('');
    expect(Date.parse(made.nextExport ?? '')).toBeGreaterThan(Date.now());
    expect(made.nextExport).toMatch(/T08:00:00/);
    const listed = (await call('analyst@acme.test', 'GET', 'scheduled-exports')).json<ScheduledExport[]>();
    expect(listed.find((one) => one.id === made.id)).toMatchObject({ isOwnedByMe: false });
    // The demo's daily export, mailed to the analyst.
    expect(listed.find((one) => one.subject === 'Daily availability')).toMatchObject({
      frequency: 'daily',
      fileType: 'csv',
      isActive: true,
    });
  });

  it('names the field of bad input', async () => {
    const both = await call('admin@acme.test', 'POST', 'scheduled-export/create', { ...input(), dashboardId: 1 });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ fields: { dashboardWidgetId: expect.any(String) } });
    const time = await call('admin@acme.test', 'POST', 'scheduled-export/create', { ...input(), time: '8 am' });
    expect(time.json()).toMatchObject({ fields: { time: expect.any(String) } });
    const unknown = await call('admin@acme.test', 'POST', 'scheduled-export/create', {
      ...input(),
      dashboardWidgetId: 999_999,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ fields: { dashboardWidgetId: 'Unknown dashboard widget.' } });
    const stranger = await call('admin@acme.test', 'POST', 'scheduled-export/create', {
      ...input(),
      recipientIds: [999_999],
    });
    expect(stranger.json()).toMatchObject({ fields: { recipientIds: expect.any(String) } });
    const filter = await call('admin@acme.test', 'POST', 'scheduled-export/create', {
      ...input(),
      dashboardSettings: { savedFilterIds: [999_999] },
    });
    expect(filter.json()).toMatchObject({ fields: { 'dashboardSettings.savedFilterIds.0': 'Unknown saved filter.' } });
    const query = await call('admin@acme.test', 'GET', 'scheduled-export-instances?scheduledExportId=x');
    expect(query.statusCode).toBe(400);
  });

  it('lets the owner replace, copy and delete; a recipient may only read and copy', async () => {
    const made = await created();
    const changed = { ...input(), frequency: 'monthly' as const, monthDay: 31, time: '23:15' };
    const replaced = await call('admin@acme.test', 'PATCH', `scheduled-export/${made.id}`, changed);
    expect(replaced.json()).toMatchObject({ frequency: 'monthly', monthDay: 31, time: '23:15' });
    expect(replaced.json<ScheduledExport>().nextExport).toMatch(/T23:15:00/);
    expect((await call('analyst@acme.test', 'PATCH', `scheduled-export/${made.id}`, changed)).statusCode).toBe(403);
    expect((await call('analyst@acme.test', 'POST', `scheduled-export/${made.id}/run-now`)).statusCode).toBe(403);
    expect((await call('analyst@acme.test', 'GET', `scheduled-export/${made.id}`)).statusCode).toBe(200);
    const copy = await call('analyst@acme.test', 'POST', `scheduled-export/${made.id}/copy`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      subject: 'Copy of Daily shelf table',
      isActive: false,
      nextExport: null,
      ownerUserId: ids['analyst@acme.test'],
    });
    expect((await call('analyst@acme.test', 'DELETE', `scheduled-export/${made.id}`)).statusCode).toBe(403);
    expect((await call('admin@acme.test', 'DELETE', `scheduled-export/${made.id}`)).statusCode).toBe(204);
    expect((await call('admin@acme.test', 'GET', `scheduled-export/${made.id}`)).statusCode).toBe(404);
  });

  it('runs now: a done instance whose file is stamped and holds the widget’s download, mailed with it', async () => {
    const made = await created();
    const run = await call('admin@acme.test', 'POST', `scheduled-export/${made.id}/run-now`);
    expect(run.statusCode).toBe(201);
    const instance = run.json<ScheduledExportInstance>();
    expect(instance).toMatchObject({ status: 'D', fileType: 'csv', filename: 'shelf table.csv', error: null });
    const listed = await call('analyst@acme.test', 'GET', `scheduled-export-instances?scheduledExportId=${made.id}`);
    expect(listed.json<ScheduledExportInstance[]>().map((one) => one.id)).toEqual([instance.id]);

    const file = await call('analyst@acme.test', 'GET', `scheduled-export-instance/${instance.id}/download`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('shelf table.csv');
    const { stamp, table } = readStampedCsv(file.rawPayload);
    expect(stampValue(stamp, 'Scheduled export')).toBe('Daily shelf table');
    expect(stampValue(stamp, 'Scheduled for')).toBe(instance.scheduledFor);
    expect(stampValue(stamp, 'Dashboard')).toBe(await dashboardName(placed.dashboardId));
    // 3y: from the scheduled day three years back to the day before it (spec 2 §9).
    const day = DateTime.fromISO(instance.scheduledFor, { zone: 'utc' }).startOf('day');
    const period = { dateFrom: day.minus({ years: 3 }).toISODate(), dateTo: day.minus({ days: 1 }).toISODate() };
    expect(stampValue(stamp, 'Dates')).toBe(`${period.dateFrom} – ${period.dateTo} (Last 3 years)`);
    expect(stampValue(stamp, 'Retailers')).toBe(await retailerName(retailerId));
    // The export makes no choice of its own: the dashboard's retailer assortment applies.
    const dashboardApplies = (
      await t.app.db.execute<{ applied: boolean }>(
        sql`select apply_retailer_assortment as applied from dashboards where customer_id = ${acme} and id = ${placed.dashboardId}`,
      )
    ).rows[0]?.applied;
    expect(stampValue(stamp, 'Retailer assortment')).toBe(dashboardApplies ? 'Applied' : 'Not applied');
    // Page 1 of 50 rows (spec 2 §9), its header line not counted.
    const dataLines = table.trim().split(/\r?\n/).length - 1;
    expect(stampValue(stamp, 'Rows')).toMatch(new RegExp(`^1–${dataLines} of \\d+$`));
    const download = await call('admin@acme.test', 'POST', `widget/${placed.widgetId}/download/csv`, {
      dashboardWidgetId: placed.id,
      ...period,
      filterRetailerIds: [retailerId],
    });
    expect(download.statusCode).toBe(200);
    const downloaded = readStampedCsv(download.rawPayload);
    expect(downloaded.table.split('\n').length).toBeGreaterThan(1);
    expect(table).toBe(downloaded.table);
    // The download names the same widget, dashboard, dates and filters, without the export's own lines.
    const shared = ([label]: [string, string]) => !['Scheduled export', 'Scheduled for', 'Generated'].includes(label);
    expect(stamp.filter(shared).map(([label, value]) => [label, value.replace(/ \(.*\)$/, '')])).toEqual(
      downloaded.stamp.filter(shared),
    );

    expect(
      (await call('analyst@acme.test', 'GET', `scheduled-export-instance/${instance.id}/download`, undefined, brandco))
        .statusCode,
    ).toBe(403);
    const mails = await outbox('Shelfsight export: Daily shelf table');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('analyst@acme.test');
    expect(mails[0]).toMatch(/Content-Disposition: attachment;\s+filename="shelf table.csv"/);
    // The link opens the list at this export with this run marked.
    expect((await parseEml(mails[0] ?? '')).text).toContain(
      `Open this export: ${t.config.publicUrl}/exports/scheduled/?id=${made.id}&run=${instance.id}`,
    );
    expect(
      (await call('readonly@acme.test', 'GET', `scheduled-export-instance/${instance.id}/download`)).statusCode,
    ).toBe(404);
  });

  it('runs a whole dashboard to a workbook: the stamp sheet names the dashboard and dates, then a sheet per widget', async () => {
    const made = await created({
      ...input(),
      fileType: 'xlsx',
      dashboardWidgetId: null,
      dashboardId: placed.dashboardId,
    });
    const instance = (
      await call('admin@acme.test', 'POST', `scheduled-export/${made.id}/run-now`)
    ).json<ScheduledExportInstance>();
    expect(instance).toMatchObject({ status: 'D', error: null });
    const file = await call('admin@acme.test', 'GET', `scheduled-export-instance/${instance.id}/download`);
    const { stamp, sheets } = await readStampedWorkbook(file.rawPayload);
    const name = await dashboardName(placed.dashboardId);
    expect(stampValue(stamp, 'Dashboard')).toBe(name);
    expect(stampValue(stamp, 'Widget')).toBeUndefined();
    const day = DateTime.fromISO(instance.scheduledFor, { zone: 'utc' }).startOf('day');
    expect(stampValue(stamp, 'Dates')).toMatch(
      new RegExp(`^${day.minus({ years: 3 }).toISODate()} – ${day.minus({ days: 1 }).toISODate()} `),
    );
    expect(stampValue(stamp, 'Retailers')).toBe(await retailerName(retailerId));
    const widgets = await t.app.db.execute(
      sql`select id from dashboard_widgets where customer_id = ${acme} and dashboard_id = ${placed.dashboardId}`,
    );
    expect(sheets.length).toBeGreaterThan(0);
    expect(sheets.length).toBeLessThanOrEqual(widgets.rows.length);
    // The sheets carry the downloads' number formats: money in its currency's (the demo's prices).
    const formats = new Set<string>();
    for (const sheet of sheets) sheet.eachRow((row) => row.eachCell((cell) => formats.add(cell.numFmt ?? '')));
    expect(
      [...formats].some((format) => /^[€£$]#,##0\.00$/.test(format)),
      [...formats].join(' | '),
    ).toBe(true);
  });

  it('names on the stamp sheet the dates of a widget whose date override differs from the dashboard’s', async () => {
    const overridden = async (preset: string | null) => {
      await t.app.db.execute(
        sql`update dashboard_widgets set date_preset_override = ${preset} where customer_id = ${acme} and id = ${placed.id}`,
      );
      t.app.widgetResolutions.changed(acme);
    };
    await overridden('7d');
    try {
      const made = await created({
        ...input(),
        fileType: 'xlsx',
        dashboardWidgetId: null,
        dashboardId: placed.dashboardId,
      });
      const instance = (
        await call('admin@acme.test', 'POST', `scheduled-export/${made.id}/run-now`)
      ).json<ScheduledExportInstance>();
      expect(instance).toMatchObject({ status: 'D', error: null });
      const file = await call('admin@acme.test', 'GET', `scheduled-export-instance/${instance.id}/download`);
      const { stamp, sheets } = await readStampedWorkbook(file.rawPayload);
      const day = DateTime.fromISO(instance.scheduledFor, { zone: 'utc' }).startOf('day');
      // The workbook's dates are the export's three years; the overridden widget's own are its last 7 days.
      expect(stampValue(stamp, 'Dates')).toMatch(new RegExp(`^${day.minus({ years: 3 }).toISODate()} – `));
      const placedName = (
        await t.app.db.execute<{ name: string }>(sql`
          select coalesce(dw.name_override, w.name) as name from dashboard_widgets dw
          join widgets w on w.customer_id = dw.customer_id and w.id = dw.widget_id
          where dw.customer_id = ${acme} and dw.id = ${placed.id}`)
      ).rows[0]!.name;
      const lastWeek = `${day.minus({ days: 7 }).toISODate()} – ${day.minus({ days: 1 }).toISODate()}`;
      expect(stampValue(stamp, `Dates (${placedName})`)).toMatch(new RegExp(`^${lastWeek}`));
      // Only widgets with dates of their own get a line (the demo dashboard has one more with a 7-day override).
      const own = stamp.filter(([label]) => label.startsWith('Dates ('));
      expect(own.length).toBeLessThan(sheets.length);
      for (const [, value] of own) expect(value).toMatch(new RegExp(`^${lastWeek}`));
      expect(stampValue(stamp, `Rows (${placedName})`)).toMatch(/^(1–\d+|None) of \d+$/);
    } finally {
      await overridden(null);
    }
  });

  it('leaves the retailer assortment to the dashboard unless the export says otherwise', async () => {
    const dashboardAssortment = async (applied: boolean) => {
      await t.app.db.execute(
        sql`update dashboards set apply_retailer_assortment = ${applied} where customer_id = ${acme} and id = ${placed.dashboardId}`,
      );
      t.app.widgetResolutions.changed(acme);
    };
    const assortmentOf = async (body: ScheduledExportInput) => {
      const made = await created(body);
      const instance = (
        await call('admin@acme.test', 'POST', `scheduled-export/${made.id}/run-now`)
      ).json<ScheduledExportInstance>();
      const file = await call('admin@acme.test', 'GET', `scheduled-export-instance/${instance.id}/download`);
      const { stamp } = await readStampedWorkbook(file.rawPayload);
      return { stored: made.applyRetailerAssortment, stamped: stampValue(stamp, 'Retailer assortment') };
    };
    const whole = { ...input(), fileType: 'xlsx', dashboardWidgetId: null, dashboardId: placed.dashboardId } as const;
    await dashboardAssortment(true);
    try {
      expect(await assortmentOf(whole)).toEqual({ stored: null, stamped: 'Applied' });
      expect(await assortmentOf({ ...whole, applyRetailerAssortment: false })).toEqual({
        stored: false,
        stamped: 'Not applied',
      });
      expect(await assortmentOf({ ...input(), fileType: 'xlsx' })).toEqual({ stored: null, stamped: 'Applied' });
    } finally {
      await dashboardAssortment(false);
    }
  });

  it('stores the choice of all rows and streams every row of the widget into the file', async () => {
    const made = await created({ ...input(), exportRows: 'all' });
    expect(made.exportRows).toBe('all');
    const read = await call('analyst@acme.test', 'GET', `scheduled-export/${made.id}`);
    expect(read.json<ScheduledExport>().exportRows).toBe('all');
    const copy = await call('admin@acme.test', 'POST', `scheduled-export/${made.id}/copy`);
    expect(copy.json<ScheduledExport>().exportRows).toBe('all');
    const instance = (
      await call('admin@acme.test', 'POST', `scheduled-export/${made.id}/run-now`)
    ).json<ScheduledExportInstance>();
    expect(instance).toMatchObject({ status: 'D', error: null });
    const file = await call('admin@acme.test', 'GET', `scheduled-export-instance/${instance.id}/download`);
    const { stamp, table } = readStampedCsv(file.rawPayload);
    const day = DateTime.fromISO(instance.scheduledFor, { zone: 'utc' }).startOf('day');
    const period = { dateFrom: day.minus({ years: 3 }).toISODate(), dateTo: day.minus({ days: 1 }).toISODate() };
    // The same rows as the widget's own all-rows download over the export's dates and filters.
    const download = await call('admin@acme.test', 'POST', `widget/${placed.widgetId}/download/csv`, {
      dashboardWidgetId: placed.id,
      ...period,
      filterRetailerIds: [retailerId],
      exportRows: 'all',
    });
    expect(download.statusCode, download.body).toBe(200);
    expect(table).toBe(readStampedCsv(download.rawPayload).table);
    const dataLines = table.trim().split(/\r?\n/).length - 1;
    expect(stampValue(stamp, 'Rows')).toBe(`1–${dataLines} of ${dataLines}`);
  });

  it('refuses all rows of a whole dashboard, naming the field', async () => {
    const response = await call('admin@acme.test', 'POST', 'scheduled-export/create', {
      ...input(),
      fileType: 'xlsx',
      dashboardWidgetId: null,
      dashboardId: placed.dashboardId,
      exportRows: 'all',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('exportRows');
  });

  it('refuses read-only users every write, and other tenants every call', async () => {
    const made = await created();
    const user = 'readonly@acme.test';
    expect((await call(user, 'POST', 'scheduled-export/create', input())).statusCode).toBe(403);
    expect((await call(user, 'PATCH', `scheduled-export/${made.id}`, input())).statusCode).toBe(403);
    expect((await call(user, 'DELETE', `scheduled-export/${made.id}`)).statusCode).toBe(403);
    expect((await call(user, 'POST', `scheduled-export/${made.id}/copy`)).statusCode).toBe(403);
    expect((await call(user, 'POST', `scheduled-export/${made.id}/run-now`)).statusCode).toBe(403);
    const paths: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown?][] = [
      ['GET', 'scheduled-exports'],
      ['GET', 'scheduled-export-instances'],
      ['GET', `scheduled-export/${made.id}`],
      ['POST', 'scheduled-export/create', input()],
      ['PATCH', `scheduled-export/${made.id}`, input()],
      ['DELETE', `scheduled-export/${made.id}`],
      ['POST', `scheduled-export/${made.id}/copy`],
      ['POST', `scheduled-export/${made.id}/run-now`],
      ['GET', 'scheduled-export-instance/1/download'],
    ];
    for (const [method, path, body] of paths) {
      expect((await call('analyst@acme.test', method, path, body, brandco)).statusCode, `${method} ${path}`).toBe(403);
    }
  });
});
