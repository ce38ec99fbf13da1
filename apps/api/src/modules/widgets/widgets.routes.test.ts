import type { SavedWidget, WidgetInput } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, apiCaller, demoCustomers, type TestApp } from '../../test/testApp';
import { loadWidgetDefinition } from './widgets.module';

let t: TestApp;
let acme = 0;
let brandco = 0;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  ({ acme, brandco } = await demoCustomers(t.app));
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(() => t.app);

const userIdOf = async (email: string) =>
  (await t.app.db.execute<{ id: number }>(sql`select id from users where email = ${email}`)).rows[0]?.id ?? 0;

const table: WidgetInput = {
  name: 'Prices by retailer',
  visualizationType: 'DATA_TABLE',
  dimensionId: 1,
  tableFields: [
    { fieldType: 'ATTRIBUTE', fieldId: 2, dataType: 's', conditionOperator: 'contains', conditionValue: 'Acme' },
    {
      fieldType: 'METRIC',
      fieldId: 9,
      dataType: 'n',
      aggregationType: 'AVG',
      sorted: 'desc',
      thresholds: [{ condition: '{{seq_2}} < 50', css: { 'background-color': '#f00', color: 'ffffff' } }],
    },
  ],
  columnGroupIds: [3, 1],
  customSettings: { showOverallRow: true },
};

describe('saved widgets', () => {
  let created: SavedWidget;

  it('creates a widget owned by the caller with its table fields, thresholds and settings', async () => {
    const response = await call('analyst@acme.test', 'POST', 'widget/create', table);
    expect(response.statusCode).toBe(201);
    created = response.json();
    expect(created).toMatchObject({
      name: 'Prices by retailer',
      visualizationType: 'DATA_TABLE',
      type: 6,
      accessLevel: 'O',
      sharedWith: null,
      userName: 'Andy Analyst',
      columnGroupIds: [3, 1],
      customSettings: { showOverallRow: true },
    });
    expect(created.tableFields.map((field) => [field.sequenceNumber, field.fieldId, field.conditionOperator])).toEqual([
      [1, 2, 'contains'],
      [2, 9, null],
    ]);
    expect(created.tableFields[1]?.thresholds[0]).toMatchObject({
      condition: '{{seq_2}} < 50',
      css: { 'background-color': '#f00', color: 'ffffff' },
    });
  });

  it('lists it for the owner only until it is shared', async () => {
    const own = (await call('analyst@acme.test', 'GET', 'widgets')).json() as SavedWidget[];
    expect(own.map((widget) => widget.id)).toContain(created.id);
    const others = (await call('pm@acme.test', 'GET', 'widgets')).json() as SavedWidget[];
    expect(others.map((widget) => widget.id)).not.toContain(created.id);
    expect((await call('pm@acme.test', 'GET', `widget/${created.id}`)).statusCode).toBe(404);
  });

  it('shares with a member, who sees it with access level V and may copy but not change it', async () => {
    const pm = await userIdOf('pm@acme.test');
    const shared = await call('analyst@acme.test', 'PUT', `widget/${created.id}/users`, { userIds: [pm] });
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({ sharedWith: [pm] });

    const seen = (await call('pm@acme.test', 'GET', 'widgets')).json() as SavedWidget[];
    expect(seen.find((widget) => widget.id === created.id)).toMatchObject({
      accessLevel: 'V',
      userName: 'Andy Analyst',
    });
    const users = (await call('pm@acme.test', 'GET', 'widget-users')).json() as {
      widgetUsers: unknown[];
      users: { id: number }[];
    };
    expect(users.widgetUsers).toEqual(expect.arrayContaining([{ widgetId: created.id, userId: pm, accessLevel: 'V' }]));
    expect(users.users.map((user) => user.id)).toContain(pm);

    expect(
      (await call('pm@acme.test', 'PATCH', `widget/${created.id}`, { ...table, name: 'Mine now' })).statusCode,
    ).toBe(403);
    expect((await call('pm@acme.test', 'DELETE', `widget/${created.id}`)).statusCode).toBe(403);
    expect((await call('pm@acme.test', 'PUT', `widget/${created.id}/users`, { userIds: [] })).statusCode).toBe(403);

    const copy = await call('pm@acme.test', 'POST', `widget/${created.id}/copy`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      name: 'Prices by retailer (copy)',
      accessLevel: 'O',
      sharedWith: null,
      userName: 'Paula Product',
    });
    expect((copy.json() as SavedWidget).tableFields).toHaveLength(2);
  });

  it('refuses to share with someone who is not a member', async () => {
    const sysadmin = await userIdOf('sysadmin@shelfsight.test');
    const response = await call('analyst@acme.test', 'PUT', `widget/${created.id}/users`, { userIds: [sysadmin] });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ fields: { userIds: expect.any(String) } });
  });

  it('answers the widget-specific lists', async () => {
    const fields = (await call('analyst@acme.test', 'GET', `widget/${created.id}/table-fields`)).json() as unknown[];
    expect(fields).toHaveLength(2);
    expect((await call('analyst@acme.test', 'GET', `widget/${created.id}/column-groups`)).json()).toEqual([
      { columnGroupId: 3, sequenceNumber: 1 },
      { columnGroupId: 1, sequenceNumber: 2 },
    ]);
    expect((await call('analyst@acme.test', 'GET', `widget/${created.id}/table-columns`)).json()).toEqual([]);
    expect((await call('analyst@acme.test', 'GET', `widget/${created.id}/custom-settings`)).json()).toEqual({
      showOverallRow: true,
    });
  });

  it('updates and hands the definition to the query engine', async () => {
    const response = await call('analyst@acme.test', 'PATCH', `widget/${created.id}`, {
      ...table,
      name: 'Prices',
      tableFields: table.tableFields?.slice(1),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Prices', tableFields: [{ fieldId: 9, sequenceNumber: 1 }] });
    const definition = await loadWidgetDefinition(t.app.db, acme, created.id);
    expect(definition).toMatchObject({ id: created.id, name: 'Prices', dimensionId: 1, columnGroupIds: [3, 1] });
    expect(await loadWidgetDefinition(t.app.db, brandco, created.id)).toBeUndefined();
  });

  it('deletes for the owner', async () => {
    expect((await call('analyst@acme.test', 'DELETE', `widget/${created.id}`)).json()).toEqual({ id: created.id });
    expect((await call('analyst@acme.test', 'GET', `widget/${created.id}`)).statusCode).toBe(404);
  });
});

describe('the widget fields of spec 2 §3', () => {
  it('answers source, period, filter name, metric and dimension names and share type with real values', async () => {
    const [filter] = (
      await t.app.db.execute<{ id: number; name: string }>(
        sql`select id, name from saved_filters where customer_id = ${acme} order by id limit 1`,
      )
    ).rows;
    if (!filter) throw new Error('the demo has a saved filter in Acme');
    const kpi: WidgetInput = {
      name: 'Stock last week',
      visualizationType: 'KPI',
      metricId: 2,
      aggregationFunction: 'AVG',
      dateDataSelection: '7d',
      filterId: Number(filter.id),
    };
    const created = (await call('analyst@acme.test', 'POST', 'widget/create', kpi)).json() as SavedWidget;
    // 7d: the seven days before today (UTC, the server's day).
    const today = new Date();
    const day = (offset: number) =>
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset))
        .toISOString()
        .slice(0, 10);
    expect(created).toMatchObject({
      source: 'MARKET_DATA',
      dateFrom: day(-7),
      dateTo: day(-1),
      filterName: filter.name,
      metricName: 'Availability',
      metricType: 'percent',
      metricGroupIds: [3],
      dimensionName: null,
      shareType: 'PRIVATE',
    });
    const bar = (
      await call('analyst@acme.test', 'POST', 'widget/create', { ...table, dateDataSelection: null })
    ).json() as SavedWidget;
    // A data table by retailer: its metric fields' groups, no period of its own.
    expect(bar).toMatchObject({
      dimensionName: 'Retailer',
      metricName: null,
      dateFrom: null,
      dateTo: null,
      filterName: null,
      metricGroupIds: [5],
    });
    const pm = await userIdOf('pm@acme.test');
    await call('analyst@acme.test', 'PUT', `widget/${created.id}/users`, { userIds: [pm] });
    const own = (await call('analyst@acme.test', 'GET', `widget/${created.id}`)).json() as SavedWidget;
    const shared = (await call('pm@acme.test', 'GET', `widget/${created.id}`)).json() as SavedWidget;
    expect([own.shareType, shared.shareType]).toEqual(['SHARED_BY_ME', 'SHARED_WITH_ME']);
    const text = (
      await call('analyst@acme.test', 'POST', 'widget/create', {
        name: 'Note',
        visualizationType: 'TEXT',
        textFields: { title: 'Hi', body: 'Read me' },
      })
    ).json() as SavedWidget;
    expect(text).toMatchObject({ source: 'TEXT', metricGroupIds: [], metricType: null });
  });
});

describe('demo widgets', () => {
  it('seeds one widget of every type in Acme, owned by Alice and shared with Andy', async () => {
    const alice = (await call('admin@acme.test', 'GET', 'widgets')).json() as SavedWidget[];
    const demo = alice.filter((widget) => widget.userName === 'Alice Admin');
    expect(new Set(demo.map((widget) => widget.visualizationType)).size).toBe(10);
    expect(demo.every((widget) => widget.accessLevel === 'O' && widget.sharedWith?.length === 1)).toBe(true);
    const andy = (await call('analyst@acme.test', 'GET', 'widgets')).json() as SavedWidget[];
    expect(
      andy
        .filter((widget) => widget.accessLevel === 'V')
        .map((widget) => widget.id)
        .sort(),
    ).toEqual(demo.map((widget) => widget.id).sort());
    expect((await call('admin@acme.test', 'GET', 'widgets', undefined, brandco)).json()).toHaveLength(10);
  });
});

describe('bad input', () => {
  it('names the required field of the type that is missing', async () => {
    const response = await call('analyst@acme.test', 'POST', 'widget/create', {
      name: 'Trend',
      visualizationType: 'LINE',
      metricId: 1,
      aggregationFunction: 'AVG',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { dimensionId: 'Required for this widget type.' } });
  });

  it('names a table-field condition that misses its value, and a bad colour', async () => {
    const tableFields = [
      {
        fieldType: 'METRIC',
        fieldId: 1,
        dataType: 'n',
        conditionOperator: '>=',
        conditionValue: null,
        thresholds: [{ condition: 'x', css: { color: 'red' } }],
      },
    ];
    const response = await call('analyst@acme.test', 'POST', 'widget/create', {
      name: 'T',
      visualizationType: 'DATA_TABLE',
      dimensionId: 1,
      tableFields,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: {
        'tableFields.0.conditionValue': 'Enter a value for this condition.',
        'tableFields.0.thresholds.0.css.color': 'Invalid HEX color.',
      },
    });
  });

  it('names a metric or table field the catalogue does not know', async () => {
    const response = await call('analyst@acme.test', 'POST', 'widget/create', {
      name: 'K',
      visualizationType: 'DATA_TABLE',
      dimensionId: 1,
      tableFields: [{ fieldType: 'METRIC', fieldId: 4242 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { 'tableFields.0.fieldId': 'Unknown table field.' } });
    const kpi = await call('analyst@acme.test', 'POST', 'widget/create', {
      name: 'K',
      visualizationType: 'KPI',
      metricId: 4242,
      aggregationFunction: 'AVG',
    });
    expect(kpi.json()).toMatchObject({ statusCode: 400, fields: { metricId: 'Unknown metric.' } });
  });

  it('stores a price index reference, and names a reference it does not know or a retailer reference without its retailer', async () => {
    const widget = {
      name: 'Price position',
      visualizationType: 'HORIZONTAL_BAR',
      metricId: 18,
      dimensionId: 2,
      aggregationFunction: 'AVG',
    };
    const created = await call('analyst@acme.test', 'POST', 'widget/create', {
      ...widget,
      customSettings: { priceIndexReference: 'LOWEST_COMPETITOR' },
    });
    expect(created.statusCode).toBe(201);
    expect((created.json() as SavedWidget).customSettings).toEqual({ priceIndexReference: 'LOWEST_COMPETITOR' });
    const unknown = await call('analyst@acme.test', 'POST', 'widget/create', {
      ...widget,
      customSettings: { priceIndexReference: 'CHEAPEST' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      fields: { 'customSettings.priceIndexReference': expect.stringContaining('LOWEST_COMPETITOR') },
    });
    const id = (created.json() as SavedWidget).id;
    const noRetailer = await call('analyst@acme.test', 'PATCH', `widget/${id}`, {
      ...widget,
      customSettings: { priceIndexReference: 'RETAILER' },
    });
    expect(noRetailer.statusCode).toBe(400);
    expect(noRetailer.json()).toMatchObject({
      fields: { 'customSettings.priceIndexRetailerId': 'Choose the retailer to compare with.' },
    });
  });

  it('refuses a new scatter plot and a widget id that is not a number', async () => {
    const scatter = await call('analyst@acme.test', 'POST', 'widget/create', {
      name: 'S',
      visualizationType: 'SCATTER',
      metricId: 1,
      dimensionId: 1,
      aggregationFunction: 'SUM',
    });
    expect(scatter.statusCode).toBe(400);
    expect(scatter.json()).toMatchObject({ fields: { visualizationType: expect.any(String) } });
    const noId = await call('analyst@acme.test', 'GET', 'widget/abc/table-fields');
    expect(noId.statusCode).toBe(400);
    expect(noId.json()).toMatchObject({ fields: { id: 'No widgetId provided' } });
  });
});

describe('access', () => {
  it('answers 403 to a user of another customer', async () => {
    for (const [method, path] of [
      ['GET', 'widgets'],
      ['GET', 'widget-users'],
      ['POST', 'widget/create'],
      ['GET', 'widget/1'],
      ['DELETE', 'widget/1'],
    ] as const) {
      const response = await call('analyst@acme.test', method, path, method === 'POST' ? table : undefined, brandco);
      expect(response.statusCode).toBe(403);
    }
  });

  it('refuses writes to a read-only user', async () => {
    const response = await call('readonly@acme.test', 'POST', 'widget/create', table);
    expect(response.statusCode).toBe(403);
    expect((await call('readonly@acme.test', 'GET', 'widgets')).statusCode).toBe(200);
  });
});
