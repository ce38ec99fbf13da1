import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../test/testApp';

let t: TestApp;
const tokens: Record<string, string> = {};
let acmeId = 0;
let brandcoId = 0;

beforeAll(async () => {
  t = await createTestApp();
  // A customer-scoped route that exists only here: the guard must attach to it by its path alone.
  t.app.get('/api/customer/:customerId/ping', async (request) => ({ customerId: request.customerId }));
  const ids = await t.app.db.execute<{ id: number; name: string }>(sql`select id, name from customers`);
  acmeId = ids.rows.find((row) => row.name === 'Acme Retail')?.id ?? 0;
  brandcoId = ids.rows.find((row) => row.name === 'Brandco')?.id ?? 0;
  for (const email of ['admin@acme.test', 'analyst@acme.test', 'sysadmin@shelfsight.test']) {
    tokens[email] = (await login(t.app, email)).token;
  }
});
afterAll(async () => {
  await t.close();
});

const ping = (customerId: number | string, email?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/customer/${customerId}/ping`,
    headers: email ? { authorization: `Bearer ${tokens[email]}` } : {},
  });

describe('customer-scope guard', () => {
  it('admits a member of the customer', async () => {
    const response = await ping(acmeId, 'analyst@acme.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ customerId: acmeId });
  });

  it('refuses a user of customer A on customer B with 403', async () => {
    const response = await ping(brandcoId, 'analyst@acme.test');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
  });

  it('admits a member of several customers on each of them', async () => {
    expect((await ping(acmeId, 'admin@acme.test')).statusCode).toBe(200);
    expect((await ping(brandcoId, 'admin@acme.test')).statusCode).toBe(200);
  });

  it('admits a system admin without membership', async () => {
    expect((await ping(brandcoId, 'sysadmin@shelfsight.test')).statusCode).toBe(200);
  });

  it('refuses an expired or inactive membership', async () => {
    await t.app.db.execute(
      sql`update customer_users set expiration_date = now() - interval '1 day'
          where customer_id = ${brandcoId} and user_id = (select id from users where email = 'admin@acme.test')`,
    );
    // Written past the routes, so the test invalidates the access cache as the routes do.
    t.app.accessCache.clear();
    expect((await ping(brandcoId, 'admin@acme.test')).statusCode).toBe(403);
    await t.app.db.execute(
      sql`update customer_users set is_active = false
          where customer_id = ${acmeId} and user_id = (select id from users where email = 'analyst@acme.test')`,
    );
    t.app.accessCache.clear();
    expect((await ping(acmeId, 'analyst@acme.test')).statusCode).toBe(403);
  });

  it('answers 401 without a token and 403 for a malformed customer id', async () => {
    expect((await ping(acmeId)).statusCode).toBe(401);
    expect((await ping('abc', 'admin@acme.test')).statusCode).toBe(403);
  });
});
