import type {
  Dashboard,
  DashboardInput,
  DashboardListEntry,
  DashboardTab,
  DashboardWidgetWithDefinition,
  SavedWidget,
} from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDashboards } from '../../seed/dashboards';
import { seedDemo } from '../../seed/seed';
import { createTestApp, apiCaller, demoCustomers, loginAll, type TestApp } from '../../test/testApp';

let t: TestApp;
let acme = 0;
let brandco = 0;
const tokens: Record<string, string> = {};
let aliceWidgets: SavedWidget[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  ({ acme, brandco } = await demoCustomers(t.app));
  Object.assign(
    tokens,
    await loginAll(t.app, ['admin@acme.test', 'analyst@acme.test', 'pm@acme.test', 'readonly@acme.test']),
  );
  aliceWidgets = (await call('admin@acme.test', 'GET', 'widgets')).json() as SavedWidget[];
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(() => t.app);

const userIdOf = async (email: string) =>
  (await t.app.db.execute<{ id: number }>(sql`select id from users where email = ${email}`)).rows[0]?.id ?? 0;

const widgetNamed = (name: string) => {
  const widget = aliceWidgets.find((candidate) => candidate.name === name);
  if (!widget) throw new Error(`no demo widget ${name}`);
  return widget.id;
};

const layout = (): DashboardInput => ({
  name: 'Shelf health',
  description: 'Stock and price at a glance',
  rollingDatePreset: '30d',
  applyRetailerAssortment: true,
  groups: [
    {
      name: 'Stock',
      styleColor: '#1677ff',
      groupStyle: 'card',
      widgets: [
        { widgetId: widgetNamed('Availability'), rowIndex: 0, datePresetOverride: '7d' },
        { widgetId: widgetNamed('Availability by retailer and brand'), rowIndex: 1 },
      ],
    },
    {
      name: 'Price',
      stretchLayout: true,
      widgets: [{ widgetId: widgetNamed('Selling price by retailer'), nameOverride: 'Prices this month' }],
    },
  ],
});

describe('dashboards', () => {
  let created: Dashboard;

  it('creates a dashboard owned by the caller with its groups, rows and overrides', async () => {
    const response = await call('admin@acme.test', 'POST', 'dashboard/create', layout());
    expect(response.statusCode).toBe(201);
    created = response.json();
    const alice = await userIdOf('admin@acme.test');
    expect(created).toMatchObject({
      name: 'Shelf health',
      icon: 'presentation',
      rollingDatePreset: '30d',
      fixedDateRange: null,
      applyRetailerAssortment: true,
      userName: 'Alice Admin',
      dashboardUsers: [{ userId: alice, isOwner: true }],
    });
    expect(created.groups.map((group) => [group.sequence, group.name, group.styleColor, group.widgets.length])).toEqual(
      [
        [1, 'Stock', '#1677ff', 2],
        [2, 'Price', null, 1],
      ],
    );
    expect(created.groups[0]?.widgets[0]).toMatchObject({
      datePresetOverride: '7d',
      visualization: 'KPI',
      widgetNotShared: false,
      rowIndex: 0,
    });
    expect(created.groups[1]?.widgets[0]).toMatchObject({ nameOverride: 'Prices this month', sequence: 1 });
  });

  it('lists it for the owner, in no tab yet, and not for others until shared', async () => {
    const own = (await call('admin@acme.test', 'GET', 'dashboards')).json() as DashboardListEntry[];
    expect(own.find((entry) => entry.id === created.id)).toMatchObject({
      isOwnedByMe: true,
      isSharedWithMe: false,
      tabId: null,
      sequenceNumber: null,
      widgetCount: 3,
    });
    const entry = await call('admin@acme.test', 'GET', `dashboards/${created.id}`);
    expect(entry.json()).toMatchObject({ id: created.id, isOwnedByMe: true });
    expect((await call('pm@acme.test', 'GET', `dashboard/${created.id}`)).statusCode).toBe(404);
    const pmList = (await call('pm@acme.test', 'GET', 'dashboards')).json() as DashboardListEntry[];
    expect(pmList.map((item) => item.id)).not.toContain(created.id);
  });

  it('replaces the layout keeping the ids of what stays, and removes the rest', async () => {
    const [stock, price] = created.groups;
    const kept = stock?.widgets[0];
    const response = await call('admin@acme.test', 'PATCH', `dashboard/${created.id}`, {
      ...layout(),
      name: 'Shelf health (weekly)',
      rollingDatePreset: null,
      fixedDateRange: { dateFrom: '2026-03-31', dateTo: '2026-03-01' },
      groups: [{ id: price?.id, name: 'Price first', widgets: [{ ...kept, rowIndex: 2 }] }, { name: 'Empty for now' }],
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json() as Dashboard;
    // A reversed range is swapped (spec 2 §4).
    expect(updated.fixedDateRange).toEqual({ dateFrom: '2026-03-01', dateTo: '2026-03-31' });
    expect(updated.groups.map((group) => group.name)).toEqual(['Price first', 'Empty for now']);
    expect(updated.groups[0]?.id).toBe(price?.id);
    expect(updated.groups[0]?.widgets).toEqual([
      expect.objectContaining({ id: kept?.id, groupId: price?.id, rowIndex: 2, datePresetOverride: '7d' }),
    ]);
    const left = await t.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from dashboard_widgets where customer_id = ${acme} and dashboard_id = ${created.id}`,
    );
    expect(Number(left.rows[0]?.n)).toBe(1);
    created = updated;
  });

  it('shares with a member who views it but may neither change, share nor delete it', async () => {
    const analyst = await userIdOf('analyst@acme.test');
    const shared = await call('admin@acme.test', 'PUT', `dashboard/${created.id}/users`, { userIds: [analyst] });
    expect(shared.statusCode).toBe(200);
    expect((shared.json() as Dashboard).dashboardUsers).toEqual(
      expect.arrayContaining([expect.objectContaining({ userId: analyst, isOwner: false })]),
    );
    const seen = (await call('analyst@acme.test', 'GET', 'dashboards')).json() as DashboardListEntry[];
    expect(seen.find((entry) => entry.id === created.id)).toMatchObject({ isOwnedByMe: false, isSharedWithMe: true });
    expect((await call('analyst@acme.test', 'GET', `dashboard/${created.id}`)).statusCode).toBe(200);

    const patch = await call('analyst@acme.test', 'PATCH', `dashboard/${created.id}`, { ...layout(), name: 'Mine' });
    expect(patch.statusCode).toBe(403);
    expect((await call('analyst@acme.test', 'DELETE', `dashboard/${created.id}`)).statusCode).toBe(403);
    expect((await call('analyst@acme.test', 'PUT', `dashboard/${created.id}/users`, { userIds: [] })).statusCode).toBe(
      403,
    );
    const widgetId = created.groups[0]?.widgets[0]?.id;
    expect(
      (await call('analyst@acme.test', 'PATCH', `dashboard-widget/${widgetId}`, { nameOverride: 'x' })).statusCode,
    ).toBe(403);
  });

  it('refuses to share with someone who is not a member', async () => {
    const sysadmin = await userIdOf('sysadmin@shelfsight.test');
    const response = await call('admin@acme.test', 'PUT', `dashboard/${created.id}/users`, { userIds: [sysadmin] });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ fields: { userIds: expect.any(String) } });
  });

  it('copies a visible dashboard for a shared user, owned by them and not shared', async () => {
    const response = await call('analyst@acme.test', 'POST', `dashboard/${created.id}/copy`);
    expect(response.statusCode).toBe(201);
    const copy = response.json() as Dashboard;
    const analyst = await userIdOf('analyst@acme.test');
    expect(copy).toMatchObject({
      name: 'Shelf health (weekly) (copy)',
      userName: 'Andy Analyst',
      dashboardUsers: [{ userId: analyst, isOwner: true }],
      fixedDateRange: created.fixedDateRange,
    });
    expect(copy.groups.map((group) => group.name)).toEqual(['Price first', 'Empty for now']);
    expect(copy.groups[0]?.widgets[0]).toMatchObject({ datePresetOverride: '7d', rowIndex: 2 });
    expect(copy.groups[0]?.id).not.toBe(created.groups[0]?.id);
  });

  it('deletes for the owner', async () => {
    const other = (await call('admin@acme.test', 'POST', 'dashboard/create', { name: 'Scratch' })).json() as Dashboard;
    expect((await call('admin@acme.test', 'DELETE', `dashboard/${other.id}`)).json()).toEqual({ id: other.id });
    expect((await call('admin@acme.test', 'GET', `dashboard/${other.id}`)).statusCode).toBe(404);
  });
});

describe('dashboard widgets and overrides', () => {
  let dashboard: Dashboard;

  beforeAll(async () => {
    dashboard = (await call('admin@acme.test', 'POST', 'dashboard/create', layout())).json() as Dashboard;
  });

  it('lists the placed widgets with their titles, and one with its overrides', async () => {
    const list = (await call('admin@acme.test', 'GET', `dashboard-widgets?dashboardId=${dashboard.id}`)).json();
    expect(list).toHaveLength(3);
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ dashboardId: dashboard.id, title: 'Prices this month' }),
        expect.objectContaining({ title: 'Availability' }),
      ]),
    );
    const placed = dashboard.groups[0]?.widgets[0];
    const one = await call('admin@acme.test', 'GET', `dashboard-widget/${placed?.id}`);
    expect(one.json()).toMatchObject({ id: placed?.id, datePresetOverride: '7d', widgetNotShared: false });
  });

  it('changes only the overrides given', async () => {
    const placed = dashboard.groups[0]?.widgets[0];
    const response = await call('admin@acme.test', 'PATCH', `dashboard-widget/${placed?.id}`, {
      nameOverride: 'Stock (7 days)',
      overrideRibbons: [{ text: 'New', color: 'f00' }],
      overrideSettings: { showCompare: true },
      overrideLinkedDashboards: [dashboard.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      nameOverride: 'Stock (7 days)',
      datePresetOverride: '7d',
      overrideRibbons: [{ text: 'New', color: 'f00' }],
      overrideSettings: { showCompare: true },
      overrideLinkedDashboards: [dashboard.id],
    });
    const cleared = await call('admin@acme.test', 'PATCH', `dashboard-widget/${placed?.id}`, {
      datePresetOverride: null,
    });
    expect(cleared.json()).toMatchObject({ nameOverride: 'Stock (7 days)', datePresetOverride: null });
  });

  it("answers 'Invalid payload' without overrides and 'No widgetId provided' without an id", async () => {
    const placed = dashboard.groups[0]?.widgets[0];
    const empty = await call('admin@acme.test', 'PATCH', `dashboard-widget/${placed?.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ fields: { body: 'Invalid payload' } });
    const missing = await call('admin@acme.test', 'PATCH', `dashboard-widget/${placed?.id}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fields: { body: 'Invalid payload' } });
    const noId = await call('admin@acme.test', 'PATCH', 'dashboard-widget/abc', { nameOverride: 'x' });
    expect(noId.statusCode).toBe(400);
    expect(noId.json()).toMatchObject({ fields: { id: 'No widgetId provided' } });
    const noWidget = await call('admin@acme.test', 'POST', 'dashboard/create', {
      name: 'No widget',
      groups: [{ name: 'G', widgets: [{ rowIndex: 0 }] }],
    });
    expect(noWidget.statusCode).toBe(400);
    expect(noWidget.json()).toMatchObject({ fields: { 'groups.0.widgets.0.widgetId': 'No widgetId provided' } });
  });

  it('flags a widget not shared with the viewer and sends none of it', async () => {
    const analyst = await userIdOf('analyst@acme.test');
    const pm = await userIdOf('pm@acme.test');
    // Paula's own widget, not shared with Andy, on a dashboard she shares with him.
    const own = (
      await call('pm@acme.test', 'POST', 'widget/create', {
        name: 'Paula private prices',
        visualizationType: 'KPI',
        metricId: 1,
        aggregationFunction: 'AVG',
      })
    ).json() as SavedWidget;
    const board = (
      await call('pm@acme.test', 'POST', 'dashboard/create', {
        name: 'Paula board',
        groups: [{ name: 'Mine', widgets: [{ widgetId: own.id }] }],
      })
    ).json() as Dashboard;
    await call('pm@acme.test', 'PUT', `dashboard/${board.id}/users`, { userIds: [analyst, pm] });
    const seen = (
      await call('analyst@acme.test', 'GET', `widget/get-widgets-for-dashboard/${board.id}`)
    ).json() as DashboardWidgetWithDefinition[];
    expect(seen).toEqual([
      expect.objectContaining({ widgetId: own.id, widgetNotShared: true, widget: null, visualization: null }),
    ]);
    const body = (await call('analyst@acme.test', 'GET', `widget/get-widgets-for-dashboard/${board.id}`)).body;
    expect(body).not.toContain('Paula private prices');
    const titles = (await call('analyst@acme.test', 'GET', `dashboard-widgets?dashboardId=${board.id}`)).body;
    expect(titles).not.toContain('Paula private prices');
    const owner = (
      await call('pm@acme.test', 'GET', `widget/get-widgets-for-dashboard/${board.id}`)
    ).json() as DashboardWidgetWithDefinition[];
    expect(owner[0]).toMatchObject({ widgetNotShared: false, widget: { name: 'Paula private prices' } });
  });

  it('keeps one group per id when a layout names the same group twice', async () => {
    const board = (await call('admin@acme.test', 'POST', 'dashboard/create', layout())).json() as Dashboard;
    const twice = board.groups[0]?.id;
    const response = await call('admin@acme.test', 'PATCH', `dashboard/${board.id}`, {
      ...layout(),
      groups: [
        { id: twice, name: 'First' },
        { id: twice, name: 'Second' },
      ],
    });
    const groups = (response.json() as Dashboard).groups;
    expect(groups.map((group) => group.name)).toEqual(['First', 'Second']);
    expect(groups[0]?.id).toBe(twice);
    expect(groups[1]?.id).not.toBe(twice);
  });

  it('refuses to place a widget the caller does not see', async () => {
    const hidden = await t.app.db.execute<{ id: number }>(
      sql`select id from widgets where customer_id = ${acme} and name = 'Paula private prices'`,
    );
    const response = await call('admin@acme.test', 'POST', 'dashboard/create', {
      name: 'Borrowed',
      groups: [{ widgets: [{ widgetId: Number(hidden.rows[0]?.id) }] }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ fields: { 'groups.0.widgets.0.widgetId': expect.any(String) } });
  });
});

describe('home tabs', () => {
  it('creates tabs, moves dashboards between them and reorders within one', async () => {
    const make = async (name: string) =>
      ((await call('analyst@acme.test', 'POST', 'dashboard/create', { name })).json() as Dashboard).id;
    const [a, b, c] = [await make('Tab A'), await make('Tab B'), await make('Tab C')];
    const first = await call('analyst@acme.test', 'POST', 'dashboards/tabs/create', { name: 'Mornings' });
    expect(first.statusCode).toBe(201);
    const morning = first.json() as DashboardTab;
    const evening = (await call('analyst@acme.test', 'POST', 'dashboards/tabs/create', { name: 'Evenings' })).json();
    expect(morning).toMatchObject({ name: 'Mornings', dashboardIds: [] });

    const move = (dashboardId: number, tabId: number, sequenceNumber: number) =>
      call('analyst@acme.test', 'POST', 'dashboards/tabs/move-dashboard', { dashboardId, tabId, sequenceNumber });
    await move(a, morning.id, 1);
    await move(b, morning.id, 2);
    const moved = await move(c, morning.id, 1);
    expect(moved.statusCode).toBe(200);
    const order = (moved.json() as DashboardTab[]).find((tab) => tab.id === morning.id)?.dashboardIds;
    expect(order).toEqual([c, a, b]);

    const across = (await move(a, evening.id, 5)).json() as DashboardTab[];
    const created = [morning.id, evening.id];
    const ours = (tabs: DashboardTab[]) => tabs.filter((tab) => created.includes(tab.id));
    expect(ours(across).map((tab) => [tab.name, tab.dashboardIds])).toEqual([
      ['Mornings', [c, b]],
      ['Evenings', [a]],
    ]);
    const entries = (await call('analyst@acme.test', 'GET', 'dashboards')).json() as DashboardListEntry[];
    expect(entries.find((entry) => entry.id === b)).toMatchObject({ tabId: morning.id, sequenceNumber: 2 });

    const listed = (await call('analyst@acme.test', 'GET', 'dashboards/tabs/list')).json() as DashboardTab[];
    expect(ours(listed).map((tab) => tab.name)).toEqual(['Mornings', 'Evenings']);
    expect(listed.slice(-2).map((tab) => tab.id)).toEqual(created);
    const removed = await call('analyst@acme.test', 'GET', `dashboards/tabs/delete/${evening.id}`);
    expect(ours(removed.json() as DashboardTab[]).map((tab) => tab.name)).toEqual(['Mornings']);
    const still = (await call('analyst@acme.test', 'GET', 'dashboards')).json() as DashboardListEntry[];
    expect(still.find((entry) => entry.id === a)).toMatchObject({ tabId: null });
  });

  it('lets only dashboards owned by me or shared with me take part, and fills a tab up to 6', async () => {
    const tab = (await call('pm@acme.test', 'POST', 'dashboards/tabs/create', { name: 'Full' })).json() as DashboardTab;
    const foreign = (
      await call('admin@acme.test', 'POST', 'dashboard/create', { name: 'Not Paula' })
    ).json() as Dashboard;
    const refused = await call('pm@acme.test', 'POST', 'dashboards/tabs/move-dashboard', {
      dashboardId: foreign.id,
      tabId: tab.id,
      sequenceNumber: 1,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ fields: { dashboardId: expect.any(String) } });
    for (let index = 0; index < 6; index += 1) {
      const id = ((await call('pm@acme.test', 'POST', 'dashboard/create', { name: `P${index}` })).json() as Dashboard)
        .id;
      await call('pm@acme.test', 'POST', 'dashboards/tabs/move-dashboard', {
        dashboardId: id,
        tabId: tab.id,
        sequenceNumber: 99,
      });
    }
    const seventh = ((await call('pm@acme.test', 'POST', 'dashboard/create', { name: 'P7' })).json() as Dashboard).id;
    const full = await call('pm@acme.test', 'POST', 'dashboards/tabs/move-dashboard', {
      dashboardId: seventh,
      tabId: tab.id,
      sequenceNumber: 1,
    });
    expect(full.statusCode).toBe(422);
    expect(full.json()).toMatchObject({ fields: { tabId: 'A home tab holds at most 6 dashboards.' } });
    const otherUsersTab = await call('analyst@acme.test', 'GET', `dashboards/tabs/delete/${tab.id}`);
    expect(otherUsersTab.statusCode).toBe(404);
  });
});

describe('demo dashboards', () => {
  it('gives Acme a home tab of four dashboards with groups and overrides, the first shared with Andy', async () => {
    const [home] = (await call('admin@acme.test', 'GET', 'dashboards/tabs/list')).json() as DashboardTab[];
    const list = (await call('admin@acme.test', 'GET', 'dashboards')).json() as DashboardListEntry[];
    const names = home?.dashboardIds.map((id) => list.find((entry) => entry.id === id)?.name);
    expect([home?.name, names]).toEqual([
      'Home',
      ['Availability and price', 'Content and DCC', 'Reviews and ratings', 'Competition by retailer'],
    ]);
    const reviews = (await call('admin@acme.test', 'GET', `dashboard/${home?.dashboardIds[2]}`)).json() as Dashboard;
    expect(reviews.groups[0]?.widgets.map((widget) => widget.nameOverride)).toEqual([null, 'Rating by retailer']);
    // Retailer performance on the competition dashboard links its items to the first one.
    const competition = (
      await call('admin@acme.test', 'GET', `dashboard/${home?.dashboardIds[3]}`)
    ).json() as Dashboard;
    expect(
      competition.groups.flatMap((group) => group.widgets.map((widget) => widget.overrideLinkedDashboards)),
    ).toEqual([[], [], [], [home?.dashboardIds[0]]]);
    const analystHome = (await call('analyst@acme.test', 'GET', 'dashboards/tabs/list')).json() as DashboardTab[];
    expect(analystHome[0]).toMatchObject({ name: 'Home', dashboardIds: [home?.dashboardIds[0]] });
    const seen = (
      await call('analyst@acme.test', 'GET', `widget/get-widgets-for-dashboard/${home?.dashboardIds[0]}`)
    ).json() as DashboardWidgetWithDefinition[];
    // Alice's demo widgets are shared with Andy, so he sees every one of them drawn.
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((widget) => !widget.widgetNotShared && widget.widget !== null)).toBe(true);
    const brandcoList = (await call('admin@acme.test', 'GET', 'dashboards', undefined, brandco)).json() as unknown[];
    expect(brandcoList).toHaveLength(4);
  });

  it('gives Acme a dashboard of fifty widgets outside any tab', async () => {
    const list = (await call('admin@acme.test', 'GET', 'dashboards')).json() as DashboardListEntry[];
    const fifty = list.find((entry) => entry.name === 'Fifty widgets');
    const tabs = (await call('admin@acme.test', 'GET', 'dashboards/tabs/list')).json() as DashboardTab[];
    expect(tabs.flatMap((tab) => tab.dashboardIds)).not.toContain(fifty?.id);
    const board = (await call('admin@acme.test', 'GET', `dashboard/${fifty?.id}`)).json() as Dashboard;
    const placed = board.groups.flatMap((group) => group.widgets);
    expect(placed).toHaveLength(50);
    expect(new Set(placed.map((widget) => widget.nameOverride)).size).toBe(50);
    const brandcoList = (await call('admin@acme.test', 'GET', 'dashboards', undefined, brandco)).json() as unknown[];
    expect(brandcoList).not.toContainEqual(expect.objectContaining({ name: 'Fifty widgets' }));
  });

  it('is seeded once: seeding again adds no dashboard and no tab', async () => {
    const totals = async () =>
      (
        await t.app.db.execute<{ boards: number; tabs: number }>(
          sql`select (select count(*)::int from dashboards) as boards, (select count(*)::int from dashboard_tabs) as tabs`,
        )
      ).rows[0];
    const before = await totals();
    await seedDashboards(t.app.db);
    await seedDemo(t.app.db);
    expect(await totals()).toEqual(before);
  });
});

describe('bad input', () => {
  it('names the field: colour, name, dates, preset and ids', async () => {
    const colour = await call('admin@acme.test', 'POST', 'dashboard/create', {
      name: 'Bad',
      groups: [{ name: 'G', styleColor: 'blue' }],
    });
    expect(colour.statusCode).toBe(400);
    expect(colour.json()).toMatchObject({ fields: { 'groups.0.styleColor': 'Invalid HEX color.' } });
    const nul = await call('admin@acme.test', 'POST', 'dashboard/create', { name: 'Bad\u0000name' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ fields: { name: expect.any(String) } });
    const both = await call('admin@acme.test', 'POST', 'dashboard/create', {
      name: 'Both',
      rollingDatePreset: '7d',
      fixedDateRange: { dateFrom: '2026-01-01', dateTo: '2026-01-31' },
    });
    expect(both.json()).toMatchObject({ statusCode: 400, fields: { fixedDateRange: expect.any(String) } });
    const preset = await call('admin@acme.test', 'POST', 'dashboard/create', { name: 'P', rollingDatePreset: 'soon' });
    expect(preset.json()).toMatchObject({ statusCode: 400, fields: { rollingDatePreset: expect.any(String) } });
    for (const path of ['dashboard/2147483648', 'dashboards/2147483648', 'widget/get-widgets-for-dashboard/0']) {
      const response = await call('admin@acme.test', 'GET', path);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields: { id: expect.any(String) } });
    }
    const tab = await call('admin@acme.test', 'POST', 'dashboards/tabs/create', { name: 'Tab\u0000' });
    expect(tab.json()).toMatchObject({ statusCode: 400, fields: { name: expect.any(String) } });
    const move = await call('admin@acme.test', 'POST', 'dashboards/tabs/move-dashboard', {
      dashboardId: 2147483648,
      tabId: 1,
      sequenceNumber: 0,
    });
    expect(move.json()).toMatchObject({
      statusCode: 400,
      fields: { dashboardId: expect.any(String), sequenceNumber: expect.any(String) },
    });
    const settings = await call('admin@acme.test', 'POST', 'dashboard/create', {
      name: 'S',
      settings: { note: 'a\u0000b' },
    });
    expect(settings.statusCode).toBe(400);
    // Sent as text: a value this deep is what a hostile client writes, not what JSON.stringify makes.
    const deep = `{"name":"Deep","settings":{"deep":${'['.repeat(5000)}1${']'.repeat(5000)}}}`;
    const nested = await t.app.inject({
      method: 'POST',
      url: `/api/customer/${acme}/dashboard/create`,
      headers: { authorization: `Bearer ${tokens['admin@acme.test']}`, 'content-type': 'application/json' },
      payload: deep,
    });
    expect(nested.json()).toMatchObject({ statusCode: 400, fields: { settings: expect.any(String) } });
  });

  it('names an unknown saved filter, dimension or linked dashboard with 422', async () => {
    const response = await call('admin@acme.test', 'POST', 'dashboard/create', {
      name: 'Refs',
      defaultSavedFilterId: 999999,
      groups: [
        {
          widgets: [
            {
              widgetId: widgetNamed('Availability'),
              savedFilterOverride: 999999,
              overrideDimensionId: 4242,
              overrideLinkedDashboards: [999999],
            },
          ],
        },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      fields: {
        defaultSavedFilterId: expect.any(String),
        'groups.0.widgets.0.savedFilterOverride': expect.any(String),
        'groups.0.widgets.0.overrideDimensionId': 'Unknown dimension.',
        'groups.0.widgets.0.overrideLinkedDashboards.0': expect.any(String),
      },
    });
  });
});

describe('access', () => {
  it('answers 403 to a user of another customer on every route', async () => {
    for (const [method, path, payload] of [
      ['GET', 'dashboards', undefined],
      ['GET', 'dashboards/1', undefined],
      ['GET', 'dashboard/1', undefined],
      ['POST', 'dashboard/create', { name: 'X' }],
      ['PATCH', 'dashboard/1', { name: 'X' }],
      ['DELETE', 'dashboard/1', undefined],
      ['POST', 'dashboard/1/copy', undefined],
      ['PUT', 'dashboard/1/users', { userIds: [] }],
      ['GET', 'dashboards/tabs/list', undefined],
      ['POST', 'dashboards/tabs/create', { name: 'X' }],
      ['GET', 'dashboards/tabs/delete/1', undefined],
      ['POST', 'dashboards/tabs/move-dashboard', { dashboardId: 1, tabId: 1, sequenceNumber: 1 }],
      ['GET', 'dashboard-widgets', undefined],
      ['GET', 'dashboard-widget/1', undefined],
      ['PATCH', 'dashboard-widget/1', { nameOverride: 'X' }],
      ['GET', 'widget/get-widgets-for-dashboard/1', undefined],
    ] as const) {
      const response = await call('analyst@acme.test', method, path, payload, brandco);
      expect([method, path, response.statusCode]).toEqual([method, path, 403]);
    }
  });

  it('refuses every write to a read-only user, who still reads', async () => {
    const own = (await call('admin@acme.test', 'POST', 'dashboard/create', layout())).json() as Dashboard;
    const placed = own.groups[0]?.widgets[0]?.id;
    for (const [method, path, payload] of [
      ['POST', 'dashboard/create', { name: 'X' }],
      ['PATCH', `dashboard/${own.id}`, { name: 'X' }],
      ['DELETE', `dashboard/${own.id}`, undefined],
      ['POST', `dashboard/${own.id}/copy`, undefined],
      ['PUT', `dashboard/${own.id}/users`, { userIds: [] }],
      ['POST', 'dashboards/tabs/create', { name: 'X' }],
      ['GET', 'dashboards/tabs/delete/1', undefined],
      ['POST', 'dashboards/tabs/move-dashboard', { dashboardId: own.id, tabId: 1, sequenceNumber: 1 }],
      ['PATCH', `dashboard-widget/${placed}`, { nameOverride: 'X' }],
    ] as const) {
      const response = await call('readonly@acme.test', method, path, payload);
      expect([method, path, response.statusCode]).toEqual([method, path, 403]);
    }
    expect((await call('readonly@acme.test', 'GET', 'dashboards')).statusCode).toBe(200);
    expect((await call('readonly@acme.test', 'GET', 'dashboards/tabs/list')).statusCode).toBe(200);
  });
});
