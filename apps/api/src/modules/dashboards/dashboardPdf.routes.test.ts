import type { DashboardListEntry } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, type TestApp } from '../../test/testApp';

// Printing itself is tested in lib/pdfRenderer.test.ts and end to end; here what is refused before it.
let t: TestApp;
let acme = 0;
let brandco = 0;
const admin = 'admin@acme.test';
let dashboardId = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { CHROMIUM_PATH: '/nonexistent/chromium' } });
  await t.app.ready();
  const rows = await t.app.db.execute<{ id: number; name: string }>(sql`select id, name from customers`);
  acme = rows.rows.find((row) => row.name === 'Acme Retail')?.id ?? 0;
  brandco = rows.rows.find((row) => row.name === 'Brandco')?.id ?? 0;
  const list = (await pdf(`/api/customer/${acme}/dashboards`)).json() as DashboardListEntry[];
  dashboardId = list[0]?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(() => t.app);
function pdf(url: string, user = admin) {
  return call(user, 'GET', url);
}

describe('GET dashboard/{id}/pdf', () => {
  it('answers 503 naming CHROMIUM_PATH when Chromium is not there', async () => {
    expect(dashboardId).toBeGreaterThan(0);
    const response = await pdf(`/api/customer/${acme}/dashboard/${dashboardId}/pdf`);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toMatch(/CHROMIUM_PATH/);
  });

  it('answers 400 naming the field for a bad id or query', async () => {
    const badId = await pdf(`/api/customer/${acme}/dashboard/2147483648/pdf`);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields).toHaveProperty('id');
    const badDate = await pdf(`/api/customer/${acme}/dashboard/${dashboardId}/pdf?dateFrom=yesterday`);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().fields).toHaveProperty('dateFrom');
  });

  it('answers 404 for a dashboard that is not there or not shared, and 403 in another tenant', async () => {
    expect((await pdf(`/api/customer/${acme}/dashboard/999999/pdf`)).statusCode).toBe(404);
    const analyst = 'pm@acme.test';
    const privateOne = await t.app.db.execute<{ id: number }>(
      sql`select d.id from dashboards d where d.customer_id = ${acme} and not exists (
            select 1 from dashboard_users u join users on users.id = u.user_id
             where u.dashboard_id = d.id and users.email = 'pm@acme.test') limit 1`,
    );
    const hidden = privateOne.rows[0]?.id ?? 0;
    expect((await pdf(`/api/customer/${acme}/dashboard/${hidden}/pdf`, analyst)).statusCode).toBe(404);
    expect((await pdf(`/api/customer/${brandco}/dashboard/${dashboardId}/pdf`, analyst)).statusCode).toBe(403);
  });
});
