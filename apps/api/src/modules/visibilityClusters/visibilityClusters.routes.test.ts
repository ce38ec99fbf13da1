import type { VisibilityCluster, WidgetDataAnswer, WidgetQueryDefinitionInput } from '@shelfsight/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchCategories } from '../../db/schema/catalogue';
import type { MarketFixture } from '../../analytics/engine/testing/marketFixture';
import { createMarketTestApp } from '../../test/marketTestApp';
import { apiCaller, type TestApp } from '../../test/testApp';

let t: TestApp;
let fixture: MarketFixture;
let acme = 0;
let brandco = 0;
const analyst = 'analyst@acme.test';
const readOnly = 'readonly@acme.test';
const admin = 'admin@acme.test';

beforeAll(async () => {
  ({ t, fixture, acme, brandco } = await createMarketTestApp([analyst, readOnly, admin]));
});
afterAll(async () => {
  await t.close();
});

const callAs = apiCaller(() => t.app);
const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  payload?: unknown,
  options: { user?: string; customerId?: number } = {},
) => callAs(options.user ?? analyst, method, path, payload, options.customerId ?? acme);

const FEBRUARY = { dateFrom: '2024-02-01', dateTo: '2024-02-29' };
/** Share of search per retailer: each fixture keyword belongs to one retailer, so narrowing shows in the bars. */
const searchBars: WidgetQueryDefinitionInput = {
  visualizationType: 'HORIZONTAL_BAR',
  metricId: 21,
  dimensionId: 1,
  aggregationFunction: 'AVG',
};
/** The bars as key and value rounded to 9 digits: DuckDB may sum in another order from one run to the next. */
const bars = async (filters: Record<string, unknown>, definition = searchBars) => {
  const response = await call('POST', 'widget/get-data', { definition, ...FEBRUARY, ...filters });
  expect(response.statusCode).toBe(200);
  const { rawOutput } = response.json() as Extract<WidgetDataAnswer, { visualizationType: 'HORIZONTAL_BAR' }>;
  return rawOutput.bars.map((bar) => ({
    key: bar.key,
    value: bar.value === null ? null : Number(bar.value.toFixed(9)),
  }));
};

describe('visibility clusters', () => {
  let manual: VisibilityCluster;
  let conditional: VisibilityCluster;

  it('creates a manual cluster of listed keywords and a conditional one of name texts', async () => {
    const first = fixture.keywords[0]!.id;
    const created = await call('POST', 'visibility-cluster', {
      name: 'First keyword',
      entities: [{ entityId: first, label: 'crisps' }],
    });
    expect(created.statusCode).toBe(201);
    manual = created.json();
    expect(manual).toMatchObject({
      name: 'First keyword',
      active: true,
      isDraft: false,
      type: 'MANUAL',
      conditions: [],
    });
    expect(manual.entities.map((entity) => [entity.entityId, entity.label])).toEqual([[first, 'crisps']]);
    const texts = await call('POST', 'visibility-cluster', {
      name: 'Second keyword',
      conditions: [{ value: 'CRISPS' }, { operator: 'AND', value: `crisps ${fixture.keywords[1]!.retailerId}` }],
    });
    conditional = texts.json();
    expect(conditional).toMatchObject({ type: 'CONDITIONAL', entities: [] });
    expect(conditional.conditions.map((condition) => [condition.sequenceNumber, condition.operator])).toEqual([
      [1, 'AND'],
      [2, 'AND'],
    ]);
    const listed = (await call('GET', 'visibility-cluster')).json() as VisibilityCluster[];
    expect(listed.map((cluster) => cluster.id)).toEqual(expect.arrayContaining([manual.id, conditional.id]));
    expect((await call('GET', `visibility-cluster/${manual.id}`)).json()).toEqual(manual);
  });

  it('narrows search metrics exactly as the equivalent keyword filter does', async () => {
    const all = await bars({});
    const byManual = await bars({ filterVisibilityClusterIds: [manual.id] });
    expect(byManual).toEqual(await bars({ filterSearchKeywordIds: [fixture.keywords[0]!.id] }));
    expect(byManual.length).toBeGreaterThan(0);
    expect(byManual.length).toBeLessThan(all.length);
    // Keywords whose text holds the condition's text: the second one (and any whose name extends it).
    const named = fixture.keywords
      .filter((keyword) => `crisps ${keyword.retailerId}`.includes(`crisps ${fixture.keywords[1]!.retailerId}`))
      .map((keyword) => keyword.id);
    expect(await bars({ filterVisibilityClusterIds: [conditional.id] })).toEqual(
      await bars({ filterSearchKeywordIds: named }),
    );
    // Several clusters widen each other; a cluster and the keyword filter narrow each other.
    expect(await bars({ filterVisibilityClusterIds: [manual.id, conditional.id] })).toEqual(
      await bars({ filterSearchKeywordIds: [...new Set([fixture.keywords[0]!.id, ...named])] }),
    );
    expect(
      await bars({ filterVisibilityClusterIds: [manual.id], filterSearchKeywordIds: [fixture.keywords[1]!.id] }),
    ).toEqual(await bars({ filterSearchKeywordIds: [-1] }));
  });

  it('applies a cluster stored in a saved filter like the cluster itself', async () => {
    const saved = await call('POST', 'saved-filter/create', {
      name: 'Cluster filter',
      visibilityClusters: [manual.id],
    });
    expect(saved.statusCode).toBe(201);
    expect(await bars({ savedFilterIds: [saved.json().id] })).toEqual(
      await bars({ filterVisibilityClusterIds: [manual.id] }),
    );
  });

  it('leaves metrics of other sources alone', async () => {
    const availability = { ...searchBars, metricId: 2 };
    expect(await bars({ filterVisibilityClusterIds: [manual.id] }, availability)).toEqual(await bars({}, availability));
  });

  it('does not filter by an inactive or draft cluster, and an unknown id matches nothing', async () => {
    const updated = await call('PATCH', `visibility-cluster/${manual.id}`, {
      name: 'First keyword',
      active: false,
      entities: manual.entities,
    });
    expect(updated.json()).toMatchObject({ active: false, type: 'MANUAL' });
    expect(await bars({ filterVisibilityClusterIds: [manual.id] })).toEqual(await bars({}));
    await call('PATCH', `visibility-cluster/${manual.id}`, {
      name: 'First keyword',
      isDraft: true,
      entities: manual.entities,
    });
    expect(await bars({ filterVisibilityClusterIds: [manual.id] })).toEqual(await bars({}));
    expect(await bars({ filterVisibilityClusterIds: [999_999] })).toEqual(await bars({ filterSearchKeywordIds: [-1] }));
  });

  it('offers the active clusters that are not drafts in the filter bar', async () => {
    const offered = (
      (await call('GET', 'dashboard/filter/visibilityClusters')).json() as { id: number; details: string }[]
    ).map((entry) => entry.id);
    expect(offered).toContain(conditional.id);
    expect(offered).not.toContain(manual.id);
  });

  it('deletes a cluster, and the saved filters holding it drop it', async () => {
    const saved = (
      await call('POST', 'saved-filter/create', { name: 'Holds the cluster', visibilityClusters: [conditional.id] })
    ).json() as { id: number };
    expect((await call('DELETE', `visibility-cluster/${conditional.id}`)).json()).toEqual({ id: conditional.id });
    expect((await call('GET', `visibility-cluster/${conditional.id}`)).statusCode).toBe(404);
    expect((await call('GET', `saved-filter/${saved.id}`)).json()).toMatchObject({ visibilityClusters: [] });
    expect(await bars({ savedFilterIds: [saved.id] })).toEqual(await bars({}));
  });
});

describe('category pages', () => {
  /** Category rank over February as one KPI number. */
  const categoryRank: WidgetQueryDefinitionInput = {
    visualizationType: 'KPI',
    metricId: 10,
    aggregationFunction: 'AVG',
  };
  const kpi = async (filters: Record<string, unknown>, definition = categoryRank) => {
    const response = await call('POST', 'widget/get-data', { definition, ...FEBRUARY, ...filters });
    expect(response.statusCode, response.body).toBe(200);
    const { rawOutput } = response.json() as Extract<WidgetDataAnswer, { visualizationType: 'KPI' }>;
    return rawOutput.value;
  };
  /** The same number written plainly: the mean rank of the fixture's listings on those pages in February. */
  const plainRank = (categoryIds: number[]) => {
    const ranks = fixture.category
      .filter(
        (row) => row.day >= FEBRUARY.dateFrom && row.day <= FEBRUARY.dateTo && categoryIds.includes(row.entity_id),
      )
      .map((row) => row.rank);
    return ranks.reduce((sum, rank) => sum + rank, 0) / ranks.length;
  };

  /** A second tracked page of Acme, without listings in the facts: a cluster of it alone selects no rank. */
  let quietId: number | undefined;
  const quietPage = async () => {
    if (quietId !== undefined) return quietId;
    const [row] = await t.app.db
      .insert(searchCategories)
      .values({
        customerId: acme,
        retailerId: fixture.retailers[1]!.id,
        name: 'Drinks page',
        url: 'https://shop1.example/drinks',
      })
      .returning({ id: searchCategories.id });
    quietId = row!.id;
    return quietId;
  };

  it('a manual cluster of category pages narrows category ranks to them and leaves search metrics alone', async () => {
    const listed = fixture.categories[0]!.id;
    const quiet = await quietPage();
    const create = async (name: string, pages: number[]) => {
      const created = await call('POST', 'visibility-cluster', {
        name,
        entities: pages.map((entityId) => ({ entityType: 'CATEGORY_PAGE', entityId })),
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json() as VisibilityCluster;
    };
    const both = await create('Two category pages', [listed, quiet]);
    expect(both.entities.map((entity) => [entity.entityType, entity.entityId])).toEqual([
      ['CATEGORY_PAGE', listed],
      ['CATEGORY_PAGE', quiet],
    ]);
    const onlyQuiet = await create('A page without listings', [quiet]);

    const filtered = await kpi({ filterVisibilityClusterIds: [both.id] });
    expect(filtered).not.toBeNull();
    expect(filtered).toBeCloseTo(plainRank([listed, quiet]), 9);
    // The cluster decides: a page without listings gives no rank, though the unfiltered KPI has one.
    expect(await kpi({})).not.toBeNull();
    expect(await kpi({ filterVisibilityClusterIds: [onlyQuiet.id] })).toBeNull();
    expect(await kpi({ filterVisibilityClusterIds: [onlyQuiet.id], filterSearchCategoryIds: [listed] })).toBeNull();
    // A category cluster is no keyword cluster: search metrics keep every keyword.
    expect(await bars({ filterVisibilityClusterIds: [onlyQuiet.id] })).toEqual(await bars({}));
  });

  it('a keyword and a category page in one cluster narrow each their own metrics', async () => {
    const keyword = fixture.keywords[0]!.id;
    const page = fixture.categories[0]!.id;
    const mixed = (
      await call('POST', 'visibility-cluster', {
        name: 'Keyword and page',
        entities: [{ entityId: keyword }, { entityType: 'CATEGORY_PAGE', entityId: page }],
      })
    ).json() as VisibilityCluster;
    expect(await bars({ filterVisibilityClusterIds: [mixed.id] })).toEqual(
      await bars({ filterSearchKeywordIds: [keyword] }),
    );
    expect(await kpi({ filterVisibilityClusterIds: [mixed.id] })).toBeCloseTo(plainRank([page]), 9);
  });

  it('a conditional cluster selects the category pages whose names meet its conditions, as well as keywords', async () => {
    const quiet = await quietPage();
    const create = async (name: string, conditions: { operator?: 'AND' | 'OR'; value: string }[]) => {
      const created = await call('POST', 'visibility-cluster', { name, conditions });
      expect(created.statusCode, created.body).toBe(201);
      return created.json() as VisibilityCluster;
    };
    const pages = await t.app.db
      .select({ id: searchCategories.id, name: searchCategories.name })
      .from(searchCategories)
      .where(eq(searchCategories.customerId, acme));
    const named = (text: string) =>
      pages.filter((page) => page.name.toLowerCase().includes(text)).map((page) => page.id);
    const snacks = await create('Snack pages', [{ value: 'SNACKS' }]);
    expect(named('snacks').length).toBeGreaterThan(0);
    expect(named('snacks')).not.toContain(quiet);
    expect(await kpi({ filterVisibilityClusterIds: [snacks.id] })).toBeCloseTo(plainRank(named('snacks')), 9);
    // No keyword holds "snacks": the cluster selects pages only, so search metrics have no keyword left.
    expect(await bars({ filterVisibilityClusterIds: [snacks.id] })).toEqual([]);
    // "drinks" names only the page without listings: no rank, as with the manual cluster of that page.
    const drinks = await create('Drink pages', [{ value: 'drinks' }]);
    expect(named('drinks')).toEqual([quiet]);
    expect(await kpi({ filterVisibilityClusterIds: [drinks.id] })).toBeNull();
    // OR widens: both pages, and the keywords the second text meets.
    const either = await create('Snacks or crisps', [{ value: 'snacks' }, { operator: 'OR', value: 'crisps' }]);
    expect(await kpi({ filterVisibilityClusterIds: [either.id] })).toBeCloseTo(plainRank(named('snacks')), 9);
    expect(await bars({ filterVisibilityClusterIds: [either.id] })).toEqual(await bars({}));
  });

  it('refuses an unknown category page with 400 naming entities, and read-only users', async () => {
    const unknown = await call('POST', 'visibility-cluster', {
      name: 'x',
      entities: [{ entityType: 'CATEGORY_PAGE', entityId: 999_999 }],
    });
    expect(unknown.json()).toMatchObject({
      statusCode: 400,
      fields: { entities: 'Unknown category page for this customer.' },
    });
    const badType = await call('POST', 'visibility-cluster', {
      name: 'x',
      entities: [{ entityType: 'BANNER', entityId: fixture.categories[0]!.id }],
    });
    expect(badType.statusCode).toBe(400);
    expect(Object.keys(badType.json().fields)).toEqual(['entities.0.entityType']);
    const readOnlyWrite = await call(
      'POST',
      'visibility-cluster',
      { name: 'x', entities: [{ entityType: 'CATEGORY_PAGE', entityId: fixture.categories[0]!.id }] },
      { user: readOnly },
    );
    expect(readOnlyWrite.statusCode).toBe(403);
  });
});

describe('bad input', () => {
  it('names the field', async () => {
    const noName = await call('POST', 'visibility-cluster', { name: '', conditions: [{ value: 'x' }] });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fields).toHaveProperty('name');
    const both = await call('POST', 'visibility-cluster', {
      name: 'x',
      entities: [{ entityId: fixture.keywords[0]!.id }],
      conditions: [{ value: 'x' }],
    });
    expect(both.json()).toMatchObject({ statusCode: 400, fields: { entities: expect.stringContaining('conditions') } });
    const badOperator = await call('POST', 'visibility-cluster', {
      name: 'x',
      conditions: [{ operator: 'XOR', value: 'x' }],
    });
    expect(badOperator.json().fields).toHaveProperty(['conditions.0.operator']);
    const stranger = await call('POST', 'visibility-cluster', { name: 'x', entities: [{ entityId: 999_999 }] });
    expect(stranger.json()).toMatchObject({
      statusCode: 400,
      fields: { entities: 'Unknown search keyword for this customer.' },
    });
    expect((await call('GET', 'visibility-cluster/x')).json().fields).toHaveProperty('id');
    expect((await call('PATCH', 'visibility-cluster/999999', { name: 'x' })).statusCode).toBe(404);
  });

  it('refuses writes of read-only users', async () => {
    expect((await call('POST', 'visibility-cluster', { name: 'x' }, { user: readOnly })).statusCode).toBe(403);
  });
});

describe('another tenant', () => {
  it('answers 403 to a user of another customer and keeps clusters apart for a member of both', async () => {
    expect((await call('GET', 'visibility-cluster', undefined, { customerId: brandco })).statusCode).toBe(403);
    expect((await call('POST', 'visibility-cluster', { name: 'x' }, { customerId: brandco })).statusCode).toBe(403);
    const acmeCluster = (
      await call('POST', 'visibility-cluster', { name: 'Acme', conditions: [{ value: 'crisps' }] }, { user: admin })
    ).json() as VisibilityCluster;
    expect(
      (await call('GET', `visibility-cluster/${acmeCluster.id}`, undefined, { user: admin, customerId: brandco }))
        .statusCode,
    ).toBe(404);
    const foreign = await call(
      'POST',
      'visibility-cluster',
      { name: 'x', entities: [{ entityId: fixture.keywords[0]!.id }] },
      { user: admin, customerId: brandco },
    );
    expect(foreign.json()).toMatchObject({ statusCode: 400, fields: { entities: expect.any(String) } });
    const foreignPage = await call(
      'POST',
      'visibility-cluster',
      { name: 'x', entities: [{ entityType: 'CATEGORY_PAGE', entityId: fixture.categories[0]!.id }] },
      { user: admin, customerId: brandco },
    );
    expect(foreignPage.json()).toMatchObject({
      statusCode: 400,
      fields: { entities: 'Unknown category page for this customer.' },
    });
  });
});
