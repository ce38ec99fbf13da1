import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../seed/seed';
import { createTestApp, type TestApp } from '../test/testApp';
import { listMigrations, migrate } from './migrate';
import { customers, privileges, roles, userRoles, users } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

describe('migrations', () => {
  it('are numbered and all recorded in the template', async () => {
    const files = await listMigrations();
    expect(files[0]?.name).toBe('access');
    const recorded = await t.app.db.execute<{ id: number }>(sql`select id from schema_migrations order by id`);
    expect(recorded.rows.map((row) => Number(row.id))).toEqual(files.map((file) => file.id));
  });

  it('are idempotent: a second run applies nothing and changes nothing', async () => {
    expect(await migrate(t.app.database)).toEqual([]);
    const recorded = await t.app.db.execute<{ n: number }>(sql`select count(*)::int as n from schema_migrations`);
    expect(Number(recorded.rows[0]?.n)).toBe((await listMigrations()).length);
  });

  it('store emails lowercased only', async () => {
    await expect(
      t.app.db.execute(sql`insert into users (email, display_name, password_hash) values ('Upper@X.test', 'U', 'h')`),
    ).rejects.toThrow();
  });

  it('enable row-level security on every tenant table (a table with a required customer_id)', async () => {
    const tenant = await t.app.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.columns
          where table_schema = 'public' and column_name = 'customer_id' and is_nullable = 'NO' order by table_name`,
    );
    const secured = await t.app.db.execute<{ relname: string }>(
      sql`select relname from pg_class where relrowsecurity and relkind = 'r' order by relname`,
    );
    const tenantTables = tenant.rows.map((row) => row.table_name);
    expect(tenantTables).toEqual(expect.arrayContaining(['customer_users', 'roles', 'products', 'customer_retailers']));
    expect(secured.rows.map((row) => row.relname)).toEqual(expect.arrayContaining(tenantTables));
  });
});

describe('demo seed', () => {
  const counts = async () => ({
    customers: (await t.app.db.select({ n: count() }).from(customers))[0]?.n,
    users: (await t.app.db.select({ n: count() }).from(users))[0]?.n,
    roles: (await t.app.db.select({ n: count() }).from(roles))[0]?.n,
    privileges: (await t.app.db.select({ n: count() }).from(privileges))[0]?.n,
    userRoles: (await t.app.db.select({ n: count() }).from(userRoles))[0]?.n,
  });

  it('fills an empty database once and is a no-op afterwards', async () => {
    const first = await seedDemo(t.app.db);
    expect(first.seeded).toBe(true);
    const after = await counts();
    // Acme Retail, Brandco and the access-state customers Trialco and Pendingco; 4 demo users, 3 access-state
    // ones, the MFA demo and the read-only demo (with its role 'Read only' in Acme).
    expect(after).toEqual({ customers: 4, users: 9, roles: 4, privileges: 5, userRoles: 3 });
    const second = await seedDemo(t.app.db);
    expect(second.seeded).toBe(false);
    expect(await counts()).toEqual(after);
  });

  it('seeds the default retailer access privilege', async () => {
    const rows = await t.app.db.select().from(privileges);
    expect(rows.find((p) => p.type === 'ACCESS')).toMatchObject({ entity: 'RETAILER', name: 'Access to retailer' });
  });
});
