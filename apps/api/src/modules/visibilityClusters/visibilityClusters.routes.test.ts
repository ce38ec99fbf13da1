import type { VisibilityCluster, WidgetDataAnswer, WidgetQueryDefinitionInput } from '@shelfsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('creates a manual cluster of listed keywords and a conditional one of keyword texts', async () => {
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
      statusCode: 422,
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
    expect(foreign.json()).toMatchObject({ statusCode: 422, fields: { entities: expect.any(String) } });
  });
});
