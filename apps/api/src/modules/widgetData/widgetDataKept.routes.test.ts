import type { Dashboard, WidgetDataAnswer } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishLoad, startLoad } from '../../analytics/factLoads';
import type { MarketFixture } from '../../analytics/engine/testing/marketFixture';
import { referenceQuery } from '../../analytics/engine/testing/referenceEngine';
import { createMarketTestApp } from '../../test/marketTestApp';
import { apiCaller, type TestApp } from '../../test/testApp';

// What a get-data request resolves to is kept in memory: every write that changes it must show at once.
// A test app of its own: the last test changes Acme's facts.
let t: TestApp;
let fixture: MarketFixture;
let acme = 0;
const users = { admin: 'admin@acme.test', analyst: 'analyst@acme.test' } as const;
let analystId = 0;

const FEBRUARY = { dateFrom: '2024-02-01', dateTo: '2024-02-29' };
type Kpi = Extract<WidgetDataAnswer, { visualizationType: 'KPI' }>;

const callAs = apiCaller(() => t.app);
const call = (who: keyof typeof users, method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, payload?: object) =>
  callAs(users[who], method, path, payload, acme);
const retailer = (index: number) => fixture.retailers[index]?.id ?? 0;
const expected = (retailerIds: number[]) =>
  referenceQuery(fixture, 'AVAILABILITY', 'AVG', [], FEBRUARY.dateFrom, FEBRUARY.dateTo, { retailerIds }).get('') ??
  null;

let kpi = 0;
let oneRetailer = 0;
let otherRetailer = 0;
let board: Dashboard;
let placedId = 0;
const draw = () => call('analyst', 'POST', 'widget/get-data', { dashboardId: board.id, dashboardWidgetId: placedId });
const valueOf = async () => {
  const response = await draw();
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Kpi).rawOutput.value;
};

beforeAll(async () => {
  ({ t, fixture, acme } = await createMarketTestApp(['admin@acme.test', 'analyst@acme.test'] as const));
  analystId =
    (await t.app.db.execute<{ id: number }>(sql`select id from users where email = 'analyst@acme.test'`)).rows[0]?.id ??
    0;
  const created = await call('admin', 'POST', 'widget/create', {
    name: 'Stock',
    visualizationType: 'KPI',
    metricId: 2,
    aggregationFunction: 'AVG',
  });
  kpi = (created.json() as { id: number }).id;
  await call('admin', 'PUT', `widget/${kpi}/users`, { userIds: [analystId] });
  const filter = async (index: number) =>
    (
      (
        await call('admin', 'POST', 'saved-filter/create', { name: `Retailer ${index}`, retailers: [retailer(index)] })
      ).json() as { id: number }
    ).id;
  oneRetailer = await filter(0);
  otherRetailer = await filter(1);
  board = (
    await call('admin', 'POST', 'dashboard/create', {
      name: 'Kept',
      fixedDateRange: FEBRUARY,
      groups: [{ name: 'All', widgets: [{ widgetId: kpi, rowIndex: 0, savedFilterOverride: oneRetailer }] }],
    })
  ).json() as Dashboard;
  placedId = board.groups[0]?.widgets[0]?.id ?? 0;
  await call('admin', 'PUT', `dashboard/${board.id}/users`, { userIds: [analystId] });
});
afterAll(async () => {
  await t.close();
});

describe('kept resolutions of widget requests', () => {
  it('draws a changed saved filter at once', async () => {
    expect(await valueOf()).toBeCloseTo(expected([retailer(0)]) ?? NaN, 6);
    expect(String((await draw()).headers['server-timing'])).toContain('cache;desc=hit');
    const updated = await call('admin', 'POST', `saved-filter/update/${oneRetailer}`, {
      name: 'Retailer 0',
      retailers: [retailer(2)],
    });
    expect(updated.statusCode).toBe(200);
    expect(await valueOf()).toBeCloseTo(expected([retailer(2)]) ?? NaN, 6);
  });

  it('draws a changed override of the placed widget at once', async () => {
    const patched = await call('admin', 'PATCH', `dashboard-widget/${placedId}`, {
      savedFilterOverride: otherRetailer,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await valueOf()).toBeCloseTo(expected([retailer(1)]) ?? NaN, 6);
  });

  it('follows sharing of the widget and of the dashboard', async () => {
    expect((await draw()).statusCode).toBe(200);
    await call('admin', 'PUT', `widget/${kpi}/users`, { userIds: [] });
    const unshared = await draw();
    expect(unshared.statusCode).toBe(403);
    expect(unshared.json()).toMatchObject({ message: 'widgetNotShared' });
    await call('admin', 'PUT', `widget/${kpi}/users`, { userIds: [analystId] });
    expect((await draw()).statusCode).toBe(200);
    await call('admin', 'PUT', `dashboard/${board.id}/users`, { userIds: [] });
    expect((await draw()).statusCode).toBe(404);
    await call('admin', 'PUT', `dashboard/${board.id}/users`, { userIds: [analystId] });
    expect((await draw()).statusCode).toBe(200);
  });

  it('counts the facts of a new load', async () => {
    const before = await valueOf();
    // Facts changed outside a load are not seen: the version of the facts is what their loads tell.
    await t.app.analytics.connection.run(
      `UPDATE fact_daily SET in_stock = false WHERE customer_id = $1 AND retailer_id = $2`,
      [acme, retailer(1)],
    );
    expect(await valueOf()).toBe(before);
    const loadId = crypto.randomUUID();
    await startLoad(t.app.analytics.connection, {
      loadId,
      customerId: acme,
      source: 'test',
      dayFrom: FEBRUARY.dateFrom,
      dayTo: FEBRUARY.dateTo,
    });
    await finishLoad(t.app.analytics.connection, loadId, { state: 'ready', dailyRows: 0 });
    expect(await valueOf()).toBe(0);
    expect(before).toBeGreaterThan(0);
  });
});
