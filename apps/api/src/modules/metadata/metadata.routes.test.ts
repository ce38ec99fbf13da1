import { filterDimensions, metricCatalogue } from '@shelfsight/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketFixture } from '../../analytics/engine/testing/marketFixture';
import { privileges, roles, userRoles, users } from '../../db/schema';
import { writeGrants } from '../users';
import { createMarketTestApp } from '../../test/marketTestApp';
import { apiCaller, type TestApp } from '../../test/testApp';

let t: TestApp;
let fixture: MarketFixture;
let acme = 0;
let brandco = 0;
const analyst = 'analyst@acme.test';
const admin = 'admin@acme.test';

beforeAll(async () => {
  ({ t, fixture, acme, brandco } = await createMarketTestApp([analyst, admin]));
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(() => t.app);
const get = (url: string, user = analyst) => call(user, 'GET', url);
const base = () => `/api/customer/${acme}`;

describe('catalogue calls', () => {
  it('lists dimensions, aggregation functions and operators to any signed-in user', async () => {
    const dimensions = (await get('/api/dimensions')).json() as { type: string }[];
    expect(dimensions.map((dimension) => dimension.type)).toEqual([
      'RETAILER',
      'BRAND',
      'BRAND_TYPE',
      'COUNTRY',
      'SELLER',
      'PRODUCT',
      'TAG',
      'SEARCH_KEYWORD',
      'CATEGORY_LISTING',
      'DATE',
    ]);
    expect(((await get('/api/aggregation-functions')).json() as { name: string }[]).map((entry) => entry.name)).toEqual(
      ['AVG', 'SUM', 'MIN', 'MAX', 'COUNT'],
    );
    const operators = (await get('/api/operators')).json() as { operator: string; texts: string; dataType: string }[];
    expect(operators).toContainEqual(
      expect.objectContaining({ operator: 'not_in', texts: 'not any of', dataType: 's' }),
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/dimensions' })).statusCode).toBe(401);
  });

  it('lists metrics, their groups, table fields, columns and column groups', async () => {
    const metrics = (await get(`${base()}/metrics`)).json() as { id: number; key: string; code: string }[];
    expect(metrics).toHaveLength(metricCatalogue.length);
    expect(metrics[0]).toMatchObject({ id: 1, key: '1_METRIC', code: 'DCC_SCORE' });
    expect(((await get(`${base()}/metric-groups`)).json() as unknown[]).length).toBe(5);
    const fields = (await get(`${base()}/table-fields`)).json() as { fieldType: string }[];
    expect(fields.filter((field) => field.fieldType === 'METRIC')).toHaveLength(metricCatalogue.length);
    const columns = (await get(`${base()}/table-columns`)).json() as { id: number; sourceId: number }[];
    expect(columns.every((column) => column.id === column.sourceId)).toBe(true);
    expect(((await get(`${base()}/column-groups`)).json() as { name: string }[])[0]?.name).toBe('Content');
  });

  it('leaves out metrics a customer cannot have data for', async () => {
    const acmeCodes = ((await get(`${base()}/filtered-metrics`)).json() as { code: string }[]).map(
      (metric) => metric.code,
    );
    expect(acmeCodes).toContain('SHARE_OF_SEARCH');
    const brandcoCodes = (
      (await get(`/api/customer/${brandco}/filtered-metrics`, admin)).json() as { code: string }[]
    ).map((metric) => metric.code);
    expect(brandcoCodes).not.toContain('SEARCH_RANK');
    expect(brandcoCodes).not.toContain('MAP_VIOLATIONS');
    expect(brandcoCodes).toContain('AVAILABILITY');
  });

  it('lists tag categories and tags, optionally of one category', async () => {
    expect((await get(`${base()}/tag-categories`)).json()).toEqual([
      { id: fixture.tagCategory.id, value: 'segment', label: 'Segment', name: 'segment', tag: 'segment' },
    ]);
    const tags = (await get(`${base()}/tags?categoryId=${fixture.tagCategory.id}`)).json() as { value: string }[];
    expect(tags.map((tag) => tag.value)).toEqual(['Drinks', 'Snacks']);
    expect((await get(`${base()}/tags?categoryId=x`)).json()).toMatchObject({
      statusCode: 400,
      fields: { categoryId: expect.any(String) },
    });
  });
});

describe('filters', () => {
  it('answers the items of a segment and of a tag category', async () => {
    const retailers = (await get(`${base()}/dashboard/filter/retailers`)).json() as {
      id: number;
      roleExcluded: boolean;
    }[];
    expect(retailers.map((item) => item.id).sort()).toEqual(fixture.retailers.map((retailer) => retailer.id).sort());
    const countries = (await get(`${base()}/dashboard/filter/countries`)).json() as { id: number; name: string }[];
    expect(countries).toEqual([
      expect.objectContaining({ id: 405, name: 'Germany' }),
      expect.objectContaining({ id: 702, name: 'United Kingdom' }),
    ]);
    const segment = (await get(`${base()}/dashboard/filter/Segment`)).json() as { name: string; key: string }[];
    expect(segment.map((item) => item.name)).toEqual(['Drinks', 'Snacks']);
    expect((await get(`${base()}/dashboard/filter/nothing-like-this`)).statusCode).toBe(404);
  });

  it('counts the segments offered to the caller', async () => {
    const available = (await get(`${base()}/available-filters-for-user`)).json() as Record<
      string,
      { available: boolean; itemCount: number }
    >;
    expect(available.products).toEqual({ label: 'Products', available: true, itemCount: 6 });
    // The demo saved filters shared with everyone and with the analyst.
    expect(available.savedFilters).toMatchObject({ available: true, itemCount: 2 });
  });

  it('counts every segment as its items list, also for a user narrowed to one retailer', async () => {
    const usableCounts = async () => {
      const available = (await get(`${base()}/available-filters-for-user`)).json() as Record<
        string,
        { itemCount: number }
      >;
      const fromItems: Record<string, number> = {};
      for (const segment of filterDimensions) {
        const items = (await get(`${base()}/dashboard/filter/${segment}`)).json() as { roleExcluded: boolean }[];
        fromItems[segment] = items.filter((item) => !item.roleExcluded).length;
      }
      return { counted: Object.fromEntries(filterDimensions.map((s) => [s, available[s]?.itemCount])), fromItems };
    };
    const all = await usableCounts();
    expect(all.counted).toEqual(all.fromItems);
    expect(all.counted.retailers).toBe(fixture.retailers.length);

    const db = t.app.db;
    const [role] = await db.insert(roles).values({ customerId: acme, name: 'One retailer only' }).returning();
    const [accessPrivilege] = await db.select().from(privileges).where(eq(privileges.type, 'ACCESS'));
    const [analystRow] = await db.select().from(users).where(eq(users.email, 'analyst@acme.test'));
    await writeGrants(db, acme, role!.id, [{ privilegeId: accessPrivilege!.id, entityId: fixture.retailers[0]!.id }]);
    await db.insert(userRoles).values({ customerId: acme, userId: analystRow!.id, roleId: role!.id });
    t.app.accessCache.invalidateCustomer(acme);
    try {
      const narrowed = await usableCounts();
      expect(narrowed.counted).toEqual(narrowed.fromItems);
      expect(narrowed.counted.retailers).toBe(1);
      expect(narrowed.counted.sellers).toBeLessThan(all.counted.sellers ?? 0);
    } finally {
      await db.delete(userRoles).where(eq(userRoles.roleId, role!.id));
      t.app.accessCache.invalidateCustomer(acme);
    }
  });

  it('converts seller ids to the same sellers at every retailer, and names a bad field', async () => {
    const post = (payload: Record<string, unknown>, customerId = acme) =>
      call(analyst, 'POST', `/api/customer/${customerId}/dashboard/convert-filter-ids/sellerFilter`, payload);
    const first = fixture.sellers[0]?.id ?? 0;
    const sameName = fixture.sellers
      .filter((_, index) => index % 2 === 0)
      .map((seller) => seller.id)
      .sort((a, b) => a - b);
    expect((await post({ ids: [first] })).json()).toEqual({ ids: sameName });
    expect((await post({ ids: ['x'] })).json()).toMatchObject({
      statusCode: 400,
      fields: { 'ids.0': expect.any(String) },
    });
    expect((await post({ ids: [first] }, brandco)).statusCode).toBe(403);
  });
});

describe('another tenant', () => {
  it('answers 403 to a user of Acme on Brandco', async () => {
    for (const path of ['metrics', 'tag-categories', 'dashboard/filter/brands', 'available-filters-for-user']) {
      expect((await get(`/api/customer/${brandco}/${path}`)).statusCode).toBe(403);
    }
  });
});
