import { userManagementMessages } from '@shelfsight/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privileges, rolePrivileges, roles, userRoles, users } from '../db/schema';
import { apiCaller, createTestApp, loginAll, type TestApp } from '../test/testApp';
import { productManagementGuard } from './accessGuards';
import { allowedRetailers, retailerAccess } from './retailerAccess';

let t: TestApp;
const ACME = 1;
const call = apiCaller(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  // A product-management route exists only here, to prove the reusable guard.
  t.app.get(
    '/api/customer/:customerId/test-product-area',
    { preHandler: productManagementGuard(t.app.db) },
    async () => ({ ok: true }),
  );
  await loginAll(t.app, [
    'admin@acme.test',
    'analyst@acme.test',
    'pm@acme.test',
    'sysadmin@shelfsight.test',
    'readonly@acme.test',
  ]);
});
afterAll(async () => {
  await t.close();
});

const userId = async (email: string) => {
  const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? 0;
};

async function grantRole(email: string, grants: { type: string; entityId?: number }[]) {
  const db = t.app.db;
  const [role] = await db
    .insert(roles)
    .values({ customerId: ACME, name: `Role of ${email} ${Date.now()}` })
    .returning();
  for (const grant of grants) {
    const [definition] = await db.select().from(privileges).where(eq(privileges.type, grant.type));
    await db.insert(rolePrivileges).values({
      customerId: ACME,
      roleId: role!.id,
      privilegeId: definition!.id,
      entityType: grant.entityId ? 'RETAILER' : null,
      entityId: grant.entityId ?? null,
    });
  }
  await db.insert(userRoles).values({ customerId: ACME, userId: await userId(email), roleId: role!.id });
  // Written past the routes, so the test invalidates the access cache as the routes do.
  t.app.accessCache.invalidateCustomer(ACME);
  return role!.id;
}

describe('retailer access', () => {
  it('gives all retailers without ACCESS grants, the listed ones with them, all again with DISABLE_DATA_FILTER', async () => {
    const db = t.app.db;
    const analyst = { id: await userId('analyst@acme.test'), isSystemAdmin: false };
    expect(await retailerAccess(db, analyst, ACME)).toEqual({ all: true });
    const roleId = await grantRole('analyst@acme.test', [
      { type: 'ACCESS', entityId: 12 },
      { type: 'ACCESS', entityId: 3 },
    ]);
    const narrowed = await retailerAccess(db, analyst, ACME);
    expect(narrowed).toEqual({ all: false, retailerIds: [3, 12] });
    expect(allowedRetailers(narrowed, [1, 3, 5, 12])).toEqual([3, 12]);
    // Other customers are untouched by Acme's grants.
    expect(await retailerAccess(db, analyst, 2)).toEqual({ all: true });
    await grantRole('analyst@acme.test', [{ type: 'DISABLE_DATA_FILTER' }]);
    expect(await retailerAccess(db, analyst, ACME)).toEqual({ all: true });
    await db.delete(userRoles).where(and(eq(userRoles.customerId, ACME), eq(userRoles.roleId, roleId)));
    t.app.accessCache.invalidateCustomer(ACME);
    expect(await retailerAccess(db, { id: 999, isSystemAdmin: true }, ACME)).toEqual({ all: true });
  });
});

describe('product-management guard', () => {
  const hit = (email: string) => call(email, 'GET', `/api/customer/${ACME}/test-product-area`);

  it('admits system admins, admins and product managers only', async () => {
    for (const email of ['sysadmin@shelfsight.test', 'admin@acme.test', 'pm@acme.test']) {
      expect((await hit(email)).statusCode, email).toBe(200);
    }
    const refused = await hit('readonly@acme.test');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(userManagementMessages.productManagementOnly);
  });
});

describe('read-only guard', () => {
  it('refuses customer-scoped writes of a READ_ONLY holder but lets reads and others through', async () => {
    const write = (email: string) => call(email, 'POST', `/api/customer/${ACME}/role/add`, { name: `R ${email}` });
    const refused = await write('readonly@acme.test');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(userManagementMessages.readOnly);
    expect((await write('admin@acme.test')).statusCode).toBe(201);
    // Granting READ_ONLY to the admin makes even an administrator read-only in that customer.
    await grantRole('admin@acme.test', [{ type: 'READ_ONLY' }]);
    expect((await write('admin@acme.test')).json().message).toBe(userManagementMessages.readOnly);
    // The inbox is the user's own: clearing it stays allowed, unlike an operator's notification send.
    expect((await call('readonly@acme.test', 'DELETE', `/api/customer/${ACME}/notifications`)).statusCode).toBe(204);
    const send = await call('readonly@acme.test', 'POST', `/api/customer/${ACME}/notifications`, { title: 'Hi' });
    expect(send.json().message).toBe(userManagementMessages.readOnly);
  });
});
