import type { FilterItem, SavedFilter, SavedFilterInput, SavedFilterUsersAnswer } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketFixture } from '../../analytics/engine/testing/marketFixture';
import { createMarketTestApp } from '../../test/marketTestApp';
import { apiCaller, type TestApp } from '../../test/testApp';

let t: TestApp;
let fixture: MarketFixture;
let acme = 0;
let brandco = 0;
const emails = ['admin@acme.test', 'analyst@acme.test', 'pm@acme.test', 'readonly@acme.test'] as const;

beforeAll(async () => {
  ({ t, fixture, acme, brandco } = await createMarketTestApp(emails));
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(() => t.app);

const userIdOf = async (email: string) =>
  (await t.app.db.execute<{ id: number }>(sql`select id from users where email = ${email}`)).rows[0]?.id ?? 0;
const idsOf = (response: { json: () => unknown }) => (response.json() as SavedFilter[]).map((filter) => filter.id);

describe('saved filters', () => {
  let brandFilter: SavedFilter;
  let retailerFilter: SavedFilter;

  it('creates a saved filter owned by the caller with its segments, not shared', async () => {
    const input: SavedFilterInput = {
      name: 'First brand',
      brands: [fixture.brands[0]!.id],
      retailers: [fixture.retailers[0]!.id],
      countries: [405],
    };
    const response = await call('analyst@acme.test', 'POST', 'saved-filter/create', input);
    expect(response.statusCode).toBe(201);
    brandFilter = response.json();
    expect(brandFilter).toMatchObject({
      name: 'First brand',
      isOwnedByMe: true,
      isSharedToMe: false,
      shared: false,
      sharedWith: [],
      ownerName: 'Andy Analyst',
      brands: [fixture.brands[0]!.id],
      retailers: [fixture.retailers[0]!.id],
      countries: [405],
      products: [],
      visibilityClusters: [],
    });
    retailerFilter = (
      await call('analyst@acme.test', 'POST', 'saved-filter/create', {
        name: 'Two retailers',
        retailers: fixture.retailers.slice(0, 2).map((r) => r.id),
      })
    ).json();
  });

  it('is seen by its owner only until it is shared', async () => {
    expect(idsOf(await call('analyst@acme.test', 'GET', 'saved-filters'))).toEqual(
      expect.arrayContaining([brandFilter.id, retailerFilter.id]),
    );
    expect(idsOf(await call('pm@acme.test', 'GET', 'saved-filters'))).not.toContain(brandFilter.id);
    expect((await call('pm@acme.test', 'GET', `saved-filter/${brandFilter.id}`)).statusCode).toBe(404);
  });

  it('shares with one member, who may read but not change or delete it', async () => {
    const pm = await userIdOf('pm@acme.test');
    const shared = await call('analyst@acme.test', 'POST', `saved-filter/update/${brandFilter.id}`, {
      name: 'First brand',
      brands: brandFilter.brands,
      sharedWith: [pm],
    });
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({ shared: true, sharedWith: [pm], retailers: [], countries: [] });
    const seen = (await call('pm@acme.test', 'GET', `saved-filter/${brandFilter.id}`)).json() as SavedFilter;
    expect(seen).toMatchObject({ isOwnedByMe: false, isSharedToMe: true, brands: brandFilter.brands });
    expect(idsOf(await call('admin@acme.test', 'GET', 'saved-filters'))).not.toContain(brandFilter.id);
    const change = await call('pm@acme.test', 'POST', `saved-filter/update/${brandFilter.id}`, { name: 'Mine now' });
    expect(change.statusCode).toBe(403);
    expect((await call('pm@acme.test', 'DELETE', `saved-filter/${brandFilter.id}`)).statusCode).toBe(403);
  });

  it('shares with everyone as user -1 and lists the savedFilterUsers with the owner flagged', async () => {
    const analyst = await userIdOf('analyst@acme.test');
    const pm = await userIdOf('pm@acme.test');
    const everyone = await call('analyst@acme.test', 'POST', `saved-filter/update/${brandFilter.id}`, {
      name: 'First brand',
      brands: brandFilter.brands,
      sharedWith: [pm, -1],
    });
    expect(everyone.json()).toMatchObject({ shared: true, sharedWith: [-1] });
    expect(idsOf(await call('admin@acme.test', 'GET', 'saved-filters'))).toContain(brandFilter.id);
    const answer = (await call('admin@acme.test', 'GET', 'saved-filter-users')).json() as SavedFilterUsersAnswer;
    expect(
      answer.savedFilterUsers
        .filter((link) => link.filterId === brandFilter.id)
        .map(({ userId, isOwner }) => ({ userId, isOwner })),
    ).toEqual([
      { userId: -1, isOwner: false },
      { userId: analyst, isOwner: true },
    ]);
  });

  it('answers the active members of the customer as the people a filter can be shared with', async () => {
    const answer = (await call('analyst@acme.test', 'GET', 'saved-filter-users')).json() as SavedFilterUsersAnswer;
    const pm = await userIdOf('pm@acme.test');
    expect(answer.users).toContainEqual({ id: pm, displayName: expect.any(String), email: 'pm@acme.test' });
    const members = (
      await t.app.db.execute<{ email: string }>(
        sql`select u.email from customer_users cu join users u on u.id = cu.user_id where cu.customer_id = ${acme} and cu.is_active`,
      )
    ).rows.map((row) => row.email);
    expect(answer.users.map((user) => user.email).sort()).toEqual(members.sort());
  });

  it('offers only filters that narrow products as product saved filters', async () => {
    const ids = idsOf(await call('analyst@acme.test', 'GET', 'product-saved-filters'));
    expect(ids).toContain(brandFilter.id);
    expect(ids).not.toContain(retailerFilter.id);
  });

  it('offers the visible saved filters in the filter bar and marks the items they hold', async () => {
    const offered = (await call('pm@acme.test', 'GET', 'dashboard/filter/savedFilters')).json() as FilterItem[];
    expect(offered.find((entry) => entry.id === brandFilter.id)).toMatchObject({
      key: `savedFilters:${brandFilter.id}`,
      name: 'First brand',
      ownerName: 'Andy Analyst',
    });
    expect(offered.map((entry) => entry.id)).not.toContain(retailerFilter.id);
    const brands = (await call('pm@acme.test', 'GET', 'dashboard/filter/brands')).json() as FilterItem[];
    expect(brands.find((entry) => entry.id === fixture.brands[0]!.id)?.savedFilterIds).toContain(brandFilter.id);
    expect(brands.find((entry) => entry.id === fixture.brands[1]!.id)?.savedFilterIds).not.toContain(brandFilter.id);
  });

  it('lets the owner delete it', async () => {
    const deleted = await call('analyst@acme.test', 'DELETE', `saved-filter/${retailerFilter.id}`);
    expect(deleted.json()).toEqual({ id: retailerFilter.id });
    expect((await call('analyst@acme.test', 'GET', `saved-filter/${retailerFilter.id}`)).statusCode).toBe(404);
  });
});

describe('demo saved filters', () => {
  it('shows a member the demo filters shared with everyone or with them, not the owner’s private one', async () => {
    const names = ((await call('analyst@acme.test', 'GET', 'saved-filters')).json() as SavedFilter[]).map(
      (filter) => filter.name,
    );
    expect(names).toEqual(expect.arrayContaining(['Germany', 'Germany and the Netherlands']));
    expect(names).not.toContain('Coffee machine searches');
    const own = ((await call('admin@acme.test', 'GET', 'saved-filters')).json() as SavedFilter[]).find(
      (filter) => filter.name === 'Coffee machine searches',
    );
    expect(own).toMatchObject({ isOwnedByMe: true, shared: false, visibilityClusters: [expect.any(Number)] });
  });
});

describe('OpenAPI', () => {
  it('documents the saved filter and visibility cluster routes', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(docs.paths['/api/customer/{customerId}/saved-filter/update/{id}'] ?? {})).toEqual(['post']);
    expect(Object.keys(docs.paths['/api/customer/{customerId}/visibility-cluster/{id}'] ?? {}).sort()).toEqual([
      'delete',
      'get',
      'patch',
    ]);
    expect(JSON.stringify(docs.paths['/api/customer/{customerId}/saved-filters'])).toContain('everyone');
  });
});

describe('bad input', () => {
  it('names the field', async () => {
    const noName = await call('analyst@acme.test', 'POST', 'saved-filter/create', { name: ' ', brands: [] });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fields).toHaveProperty('name');
    const badShare = await call('analyst@acme.test', 'POST', 'saved-filter/create', { name: 'x', sharedWith: [-5] });
    expect(badShare.statusCode).toBe(400);
    expect(Object.keys(badShare.json().fields)[0]).toMatch(/^sharedWith/);
    const badItems = await call('analyst@acme.test', 'POST', 'saved-filter/create', {
      name: 'x',
      brands: [999_999],
      retailers: [fixture.retailers[0]!.id],
    });
    expect(badItems.statusCode).toBe(422);
    expect(badItems.json().fields).toEqual({ brands: 'Unknown item for this customer.' });
    const badCountry = await call('analyst@acme.test', 'POST', 'saved-filter/create', { name: 'x', countries: [99] });
    expect(badCountry.json().fields).toEqual({ countries: 'Unknown item for this customer.' });
    const stranger = await call('analyst@acme.test', 'POST', 'saved-filter/create', {
      name: 'x',
      sharedWith: [999_999],
    });
    expect(stranger.json()).toMatchObject({
      statusCode: 422,
      fields: { sharedWith: 'This user is not a member of this customer.' },
    });
    const badId = await call('analyst@acme.test', 'GET', 'saved-filter/abc');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fields).toHaveProperty('id');
    expect((await call('analyst@acme.test', 'POST', 'saved-filter/update/999999', { name: 'x' })).statusCode).toBe(404);
  });

  it('refuses writes of read-only users', async () => {
    expect((await call('readonly@acme.test', 'POST', 'saved-filter/create', { name: 'x' })).statusCode).toBe(403);
  });
});

describe('another tenant', () => {
  it('answers 403 to a user of another customer', async () => {
    expect((await call('analyst@acme.test', 'GET', 'saved-filters', undefined, brandco)).statusCode).toBe(403);
    expect((await call('analyst@acme.test', 'POST', 'saved-filter/create', { name: 'x' }, brandco)).statusCode).toBe(
      403,
    );
  });

  it('keeps one customer’s saved filters out of another’s, even for a member of both', async () => {
    const created = (
      await call('admin@acme.test', 'POST', 'saved-filter/create', { name: 'Acme only', sharedWith: [-1] })
    ).json() as SavedFilter;
    expect((await call('admin@acme.test', 'GET', `saved-filter/${created.id}`, undefined, brandco)).statusCode).toBe(
      404,
    );
    expect(idsOf(await call('admin@acme.test', 'GET', 'saved-filters', undefined, brandco))).not.toContain(created.id);
    const foreignItem = await call(
      'admin@acme.test',
      'POST',
      'saved-filter/create',
      { name: 'x', brands: [fixture.brands[0]!.id] },
      brandco,
    );
    expect(foreignItem.json()).toMatchObject({ statusCode: 422, fields: { brands: expect.any(String) } });
  });
});
