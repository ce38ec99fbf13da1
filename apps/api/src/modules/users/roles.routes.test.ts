import { userManagementMessages, type RolesPrivilegesAndRoleUsers } from '@shelfsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, type InjectMethod, loginAll, type TestApp } from '../../test/testApp';
import { DEFAULT_PRIVILEGE, listPrivileges } from './roles.repository';

let t: TestApp;
const admin = 'admin@acme.test';
const analyst = 'analyst@acme.test';
const ACME = 1;
const BRANDCO = 2;

beforeAll(async () => {
  t = await createTestApp();
  await loginAll(t.app, [admin, analyst]);
});
afterAll(async () => {
  await t.close();
});

const callAs = apiCaller(() => t.app);
const call = (method: InjectMethod, url: string, user: string, payload?: object) => callAs(user, method, url, payload);
const base = (customerId = ACME) => `/api/customer/${customerId}`;
const rolesOf = async () =>
  (await call('GET', `${base()}/roles-privileges-and-role-users`, admin)).json() as RolesPrivilegesAndRoleUsers;

describe('roles and privileges', () => {
  it('lists roles with their grants, users and the privilege definitions', async () => {
    const body = await rolesOf();
    const admins = body.roles.find((role) => role.name === 'Administrators');
    expect(admins?.type).toBe('SYSTEM');
    expect(body.roleUsers.some((link) => link.roleId === admins?.id)).toBe(true);
    expect(body.privileges.map((p) => p.type)).toEqual(
      expect.arrayContaining(['ACCESS', 'READ_ONLY', 'PRODUCT_MANAGEMENT']),
    );
    expect(body.rolePrivileges.some((grant) => grant.privilegeType === 'READ_ONLY')).toBe(true);
  });

  it('adds, edits and deletes a custom role with retailer grants', async () => {
    const { privileges } = await rolesOf();
    const access = privileges.find((p) => p.type === 'ACCESS');
    const added = await call('POST', `${base()}/role/add`, admin, {
      name: 'Nordic buyers',
      description: 'Sees two retailers',
      privileges: [
        { privilegeId: access?.id, entityId: 7, entityName: 'Retailer 7' },
        { privilegeId: access?.id, entityId: 9 },
      ],
    });
    expect(added.statusCode).toBe(201);
    const role = (added.json() as RolesPrivilegesAndRoleUsers).roles.find((r) => r.name === 'Nordic buyers');
    expect(role?.type).toBe('CUSTOM');
    expect(role?.rolePrivileges.map((g) => [g.entityType, g.entityId])).toEqual([
      ['RETAILER', 7],
      ['RETAILER', 9],
    ]);

    const edited = await call('POST', `${base()}/role/edit`, admin, {
      id: role?.id,
      name: 'Nordic team',
      privileges: [],
    });
    expect(edited.statusCode).toBe(200);
    const after = (edited.json() as RolesPrivilegesAndRoleUsers).roles.find((r) => r.id === role?.id);
    expect(after?.name).toBe('Nordic team');
    expect(after?.rolePrivileges).toEqual([]);

    const deleted = await call('DELETE', `${base()}/role/${role?.id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect((deleted.json() as RolesPrivilegesAndRoleUsers).roles.some((r) => r.id === role?.id)).toBe(false);
  });

  it("keeps the SYSTEM role 'Administrators' locked", async () => {
    const admins = (await rolesOf()).roles.find((role) => role.name === 'Administrators');
    const edit = await call('POST', `${base()}/role/edit`, admin, { id: admins?.id, name: 'Admins' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(userManagementMessages.systemRoleLocked);
    expect((await call('DELETE', `${base()}/role/${admins?.id}`, admin)).statusCode).toBe(403);
  });

  it('names the bad field', async () => {
    const empty = await call('POST', `${base()}/role/add`, admin, { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty('name');
    const taken = await call('POST', `${base()}/role/add`, admin, { name: 'Product managers' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().fields.name).toBe(userManagementMessages.roleNameTaken);
    const unknown = await call('POST', `${base()}/role/add`, admin, {
      name: 'Ghosts',
      privileges: [{ privilegeId: 9999 }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().fields).toHaveProperty('privileges');
    expect((await call('DELETE', `${base()}/role/abc`, admin)).json().fields).toHaveProperty('id');
    const noId = await call('POST', `${base()}/role/edit`, admin, { name: 'Renamed' });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().fields).toHaveProperty('id');
    const badGrant = await call('POST', `${base()}/role/edit`, admin, {
      id: 1,
      name: 'X',
      privileges: [{ privilegeId: 1, entityId: -3 }],
    });
    expect(badGrant.statusCode).toBe(400);
    expect(Object.keys(badGrant.json().fields).join()).toMatch(/privileges/);
    const unknownRole = await call('POST', `${base()}/role/edit`, admin, { id: 99999, name: 'Ghost' });
    expect(unknownRole.statusCode).toBe(404);
  });

  it('refuses non-admins and other tenants', async () => {
    expect((await call('POST', `${base()}/role/add`, analyst, { name: 'Mine' })).statusCode).toBe(403);
    expect((await call('GET', `${base()}/roles-privileges-and-role-users`, analyst)).statusCode).toBe(403);
    for (const [method, path, payload] of [
      ['GET', 'roles-privileges-and-role-users'],
      ['GET', 'privileges'],
      ['POST', 'role/add', { name: 'X' }],
      ['POST', 'role/edit', { id: 1, name: 'X' }],
      ['DELETE', 'role/1'],
    ] as const) {
      expect((await call(method, `${base(BRANDCO)}/${path}`, analyst, payload)).statusCode, path).toBe(403);
      expect((await call(method, `${base(BRANDCO)}/${path}`, admin, payload)).statusCode, path).toBe(
        method === 'GET' && path === 'privileges' ? 200 : 403,
      );
    }
  });

  it('seeds the default privilege when none exist', async () => {
    const empty = await createTestApp({ seed: false });
    try {
      const db = empty.app.db;
      await db.execute('DELETE FROM privileges');
      const list = await listPrivileges(db);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject(DEFAULT_PRIVILEGE);
    } finally {
      await empty.close();
    }
  });
});
