import {
  searchKeywordListSchema,
  searchKeywordSchema,
  searchPageListSchema,
  searchPageSchema,
  visibilityTrackingMessages,
} from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketFixture } from '../../analytics/engine/testing/marketFixture';
import { createMarketTestApp } from '../../test/marketTestApp';
import { apiCaller, type TestApp } from '../../test/testApp';

let t: TestApp;
let fixture: MarketFixture;
let acme = 0;
let brandco = 0;
const admin = 'admin@acme.test';
const pm = 'pm@acme.test';
const analyst = 'analyst@acme.test';
const readOnly = 'readonly@acme.test';

beforeAll(async () => {
  ({ t, fixture, acme, brandco } = await createMarketTestApp([admin, pm, analyst, readOnly]));
  await t.app.db.execute(
    sql`UPDATE retailers SET keyword_url = 'https://shop0.example/search?q={keyword}' WHERE id = ${retailer(0)}`,
  );
});
afterAll(async () => {
  await t.close();
});

const callAs = apiCaller(() => t.app);
const call = (user: string, method: 'GET' | 'POST', path: string, payload?: unknown, customerId?: number) =>
  callAs(user, method, path, payload, customerId);
const retailer = (index: number) => fixture.retailers[index]!.id;
const tracking = (rest: string, index = 0) => `visibility-tracking/retailer/${retailer(index)}/${rest}`;
const urls = (rest: string, index = 0) => `retailer/${retailer(index)}/url/${rest}`;

/** Keywords and pages of the customer at the retailer, counted in the database. */
async function storedCount(retailerId: number): Promise<number> {
  const rows = await t.app.db.execute<{ n: number }>(sql`
    SELECT (SELECT count(*) FROM search_keywords WHERE customer_id = ${acme} AND retailer_id = ${retailerId})
         + (SELECT count(*) FROM search_categories WHERE customer_id = ${acme} AND retailer_id = ${retailerId}) AS n`);
  return Number(rows.rows[0]!.n);
}

function expect400Naming(response: { statusCode: number; json(): unknown }, field: string, message?: string) {
  expect(response.statusCode).toBe(400);
  const fields = (response.json() as { fields?: Record<string, string> }).fields ?? {};
  const named = Object.keys(fields).filter((key) => key === field || key.startsWith(`${field}.`));
  expect(named.length).toBeGreaterThan(0);
  if (message) expect(fields[named[0]!]).toContain(message);
}

describe('search keywords of a retailer', () => {
  let created: number[] = [];

  it('adds keywords, once each, with the link built from the retailer template', async () => {
    const response = await call(pm, 'POST', tracking('keyword/create'), {
      names: ['  crème & café ', 'espresso', 'Espresso'],
    });
    expect(response.statusCode).toBe(200);
    const keywords = searchKeywordListSchema.parse(response.json());
    expect(keywords.map((keyword) => keyword.name).sort()).toEqual(['crème & café', 'espresso']);
    const creme = keywords.find((keyword) => keyword.name === 'crème & café')!;
    expect(creme.link).toBe('https://shop0.example/search?q=cr%C3%A8me%20%26%20caf%C3%A9');
    expect(creme.isActive).toBe(true);
    expect(creme.retailerSettings.retailerId).toBe(retailer(0));
    created = keywords.map((keyword) => keyword.id);
  });

  it('lists them for the retailer and among all keywords; no link without a template', async () => {
    const own = searchKeywordListSchema.parse((await call(readOnly, 'GET', tracking('keywords'))).json());
    expect(own.map((keyword) => keyword.id)).toEqual(expect.arrayContaining(created));
    expect(own.every((keyword) => keyword.retailerId === retailer(0))).toBe(true);
    const all = searchKeywordListSchema.parse((await call(readOnly, 'GET', 'visibility-tracking/keywords')).json());
    const stored = await t.app.db.execute<{ id: number }>(
      sql`SELECT id FROM search_keywords WHERE customer_id = ${acme} ORDER BY id`,
    );
    expect(all.map((keyword) => keyword.id).sort((a, b) => a - b)).toEqual(stored.rows.map((row) => row.id));
    const elsewhere = all.find((keyword) => keyword.retailerId === retailer(1));
    expect(elsewhere?.link).toBeNull();
  });

  it('refuses a keyword the retailer tracks already, whatever its case, naming names', async () => {
    expect400Naming(
      await call(pm, 'POST', tracking('keyword/create'), { names: ['ESPRESSO'] }),
      'names',
      visibilityTrackingMessages.duplicateKeyword,
    );
  });

  it('refuses bad input naming the field', async () => {
    expect400Naming(await call(pm, 'POST', tracking('keyword/create'), { names: ['  '] }), 'names');
    expect400Naming(await call(pm, 'POST', tracking('keyword/create'), { names: [] }), 'names');
    expect400Naming(await call(pm, 'POST', tracking('keyword/create'), { names: ['a\u0000b'] }), 'names');
    expect400Naming(await call(pm, 'POST', tracking('keyword/update'), { id: 'x', name: 'a' }), 'id');
    expect400Naming(await call(pm, 'POST', tracking('keyword/delete'), { ids: [2 ** 31] }), 'ids');
    expect400Naming(await call(pm, 'GET', 'visibility-tracking/retailer/abc/keywords'), 'id');
  });

  it('renames and pauses a keyword', async () => {
    const id = created[0]!;
    const response = await call(pm, 'POST', tracking('keyword/update'), { id, name: 'kaffee', isActive: false });
    expect(response.statusCode).toBe(200);
    expect(searchKeywordSchema.parse(response.json())).toMatchObject({ id, name: 'kaffee', isActive: false });
    expect((await call(pm, 'POST', tracking('keyword/update'), { id, name: 'espresso' })).statusCode).toBe(400);
    expect((await call(pm, 'POST', tracking('keyword/update', 1), { id, name: 'other' })).statusCode).toBe(404);
  });

  it('keeps to the limit of the retailer with a message saying how many are left', async () => {
    const id = retailer(0);
    const before = await storedCount(id);
    await t.app.db.execute(sql`UPDATE customer_retailers SET max_visibility_tracking_entities_allowed = ${before + 1}
      WHERE customer_id = ${acme} AND retailer_id = ${id}`);
    expect400Naming(
      await call(pm, 'POST', tracking('keyword/create'), { names: ['one', 'two'] }),
      'names',
      visibilityTrackingMessages.limitReached(before + 1, before),
    );
    expect(await storedCount(id)).toBe(before);
    expect((await call(pm, 'POST', tracking('keyword/create'), { names: ['one'] })).statusCode).toBe(200);
    const full = await call(pm, 'POST', urls('create-for-retailer'), {
      label: 'Deals',
      url: 'https://shop0.example/deals',
    });
    expect400Naming(full, 'url', visibilityTrackingMessages.limitReached(before + 1, before + 1));
    expect(await storedCount(id)).toBe(before + 1);
    await t.app.db.execute(sql`UPDATE customer_retailers SET max_visibility_tracking_entities_allowed = NULL
      WHERE customer_id = ${acme} AND retailer_id = ${id}`);
  });

  it('refuses keywords at a retailer that does not allow them', async () => {
    await t.app.db.execute(sql`UPDATE customer_retailers SET settings = '{"allowSearchKeywords": false}'
      WHERE customer_id = ${acme} AND retailer_id = ${retailer(2)}`);
    expect400Naming(
      await call(pm, 'POST', tracking('keyword/create', 2), { names: ['kettle'] }),
      'names',
      visibilityTrackingMessages.keywordsNotAllowed,
    );
    await t.app.db.execute(sql`UPDATE customer_retailers SET settings = '{}'
      WHERE customer_id = ${acme} AND retailer_id = ${retailer(2)}`);
  });

  it('deletes keywords of the retailer only, and manual clusters lose them', async () => {
    const [first, second] = created;
    const cluster = await call(admin, 'POST', 'visibility-cluster', {
      name: 'Coffee words',
      entities: [{ entityId: first }, { entityId: second }],
    });
    expect(cluster.statusCode).toBe(201);
    expect400Naming(await call(pm, 'POST', tracking('keyword/delete', 1), { ids: [first] }), 'ids');
    const response = await call(pm, 'POST', tracking('keyword/delete'), { ids: [first, first] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ids: [first] });
    const own = searchKeywordListSchema.parse((await call(pm, 'GET', tracking('keywords'))).json());
    expect(own.some((keyword) => keyword.id === first)).toBe(false);
    const { id } = cluster.json() as { id: number };
    const kept = (await call(admin, 'GET', `visibility-cluster/${id}`)).json() as { entities: { entityId: number }[] };
    expect(kept.entities.map((entity) => entity.entityId)).toEqual([second]);
  });
});

describe('category pages and other pages of a retailer', () => {
  it('adds a category page on the retailer site and lists it', async () => {
    const response = await call(admin, 'POST', urls('create-for-retailer'), {
      label: 'Coffee machines',
      url: 'https://www.shop0.example/c/coffee',
    });
    expect(response.statusCode).toBe(200);
    const page = searchPageSchema.parse(response.json());
    expect(page).toMatchObject({ name: 'Coffee machines', contentType: 'CATEGORY', retailerId: retailer(0) });
    const listed = searchPageListSchema.parse((await call(readOnly, 'GET', tracking('categories'))).json());
    expect(listed.map((entry) => entry.id)).toContain(page.id);
    const read = await call(readOnly, 'POST', urls('get-for-retailer'), { contentType: 'CATEGORY' });
    expect(read.statusCode).toBe(200);
    expect(searchPageListSchema.parse(read.json()).map((entry) => entry.id)).toContain(page.id);
    expect400Naming(
      await call(admin, 'POST', urls('create-for-retailer'), {
        label: 'Again',
        url: 'https://www.shop0.example/c/coffee/',
      }),
      'url',
      visibilityTrackingMessages.duplicatePage,
    );
  });

  it('refuses a page elsewhere, a bad URL and a missing label naming the field', async () => {
    expect400Naming(
      await call(admin, 'POST', urls('create-for-retailer'), { label: 'Elsewhere', url: 'https://shop1.example/c' }),
      'url',
      visibilityTrackingMessages.urlOutsideSite('https://shop0.example'),
    );
    expect400Naming(
      await call(admin, 'POST', urls('create-for-retailer'), { label: 'x', url: 'shop0.example' }),
      'url',
    );
    expect400Naming(
      await call(admin, 'POST', urls('create-for-retailer'), { url: 'https://shop0.example/a' }),
      'label',
    );
  });

  it('adds other pages only where the retailer allows them', async () => {
    const home = { label: 'Home page', url: 'https://shop0.example/', contentType: 'OTHER' };
    expect400Naming(
      await call(admin, 'POST', urls('create-for-retailer'), home),
      'contentType',
      visibilityTrackingMessages.otherPagesNotAllowed,
    );
    await t.app.db.execute(sql`UPDATE customer_retailers SET settings = '{"allowConfigOtherRankings": true}'
      WHERE customer_id = ${acme} AND retailer_id = ${retailer(0)}`);
    const response = await call(admin, 'POST', urls('create-for-retailer'), home);
    expect(response.statusCode).toBe(200);
    const page = searchPageSchema.parse(response.json());
    const others = searchPageListSchema.parse((await call(analyst, 'GET', 'visibility-tracking/other-pages')).json());
    expect(others.map((entry) => entry.id)).toEqual([page.id]);
    const categories = searchPageListSchema.parse(
      (await call(analyst, 'GET', 'visibility-tracking/categories')).json(),
    );
    expect(categories.some((entry) => entry.id === page.id)).toBe(false);

    const renamed = await call(admin, 'POST', urls('update-for-retailer'), { ...home, id: page.id, label: 'Start' });
    expect(renamed.statusCode).toBe(200);
    expect(searchPageSchema.parse(renamed.json()).name).toBe('Start');

    // A manual cluster may pick it as an other page; a category page is no other page.
    const asOther = await call(admin, 'POST', 'visibility-cluster', {
      name: 'Start page',
      entities: [{ entityType: 'OTHER_PAGE', entityId: page.id }],
    });
    expect(asOther.statusCode).toBe(201);
    expect400Naming(
      await call(admin, 'POST', 'visibility-cluster', {
        name: 'Wrong kind',
        entities: [{ entityType: 'OTHER_PAGE', entityId: categories[0]!.id }],
      }),
      'entities',
    );

    expect((await call(admin, 'POST', urls('delete-for-retailer'), { ids: [page.id] })).json()).toEqual({
      ids: [page.id],
    });
    expect400Naming(await call(admin, 'POST', urls('delete-for-retailer'), { ids: [page.id] }), 'ids');
  });
});

describe('who may track', () => {
  it('answers 403 to a member without product management and to read-only users', async () => {
    for (const user of [analyst, readOnly]) {
      expect((await call(user, 'POST', tracking('keyword/create'), { names: ['x'] })).statusCode).toBe(403);
      expect(
        (await call(user, 'POST', urls('create-for-retailer'), { label: 'x', url: 'https://shop0.example/x' }))
          .statusCode,
      ).toBe(403);
    }
  });

  it('answers 403 for another customer and 404 for a retailer the customer does not track', async () => {
    const other = await call(pm, 'GET', `visibility-tracking/retailer/${retailer(0)}/keywords`, undefined, brandco);
    expect(other.statusCode).toBe(403);
    const untracked = await t.app.db.execute<{ id: number }>(sql`
      SELECT id FROM retailers WHERE id NOT IN (SELECT retailer_id FROM customer_retailers WHERE customer_id = ${acme})
      LIMIT 1`);
    const id = untracked.rows[0]?.id ?? 2_000_000;
    const response = await call(pm, 'POST', `visibility-tracking/retailer/${id}/keyword/create`, { names: ['x'] });
    expect(response.statusCode).toBe(404);
    expect((response.json() as { message: string }).message).toBe(visibilityTrackingMessages.unknownRetailer);
  });
});
