import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO_LOGIN, loginAll, type TestApp } from '../../test/testApp';

let t: TestApp;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.app.db.execute<{ id: number; name: string }>(sql`select id, name from customers`);
  for (const row of rows.rows) ids[row.name] = Number(row.id);
  Object.assign(
    tokens,
    await loginAll(t.app, [
      'admin@acme.test',
      'analyst@acme.test',
      'pending@pendingco.test',
      'sysadmin@shelfsight.test',
    ]),
  );
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, email: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(tokens[email] ?? ''), ...headers } });
const id = (name: string) => ids[name] ?? 0;

describe('GET /api/customer/get-all', () => {
  it('lists the customers of a member of two, by id', async () => {
    const response = await get('/api/customer/get-all', 'admin@acme.test');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body)).toEqual([String(id('Acme Retail')), String(id('Brandco'))]);
    expect(body[id('Brandco')]).toMatchObject({
      id: id('Brandco'),
      name: 'Brandco',
      accountType: 'TRIAL',
      pendingSetup: false,
    });
  });

  it('leaves out customers whose trial ran out and lists pending ones', async () => {
    const all = (await get('/api/customer/get-all', 'sysadmin@shelfsight.test')).json();
    expect(Object.values(all).map((c) => (c as { name: string }).name)).toEqual([
      'Acme Retail',
      'Brandco',
      'Pendingco',
    ]);
    const pending = (await get('/api/customer/get-all', 'pending@pendingco.test')).json();
    expect(pending[id('Pendingco')]).toMatchObject({ pendingSetup: true });
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/customer/get-all' })).statusCode).toBe(401);
  });
});

describe('GET /api/customer/get-active', () => {
  it('answers the Customer record of a customer the user may use', async () => {
    const response = await get(`/api/customer/get-active?customerId=${id('Acme Retail')}`, 'admin@acme.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: id('Acme Retail'),
      activeId: id('Acme Retail'),
      licenseName: 'Professional',
      isFree: false,
      bookmarks: [],
      licenseFilterCount: 0,
      dataRetention: { months: 3 },
      parkerStatus: 'enabled',
      pendingSetup: false,
      accountType: 'CUSTOMER',
    });
  });

  it('carries the customer account fields of spec 1 §3, the API key to its administrators and system admins only', async () => {
    const url = `/api/customer/get-active?customerId=${id('Acme Retail')}`;
    const asAdmin = (await get(url, 'admin@acme.test')).json();
    expect(asAdmin).toMatchObject({
      customerDisplayName: 'Acme Retail',
      accountDescription: expect.stringContaining('retailer'),
      customerLogoUrl: expect.stringMatching(/^\/customer-logos\/.+\.svg$/),
      customerSmallLogoUrl: expect.stringMatching(/^\/customer-logos\/.+\.svg$/),
      dataRetentionMonths: 3,
      guiVersion: '2',
      licensePlanName: 'Professional',
      pricingType: 'STANDARD',
    });
    expect(Date.parse(asAdmin.dateCreated)).not.toBeNaN();
    expect(asAdmin.apiKey).toMatch(/^[\w-]{20,}$/);
    expect((await get(url, 'sysadmin@shelfsight.test')).json().apiKey).toBe(asAdmin.apiKey);
    const asAnalyst = (await get(url, 'analyst@acme.test')).json();
    expect(asAnalyst.apiKey).toBeNull();
    expect(asAnalyst.customerDisplayName).toBe('Acme Retail');
    // Admin in Acme is no admin in Brandco: no key there.
    expect(
      (await get(`/api/customer/get-active?customerId=${id('Brandco')}`, 'admin@acme.test')).json().apiKey,
    ).toBeNull();
    expect((await get(`/api/customer/get-active?customerId=abc`, 'admin@acme.test')).statusCode).toBe(400);
    expect((await get(`/api/customer/get-active?customerId=${id('Brandco')}`, 'analyst@acme.test')).statusCode).toBe(
      403,
    );
  });

  it("flags a customer on the licence named 'Free' as free, and only that one", async () => {
    const acme = id('Acme Retail');
    await t.app.db.execute(sql`update customers set license_plan_name = 'Free' where id = ${acme}`);
    try {
      const free = await get(`/api/customer/get-active?customerId=${acme}`, 'admin@acme.test');
      expect(free.json()).toMatchObject({ licenseName: 'Free', isFree: true });
      const plans = (await get(`/api/customer/${acme}/plans/available`, 'admin@acme.test')).json();
      expect(plans.currentPlan).toEqual({ name: 'Free', isFree: true });
      await t.app.db.execute(sql`update customers set license_plan_name = 'free plan' where id = ${acme}`);
      const lookalike = await get(`/api/customer/get-active?customerId=${acme}`, 'admin@acme.test');
      expect(lookalike.json()).toMatchObject({ licenseName: 'free plan', isFree: false });
    } finally {
      await t.app.db.execute(sql`update customers set license_plan_name = 'Professional' where id = ${acme}`);
    }
  });

  it('answers the first customer without a customerId', async () => {
    expect((await get('/api/customer/get-active', 'admin@acme.test')).json().id).toBe(id('Acme Retail'));
  });

  it('answers 403 for a customer of another tenant and 400 naming customerId for a bad one', async () => {
    const other = await get(`/api/customer/get-active?customerId=${id('Brandco')}`, 'analyst@acme.test');
    expect(other.statusCode).toBe(403);
    const bad = await get('/api/customer/get-active?customerId=abc', 'analyst@acme.test');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['customerId']);
  });
});

describe('customer-scoped settings', () => {
  it('computes scopes per customer: admin in Acme, not in Brandco', async () => {
    const acme = await get(`/api/customer/${id('Acme Retail')}/scopes`, 'admin@acme.test');
    expect(acme.json()).toMatchObject({ admin: true, 'admin-or-product-manager': true, 'system-admin': false });
    const brandco = await get(`/api/customer/${id('Brandco')}/scopes`, 'admin@acme.test');
    expect(brandco.json()).toMatchObject({ admin: false, 'admin-or-product-manager': false });
    // Only Acme has the image similarity module on (seed.ts): only there do its tiles show.
    expect(acme.json()['module:image-similarity']).toBe(true);
    expect(brandco.json()).not.toHaveProperty('module:image-similarity');
  });

  it('answers data retention, plans, freshness and modules from the customer record', async () => {
    const base = `/api/customer/${id('Brandco')}`;
    expect((await get(`${base}/data-retention`, 'admin@acme.test')).json()).toEqual({ months: 3 });
    const plans = (await get(`${base}/plans/available`, 'admin@acme.test')).json();
    expect(plans.currentPlan).toEqual({ name: 'Trial', isFree: false });
    expect(plans.availablePlans.map((p: { name: string }) => p.name)).not.toContain('Trial');
    expect((await get(`${base}/data-freshness`, 'admin@acme.test')).json()).toEqual({
      accountStatus: 'trial',
      lastUpdated: null,
      pdpCount: 0,
      retailers: [],
    });
    await t.app.db.execute(
      sql`insert into customer_modules (customer_id, module) values (${id('Brandco')}, 'image-similarity')`,
    );
    expect((await get(`${base}/active-modules`, 'admin@acme.test')).json()).toEqual([
      { module: 'image-similarity', retailerId: null },
    ]);
  });

  it('refuses another tenant with 403', async () => {
    const response = await get(`/api/customer/${id('Brandco')}/data-retention`, 'analyst@acme.test');
    expect(response.statusCode).toBe(403);
  });

  it('answers customer_pending_setup on the scoped routes of a pending customer', async () => {
    const response = await get(`/api/customer/${id('Pendingco')}/scopes`, 'pending@pendingco.test');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('customer_pending_setup');
  });
});

describe('active customer of sign-in and current user (X-Customer-Id)', () => {
  it('computes isAdmin and scopes for the customer named in the header', async () => {
    const inBrandco = await get('/api/auth/user', 'admin@acme.test', { 'x-customer-id': String(id('Brandco')) });
    expect(inBrandco.json().user.isAdmin).toBe(false);
    expect(inBrandco.json().scopes.admin).toBe(false);
    const inAcme = await get('/api/auth/user', 'admin@acme.test', { 'x-customer-id': String(id('Acme Retail')) });
    expect(inAcme.json().user.isAdmin).toBe(true);
  });

  it('ignores a header naming a customer the user is no member of', async () => {
    const response = await get('/api/auth/user', 'analyst@acme.test', { 'x-customer-id': String(id('Brandco')) });
    expect(response.json().user.roles).toEqual([]);
    expect(response.statusCode).toBe(200);
  });

  it('applies the header on sign-in too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-customer-id': String(id('Brandco')) },
      payload: { email: 'admin@acme.test', password: DEMO_LOGIN.password },
    });
    expect(response.json().scopes.admin).toBe(false);
  });
});
