import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/seed';
import { bearer, createTestApp, DEMO_LOGIN, login, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const signIn = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: DEMO_LOGIN.password } });
const customerId = async (name: string) =>
  Number((await t.app.db.execute<{ id: number }>(sql`select id from customers where name = ${name}`)).rows[0]?.id);

describe('server-enforced account states', () => {
  it('refuses a member of a customer whose trial ran out with 401 trial_expired', async () => {
    const response = await signIn('expired@acme.test');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('trial_expired');
  });

  it('refuses a user who belongs to no customer with 403 no_customers', async () => {
    const response = await signIn('nocustomer@shelfsight.test');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('no_customers');
  });

  it('lets a member of a pending customer sign in, get-active says pendingSetup', async () => {
    const { token } = await login(t.app, 'pending@pendingco.test');
    const active = await t.app.inject({ method: 'GET', url: '/api/customer/get-active', headers: bearer(token) });
    expect(active.json()).toMatchObject({ name: 'Pendingco', pendingSetup: true });
  });

  it('refuses the scoped routes of a customer whose trial ran out, even to a member', async () => {
    const trialco = await customerId('Trialco');
    const { token } = await login(t.app, 'sysadmin@shelfsight.test');
    // A system admin still passes; a member does not (shown by the membership moving to Trialco below).
    const admin = await t.app.inject({ method: 'GET', url: `/api/customer/${trialco}/scopes`, headers: bearer(token) });
    expect(admin.statusCode).toBe(200);
    await t.app.db.execute(
      sql`insert into customer_users (customer_id, user_id) select ${trialco}, id from users where email = 'analyst@acme.test'`,
    );
    const analyst = await login(t.app, 'analyst@acme.test');
    const member = await t.app.inject({
      method: 'GET',
      url: `/api/customer/${trialco}/scopes`,
      headers: bearer(analyst.token),
    });
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe('trial_expired');
  });

  it('seeds the access-state accounts into a database seeded before they existed, once', async () => {
    await t.app.db.execute(sql`delete from users where email in ('expired@acme.test', 'pending@pendingco.test')`);
    const result = await seedDemo(t.app.db);
    expect(result.seeded).toBe(false);
    await seedDemo(t.app.db);
    const rows = await t.app.db.execute<{ email: string }>(
      sql`select email from users where email in ('expired@acme.test', 'pending@pendingco.test') order by email`,
    );
    expect(rows.rows.map((row) => row.email)).toEqual(['expired@acme.test', 'pending@pendingco.test']);
    const customers = await t.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from customers where name = 'Pendingco'`,
    );
    expect(Number(customers.rows[0]?.n)).toBe(1);
    expect((await signIn('expired@acme.test')).json().message).toBe('trial_expired');
  });
});
