import type { Dashboard, DashboardInput, WidgetDataAnswer } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MarketFixture } from '../../analytics/engine/testing/marketFixture';
import { referenceQuery } from '../../analytics/engine/testing/referenceEngine';
import { createMarketTestApp } from '../../test/marketTestApp';
import { apiCaller, type TestApp } from '../../test/testApp';
import { parse as parseDisposition } from 'content-disposition';
import { DateTime } from 'luxon';
import { readStampedCsv, readStampedWorkbook, stampValue } from '../../test/stampedFiles';

let t: TestApp;
let fixture: MarketFixture;
let acme = 0;
let brandco = 0;
const users = { admin: 'admin@acme.test', analyst: 'analyst@acme.test', pm: 'pm@acme.test' } as const;

const FEBRUARY = { dateFrom: '2024-02-01', dateTo: '2024-02-29' };
type Kpi = Extract<WidgetDataAnswer, { visualizationType: 'KPI' }>;
type Bar = Extract<WidgetDataAnswer, { visualizationType: 'HORIZONTAL_BAR' }>;

const callAs = apiCaller(() => t.app);
const call = (
  who: keyof typeof users,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  path: string,
  payload?: object,
  customerId = acme,
) => callAs(users[who], method, path, payload, customerId);
const getData = (body: object, who: keyof typeof users = 'admin', customerId = acme) =>
  call(who, 'POST', 'widget/get-data', body, customerId);
const userIdOf = async (email: string) =>
  (await t.app.db.execute<{ id: number }>(sql`select id from users where email = ${email}`)).rows[0]?.id ?? 0;

async function createWidget(body: object, shareWith: number[]) {
  const created = await call('admin', 'POST', 'widget/create', body);
  expect(created.statusCode, created.body).toBe(201);
  const id = (created.json() as { id: number }).id;
  if (shareWith.length > 0)
    expect((await call('admin', 'PUT', `widget/${id}/users`, { userIds: shareWith })).statusCode).toBe(200);
  return id;
}

async function createDashboard(input: DashboardInput) {
  const created = await call('admin', 'POST', 'dashboard/create', input);
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as Dashboard;
}

let kpi = 0;
let bar = 0;
let hidden = 0;
let twoRetailers = 0;
let board: Dashboard;
let other: Dashboard;
const placed = (dashboard: Dashboard, index: number) => dashboard.groups[0]?.widgets[index]?.id ?? 0;

beforeAll(async () => {
  ({ t, fixture, acme, brandco } = await createMarketTestApp(['admin@acme.test', 'analyst@acme.test', 'pm@acme.test']));
  const analystId = await userIdOf('analyst@acme.test');
  kpi = await createWidget({ name: 'Stock', visualizationType: 'KPI', metricId: 2, aggregationFunction: 'AVG' }, [
    analystId,
  ]);
  bar = await createWidget(
    {
      name: 'Stock by retailer',
      visualizationType: 'HORIZONTAL_BAR',
      metricId: 2,
      dimensionId: 1,
      aggregationFunction: 'AVG',
    },
    [analystId],
  );
  hidden = await createWidget(
    { name: 'Private stock', visualizationType: 'KPI', metricId: 2, aggregationFunction: 'AVG' },
    [],
  );
  // Not shared with the analyst: the dashboard's stored filters are read as its owner sees them.
  const filter = await call('admin', 'POST', 'saved-filter/create', {
    name: 'Two retailers',
    retailers: fixture.retailers.slice(0, 2).map((retailer) => retailer.id),
  });
  expect(filter.statusCode).toBe(201);
  twoRetailers = (filter.json() as { id: number }).id;
  board = await createDashboard({
    name: 'Stock',
    fixedDateRange: FEBRUARY,
    groups: [
      {
        name: 'All',
        widgets: [
          { widgetId: kpi, rowIndex: 0 },
          { widgetId: kpi, rowIndex: 0, datePresetOverride: '7d' },
          { widgetId: kpi, rowIndex: 0, savedFilterOverride: twoRetailers },
          { widgetId: bar, rowIndex: 1, overrideDimensionId: 2, nameOverride: 'Stock by brand' },
          { widgetId: hidden, rowIndex: 1 },
        ],
      },
    ],
  });
  expect((await call('admin', 'PUT', `dashboard/${board.id}/users`, { userIds: [analystId] })).statusCode).toBe(200);
  other = await createDashboard({
    name: 'Filtered stock',
    defaultSavedFilterId: twoRetailers,
    rollingDatePreset: '30d',
    groups: [{ name: 'All', widgets: [{ widgetId: kpi }] }],
  });
});
afterAll(async () => {
  await t.close();
});

const expectedAvailability = (range: { dateFrom: string; dateTo: string }, retailerIds?: number[]) =>
  referenceQuery(
    fixture,
    'AVAILABILITY',
    'AVG',
    [],
    range.dateFrom,
    range.dateTo,
    retailerIds ? { retailerIds } : {},
  ).get('') ?? null;

describe('widget/get-data in a dashboard', () => {
  it('draws a placed widget over the dashboard’s fixed dates when the request sends none', async () => {
    const response = await getData({ dashboardId: board.id, dashboardWidgetId: placed(board, 0) });
    expect(response.statusCode).toBe(200);
    const answer = response.json() as Kpi;
    expect(answer.settingsUsed).toMatchObject(FEBRUARY);
    expect(answer.rawOutput.value).toBeCloseTo(expectedAvailability(FEBRUARY) ?? NaN, 6);
    // Request dates win over the dashboard's.
    const march = await getData({
      dashboardId: board.id,
      dashboardWidgetId: placed(board, 0),
      dateFrom: '2024-03-01',
      dateTo: '2024-03-05',
    });
    expect((march.json() as Kpi).settingsUsed).toMatchObject({ dateFrom: '2024-03-01', dateTo: '2024-03-05' });
  });

  it('applies a stored date preset override as the same preset sent in the request would, over the dashboard’s dates', async () => {
    // Today on the fixture's last days, so the 7 days hold facts.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2024-03-05T12:00:00Z') });
    try {
      const overridden = await getData({ dashboardWidgetId: placed(board, 1), ...FEBRUARY });
      expect(overridden.statusCode).toBe(200);
      const sent = await getData({ widgetId: kpi, datePreset: '7d' });
      const answer = overridden.json() as Kpi;
      expect(answer).toEqual(sent.json());
      expect(answer.settingsUsed.dateFrom).not.toBe(FEBRUARY.dateFrom);
      const week = { dateFrom: answer.settingsUsed.dateFrom ?? '', dateTo: answer.settingsUsed.dateTo ?? '' };
      expect(answer.rawOutput.value).toBeCloseTo(expectedAvailability(week) ?? NaN, 6);
      expect(answer.rawOutput.value).not.toBeCloseTo(expectedAvailability(FEBRUARY) ?? NaN, 6);
      // A preset sent with the request wins over the stored override.
      const asked = await getData({ dashboardWidgetId: placed(board, 1), datePreset: '30d' });
      expect(asked.json()).toEqual((await getData({ widgetId: kpi, datePreset: '30d' })).json());
    } finally {
      vi.useRealTimers();
    }
  });

  it('applies a stored saved filter override as overrideSavedFilterIds would, also for a user the filter is not shared with', async () => {
    const overridden = await getData({ dashboardWidgetId: placed(board, 2), ...FEBRUARY });
    const sent = await getData({
      widgetId: kpi,
      overrideSavedFilterIdsIsset: 1,
      overrideSavedFilterIds: [twoRetailers],
      ...FEBRUARY,
    });
    expect(overridden.json()).toEqual(sent.json());
    const value = (overridden.json() as Kpi).rawOutput.value;
    const retailers = fixture.retailers.slice(0, 2).map((retailer) => retailer.id);
    expect(value).toBeCloseTo(expectedAvailability(FEBRUARY, retailers) ?? NaN, 6);
    expect(value).not.toBeCloseTo(expectedAvailability(FEBRUARY) ?? NaN, 6);
    const shared = await getData({ dashboardWidgetId: placed(board, 2), ...FEBRUARY }, 'analyst');
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toEqual(overridden.json());
    // The same filter sent by the analyst is not theirs to use.
    const own = await getData({ widgetId: kpi, savedFilterIds: [twoRetailers], ...FEBRUARY }, 'analyst');
    expect(own.json()).toMatchObject({ statusCode: 400, fields: { savedFilterIds: 'Unknown saved filter.' } });
    // An override sent with the request (here: none) wins over the stored one.
    const cleared = await getData({
      dashboardWidgetId: placed(board, 2),
      overrideSavedFilterIdsIsset: 1,
      overrideSavedFilterIds: [],
      ...FEBRUARY,
    });
    expect((cleared.json() as Kpi).rawOutput.value).toBeCloseTo(expectedAvailability(FEBRUARY) ?? NaN, 6);
  });

  it('splits by a stored dimension override as overrideDimensionId would', async () => {
    const overridden = await getData({ dashboardWidgetId: placed(board, 3), ...FEBRUARY });
    expect(overridden.statusCode).toBe(200);
    const sent = await getData({ widgetId: bar, overrideDimensionId: 2, ...FEBRUARY });
    expect(overridden.json()).toEqual(sent.json());
    const bars = (overridden.json() as Bar).rawOutput.bars;
    const byBrand = referenceQuery(
      fixture,
      'AVAILABILITY',
      'AVG',
      [{ dimension: 'BRAND' }],
      FEBRUARY.dateFrom,
      FEBRUARY.dateTo,
    );
    expect(bars.length).toBeGreaterThan(1);
    for (const item of bars) {
      expect(item.key).toMatch(/^brand:/);
      expect(item.value).toBeCloseTo(byBrand.get(item.key.replace('brand:', '')) ?? NaN, 6);
    }
    // The name override names the download.
    const file = await call('admin', 'POST', `widget/${bar}/download/csv`, {
      dashboardWidgetId: placed(board, 3),
      ...FEBRUARY,
    });
    expect(parseDisposition(String(file.headers['content-disposition'])).parameters.filename).toBe(
      'Stock by brand.csv',
    );
    // The stamp names the placed widget as its dashboard shows it, and the dashboard.
    const { stamp, table } = readStampedCsv(file.rawPayload);
    expect(stampValue(stamp, 'Widget')).toBe('Stock by brand');
    expect(stampValue(stamp, 'Dashboard')).toBe(board.name);
    expect(table.trimEnd().split('\n')).toHaveLength(bars.length + 1);
  });

  it('applies the dashboard’s default saved filter and preset as filterUseDefaults says', async () => {
    const retailers = fixture.retailers.slice(0, 2).map((retailer) => retailer.id);
    const vanilla = await getData({ widgetId: kpi, datePreset: '30d', savedFilterIds: [twoRetailers] });
    const byDefault = await getData({ dashboardId: other.id, dashboardWidgetId: placed(other, 0) });
    expect(byDefault.json()).toEqual(vanilla.json());
    const dated = await getData({ dashboardId: other.id, dashboardWidgetId: placed(other, 0), ...FEBRUARY });
    expect((dated.json() as Kpi).rawOutput.value).toBeCloseTo(expectedAvailability(FEBRUARY, retailers) ?? NaN, 6);
    const off = await getData({ dashboardWidgetId: placed(other, 0), filterUseDefaults: 0, ...FEBRUARY });
    expect((off.json() as Kpi).rawOutput.value).toBeCloseTo(expectedAvailability(FEBRUARY) ?? NaN, 6);
    // A filter list sent instead of the default replaces it.
    const third = fixture.retailers[2]?.id ?? 0;
    const listed = await getData({ dashboardWidgetId: placed(other, 0), filterRetailerIds: [third], ...FEBRUARY });
    expect((listed.json() as Kpi).rawOutput.value).toBeCloseTo(expectedAvailability(FEBRUARY, [third]) ?? NaN, 6);
  });

  it('narrows to the agreed assortment when the dashboard says so and the request does not say otherwise', async () => {
    const assorted = await createDashboard({
      name: 'Agreed range',
      applyRetailerAssortment: true,
      groups: [{ name: 'All', widgets: [{ widgetId: kpi }] }],
    });
    const dashboardWidgetId = placed(assorted, 0);
    const pairs = referenceQuery(fixture, 'AVAILABILITY', 'AVG', [], FEBRUARY.dateFrom, FEBRUARY.dateTo, {
      pairs: fixture.assortment,
    }).get('');
    const byDashboard = await getData({ dashboardWidgetId, ...FEBRUARY });
    expect((byDashboard.json() as Kpi).rawOutput.value).toBeCloseTo(pairs ?? NaN, 6);
    expect(pairs).not.toBeCloseTo(expectedAvailability(FEBRUARY) ?? NaN, 6);
    const off = await getData({ dashboardWidgetId, applyRetailerAssortment: 0, ...FEBRUARY });
    expect((off.json() as Kpi).rawOutput.value).toBeCloseTo(expectedAvailability(FEBRUARY) ?? NaN, 6);
  });

  it('shows a text override, and names a stored setting the engine refuses', async () => {
    const note = await createWidget(
      { name: 'Note', visualizationType: 'TEXT', textFields: { title: 'Read me', body: 'Widget text' } },
      [],
    );
    const noted = await createDashboard({
      name: 'Notes',
      groups: [
        {
          name: 'All',
          widgets: [
            { widgetId: note, overrideTextFields: { title: 'This week', body: 'Dashboard text' } },
            { widgetId: kpi, overrideSettings: { priceIndexReference: 'CHEAPEST' } },
          ],
        },
      ],
    });
    const text = await getData({ dashboardWidgetId: placed(noted, 0) });
    expect(JSON.stringify(text.json())).toContain('Dashboard text');
    expect(JSON.stringify(text.json())).not.toContain('Widget text');
    const refused = await getData({ dashboardWidgetId: placed(noted, 1), ...FEBRUARY });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields)).toEqual(['overrideSettings.priceIndexReference']);
  });

  it('stamps a download with the dashboard, the dates of its preset and its default saved filter by name', async () => {
    const before = Date.now();
    const file = await call('admin', 'POST', `widget/${kpi}/download/excel`, {
      dashboardId: other.id,
      dashboardWidgetId: placed(other, 0),
    });
    expect(file.statusCode, file.body).toBe(200);
    const { stamp, sheets } = await readStampedWorkbook(file.rawPayload);
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Stock']);
    expect(stampValue(stamp, 'Widget')).toBe('Stock');
    expect(stampValue(stamp, 'Dashboard')).toBe('Filtered stock');
    // 30d: the 30 days before today (the server's day: its local zone), as spec 2 §9 defines the preset.
    const today = DateTime.now().startOf('day');
    const last30 = `${today.minus({ days: 30 }).toISODate()} – ${today.minus({ days: 1 }).toISODate()}`;
    expect(stampValue(stamp, 'Dates')).toBe(`${last30} (Last 30 days)`);
    expect(stampValue(stamp, 'Saved filters')).toBe('Two retailers');
    expect(stampValue(stamp, 'Retailer assortment')).toBe('Not applied');
    expect(Date.parse(stampValue(stamp, 'Generated') ?? '')).toBeGreaterThanOrEqual(before);

    // A retailer chosen in the filter bar replaces the default and is named as the catalogue names it.
    const third = fixture.retailers[2]?.id ?? 0;
    const named = await t.app.db.execute<{ name: string }>(
      sql`select display_name as name from retailers where id = ${third}`,
    );
    const csv = await call('admin', 'POST', `widget/${kpi}/download/csv`, {
      dashboardWidgetId: placed(other, 0),
      filterRetailerIds: [third],
      ...FEBRUARY,
    });
    const chosen = readStampedCsv(csv.rawPayload).stamp;
    expect(stampValue(chosen, 'Dates')).toBe(`${FEBRUARY.dateFrom} – ${FEBRUARY.dateTo}`);
    expect(stampValue(chosen, 'Retailers')).toBe(named.rows[0]?.name);
    expect(stampValue(chosen, 'Saved filters')).toBeUndefined();
  });

  it('refuses a placed widget of another dashboard, another widget, and unknown ids, naming the field', async () => {
    const elsewhere = await getData({ dashboardId: board.id, dashboardWidgetId: placed(other, 0), ...FEBRUARY });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().fields).toHaveProperty('dashboardWidgetId');
    const mismatch = await getData({ widgetId: bar, dashboardWidgetId: placed(board, 0), ...FEBRUARY });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields).toHaveProperty('widgetId');
    const unknown = await getData({ dashboardWidgetId: 999_999, ...FEBRUARY });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().fields).toHaveProperty('dashboardWidgetId');
    const badId = await getData({ dashboardWidgetId: 'x', ...FEBRUARY });
    expect(badId.statusCode).toBe(400);
    expect(JSON.stringify(badId.json())).toContain('dashboardWidgetId');
  });

  it('gives a shared user the data, and nothing to users the dashboard is not shared with or other tenants', async () => {
    const shared = await getData({ dashboardId: board.id, dashboardWidgetId: placed(board, 0) }, 'analyst');
    expect(shared.statusCode).toBe(200);
    expect((shared.json() as Kpi).rawOutput.value).toBeCloseTo(expectedAvailability(FEBRUARY) ?? NaN, 6);
    const notShared = await getData({ dashboardId: board.id, dashboardWidgetId: placed(board, 0) }, 'pm');
    expect(notShared.statusCode).toBe(404);
    expect(notShared.json().fields).toHaveProperty('dashboardId');
    const tenant = await getData({ dashboardId: board.id, dashboardWidgetId: placed(board, 0) }, 'analyst', brandco);
    expect(tenant.statusCode).toBe(403);
  });

  it('answers widgetNotShared with no data for a placed widget not shared with the caller', async () => {
    const response = await getData({ dashboardId: board.id, dashboardWidgetId: placed(board, 4) }, 'analyst');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'widgetNotShared', fields: { widgetId: 'widgetNotShared' } });
    expect(response.json()).not.toHaveProperty('rawOutput');
    // The owner of the widget draws it.
    expect((await getData({ dashboardWidgetId: placed(board, 4) })).statusCode).toBe(200);
  });
});
