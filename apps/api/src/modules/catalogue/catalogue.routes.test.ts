import { catalogueMessages, customerRetailerListSchema } from '@shelfsight/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerRetailers,
  privileges,
  retailerProducts,
  rolePrivileges,
  roles,
  userRoles,
  users,
} from '../../db/schema';
import { seedMarketCatalogue } from '../../seed/market/seedMarket';
import { apiCaller, createTestApp, loginAll, type TestApp } from '../../test/testApp';

let t: TestApp;
let acme = 0;
let brandco = 0;
const call = apiCaller(() => t.app);
const get = (url: string, email: string) => call(email, 'GET', url);

beforeAll(async () => {
  t = await createTestApp();
  const tenants = await seedMarketCatalogue(t.app.db, 'small');
  acme = tenants.find((tenant) => tenant.name === 'Acme Retail')!.customerId;
  brandco = tenants.find((tenant) => tenant.name === 'Brandco')!.customerId;
  await loginAll(t.app, ['admin@acme.test', 'analyst@acme.test', 'sysadmin@shelfsight.test']);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/customer/:customerId/retailers', () => {
  it('lists the tracked retailers with country, settings, module and active product count', async () => {
    const response = await get(`/api/customer/${acme}/retailers`, 'analyst@acme.test');
    expect(response.statusCode).toBe(200);
    const body = customerRetailerListSchema.parse(response.json());
    expect(body).toHaveLength(6);
    expect(body.map((retailer) => retailer.displayName)).toEqual(
      [...body.map((retailer) => retailer.displayName)].sort(),
    );
    const first = body.find((retailer) => retailer.displayName === 'Kaufhalle')!;
    expect(first).toMatchObject({
      countryCode: 'DE',
      countryName: 'Germany',
      module: 'fcism',
      maxVisibilityTrackingEntitiesAllowed: 50,
    });
    expect(first.retailerSettings).toMatchObject({
      retailerId: first.id,
      siteRootUrl: 'https://www.kaufhalle.de',
      allowSearchKeywords: true,
    });
    const [pdps] = await t.app.db
      .select({ n: count() })
      .from(retailerProducts)
      .where(and(eq(retailerProducts.customerId, acme), eq(retailerProducts.retailerId, first.id)));
    expect(first.activeProductCount).toBe(pdps?.n);
    expect(body.map((retailer) => retailer.module)).toContain('none');
  });

  it('reports a retailer module only where image similarity is active for the customer and that retailer', async () => {
    const list = async () =>
      customerRetailerListSchema.parse((await get(`/api/customer/${acme}/retailers`, 'analyst@acme.test')).json());
    const before = await list();
    const kaufhalle = before.find((retailer) => retailer.displayName === 'Kaufhalle')!;
    const other = before.find((retailer) => retailer.module !== 'none' && retailer.id !== kaufhalle.id)!;
    const put = (modules: object[]) =>
      call('sysadmin@shelfsight.test', 'PUT', `/api/customer/${acme}/active-modules`, { modules });
    expect((await put([{ module: 'image-similarity', retailerId: kaufhalle.id }])).statusCode).toBe(200);
    try {
      const after = await list();
      expect(after.find((retailer) => retailer.id === kaufhalle.id)?.module).toBe('fcism');
      expect(after.find((retailer) => retailer.id === other.id)?.module).toBe('none');
    } finally {
      await put([{ module: 'image-similarity', retailerId: null }]);
    }
    expect((await list()).find((retailer) => retailer.id === other.id)?.module).toBe(other.module);
  });

  it('applies per-customer overrides of the retailer settings and limits', async () => {
    const [row] = await t.app.db
      .select()
      .from(customerRetailers)
      .where(eq(customerRetailers.customerId, acme))
      .limit(1);
    await t.app.db
      .update(customerRetailers)
      .set({ settings: { allowSearchKeywords: false }, maxVisibilityTrackingEntitiesAllowed: 7 })
      .where(and(eq(customerRetailers.customerId, acme), eq(customerRetailers.retailerId, row!.retailerId)));
    const body = customerRetailerListSchema.parse(
      (await get(`/api/customer/${acme}/retailers`, 'analyst@acme.test')).json(),
    );
    expect(body.find((retailer) => retailer.id === row!.retailerId)).toMatchObject({
      maxVisibilityTrackingEntitiesAllowed: 7,
      retailerSettings: { allowSearchKeywords: false },
    });
  });

  it('shows a user with retailer access grants only the granted retailers, admins all of them with scope=all', async () => {
    const all = customerRetailerListSchema.parse(
      (await get(`/api/customer/${acme}/retailers`, 'admin@acme.test')).json(),
    );
    const granted = [all[1]!.id, all[3]!.id].sort((a, b) => a - b);
    const [access] = await t.app.db.select().from(privileges).where(eq(privileges.type, 'ACCESS'));
    const [role] = await t.app.db.insert(roles).values({ customerId: acme, name: 'Two retailers' }).returning();
    for (const entityId of granted) {
      await t.app.db
        .insert(rolePrivileges)
        .values({ customerId: acme, roleId: role!.id, privilegeId: access!.id, entityType: 'RETAILER', entityId });
    }
    const [analyst] = await t.app.db.select().from(users).where(eq(users.email, 'analyst@acme.test'));
    await t.app.db.insert(userRoles).values({ customerId: acme, userId: analyst!.id, roleId: role!.id });
    // Written past the routes, so the test invalidates the access cache as the routes do.
    t.app.accessCache.invalidateCustomer(acme);

    const narrowed = customerRetailerListSchema.parse(
      (await get(`/api/customer/${acme}/retailers`, 'analyst@acme.test')).json(),
    );
    expect(narrowed.map((retailer) => retailer.id).sort((a, b) => a - b)).toEqual(granted);
    const refused = await get(`/api/customer/${acme}/retailers?scope=all`, 'analyst@acme.test');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(catalogueMessages.allRetailersAdminsOnly);
    expect((await get(`/api/customer/${acme}/retailers?scope=all`, 'admin@acme.test')).json()).toHaveLength(6);
    expect((await get(`/api/customer/${acme}/retailers?scope=all`, 'sysadmin@shelfsight.test')).json()).toHaveLength(6);
  });

  it('answers 400 naming the field for an unknown scope', async () => {
    const response = await get(`/api/customer/${acme}/retailers?scope=everything`, 'admin@acme.test');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('scope');
  });

  it("answers 403 on another customer's retailers and 401 without a token", async () => {
    expect((await get(`/api/customer/${brandco}/retailers`, 'analyst@acme.test')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/customer/${acme}/retailers` })).statusCode).toBe(401);
  });
});
