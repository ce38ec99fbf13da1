import type { SavedFilter, WidgetDataAnswer, WidgetQueryDefinitionInput } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketFixture } from '../../analytics/engine/testing/marketFixture';
import { createMarketTestApp } from '../../test/marketTestApp';
import { apiCaller, type TestApp } from '../../test/testApp';

let t: TestApp;
let fixture: MarketFixture;
let acme = 0;
let brandco = 0;
const analyst = 'analyst@acme.test';
const pm = 'pm@acme.test';
const admin = 'admin@acme.test';

beforeAll(async () => {
  ({ t, fixture, acme, brandco } = await createMarketTestApp([analyst, pm, admin]));
});
afterAll(async () => {
  await t.close();
});

const FEBRUARY = { dateFrom: '2024-02-01', dateTo: '2024-02-29' };
/** Availability per brand: a brand filter shows in which bars there are. */
const byBrand: WidgetQueryDefinitionInput = {
  visualizationType: 'HORIZONTAL_BAR',
  metricId: 2,
  dimensionId: 2,
  aggregationFunction: 'AVG',
};

const call = apiCaller(() => t.app);
function getData(body: Record<string, unknown>, options: { user?: string; customerId?: number } = {}) {
  return call(
    options.user ?? analyst,
    'POST',
    'widget/get-data',
    { definition: byBrand, ...FEBRUARY, ...body },
    options.customerId ?? acme,
  );
}

/** Bars as key and value rounded to 9 digits: DuckDB may sum in another order from one run to the next. */
async function bars(body: Record<string, unknown>, options: { user?: string } = {}) {
  const response = await getData(body, options);
  expect(response.statusCode).toBe(200);
  const { rawOutput } = response.json() as Extract<WidgetDataAnswer, { visualizationType: 'HORIZONTAL_BAR' }>;
  return rawOutput.bars.map((bar) => ({
    key: bar.key,
    value: bar.value === null ? null : Number(bar.value.toFixed(9)),
  }));
}

async function saveFilter(
  name: string,
  segments: Record<string, number[]>,
  sharedWith: number[] = [],
): Promise<SavedFilter> {
  const response = await call(analyst, 'POST', 'saved-filter/create', { name, ...segments, sharedWith }, acme);
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('saved filters in get-data', () => {
  let first: SavedFilter;
  let second: SavedFilter;
  const brand = (index: number) => fixture.brands[index]!.id;

  beforeAll(async () => {
    first = await saveFilter('First brand', { brands: [brand(0)] });
    second = await saveFilter('Second brand', { brands: [brand(1)] });
  });

  it('narrows like the explicit filter ids it holds', async () => {
    const saved = await bars({ savedFilterIds: [first.id] });
    expect(saved).toEqual(await bars({ filterBrandIds: [brand(0)] }));
    expect(saved.map((bar) => bar.key)).toEqual([`brand:${brand(0)}`]);
    expect((await bars({})).length).toBeGreaterThan(1);
  });

  it('adds the items of several saved filters, and of the lists, to the same segment (spec 2 §4)', async () => {
    const both = await bars({ filterBrandIds: [brand(0), brand(1)] });
    expect(await bars({ savedFilterIds: [first.id, second.id] })).toEqual(both);
    expect(await bars({ savedFilterIds: [first.id], filterBrandIds: [brand(1)] })).toEqual(both);
  });

  it('narrows with the lists of other segments', async () => {
    const retailer = [fixture.retailers[0]!.id];
    expect(await bars({ savedFilterIds: [first.id], filterRetailerIds: retailer })).toEqual(
      await bars({ filterBrandIds: [brand(0)], filterRetailerIds: retailer }),
    );
  });

  it('applies a widget’s own saved filter and the dashboard’s override of it', async () => {
    const explicit = await bars({ filterBrandIds: [brand(0)] });
    expect(await bars({ definition: { ...byBrand, filterId: first.id } })).toEqual(explicit);
    expect(
      await bars({
        definition: { ...byBrand, filterId: second.id },
        overrideSavedFilterIdsIsset: true,
        overrideSavedFilterIds: [first.id],
      }),
    ).toEqual(explicit);
  });

  it('refuses a saved filter the caller may not see, naming the field, until it is shared', async () => {
    const unseen = await getData({ savedFilterIds: [first.id] }, { user: pm });
    expect(unseen.json()).toMatchObject({ statusCode: 400, fields: { savedFilterIds: 'Unknown saved filter.' } });
    const override = await getData(
      { overrideSavedFilterIdsIsset: true, overrideSavedFilterIds: [first.id] },
      { user: pm },
    );
    expect(override.json()).toMatchObject({
      statusCode: 400,
      fields: { overrideSavedFilterIds: 'Unknown saved filter.' },
    });
    const own = await getData({ definition: { ...byBrand, filterId: first.id } }, { user: pm });
    expect(own.json()).toMatchObject({ statusCode: 400, fields: { filterId: 'Unknown saved filter.' } });
    const everyone = await saveFilter('For everyone', { brands: [brand(0)] }, [-1]);
    expect(await bars({ savedFilterIds: [everyone.id] }, { user: pm })).toEqual(
      await bars({ filterBrandIds: [brand(0)] }, { user: pm }),
    );
  });

  it('draws a shared widget with its owner’s saved filter, also for a colleague the filter is not shared with', async () => {
    const created = await call(
      analyst,
      'POST',
      'widget/create',
      { ...byBrand, name: 'First brand availability', filterId: first.id },
      acme,
    );
    expect(created.statusCode).toBe(201);
    const widgetId = (created.json() as { id: number }).id;
    const pmId = (await t.app.db.execute<{ id: number }>(sql`select id from users where email = 'pm@acme.test'`))
      .rows[0]!.id;
    const shared = await call(analyst, 'PUT', `widget/${widgetId}/users`, { userIds: [pmId] }, acme);
    expect(shared.statusCode).toBe(200);
    const explicit = await bars({ filterBrandIds: [brand(0)] }, { user: pm });
    expect(await bars({ widgetId, definition: undefined }, { user: pm })).toEqual(explicit);
    expect(explicit.length).toBeLessThan((await bars({}, { user: pm })).length);
  });

  it('does not apply one customer’s saved filter in another', async () => {
    const everyone = await saveFilter('Acme for everyone', { brands: [brand(0)] }, [-1]);
    // Brandco keeps less history than the fixture spans: its default period is asked for.
    const elsewhere = await getData(
      { savedFilterIds: [everyone.id], dateFrom: undefined, dateTo: undefined },
      { user: admin, customerId: brandco },
    );
    expect(elsewhere.json()).toMatchObject({ statusCode: 400, fields: { savedFilterIds: 'Unknown saved filter.' } });
  });
});
