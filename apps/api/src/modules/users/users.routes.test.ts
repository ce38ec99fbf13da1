import { passwordRuleMessages, userManagementMessages, type UsersAndCustomerUsers } from '@shelfsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCaller,
  bearer,
  createTestApp,
  type InjectMethod,
  loginAll,
  type TestApp,
  tokenOf,
} from '../../test/testApp';

let t: TestApp;
const admin = 'admin@acme.test';
const analyst = 'analyst@acme.test';
const sysadmin = 'sysadmin@shelfsight.test';
const readonly = 'readonly@acme.test';
const ACME = 1;
const BRANDCO = 2;

beforeAll(async () => {
  t = await createTestApp();
  await loginAll(t.app, [admin, analyst, sysadmin, readonly]);
});
afterAll(async () => {
  await t.close();
});

const callAs = apiCaller(() => t.app);
const call = (method: InjectMethod, url: string, user: string, payload?: object) => callAs(user, method, url, payload);
const base = (customerId = ACME) => `/api/customer/${customerId}`;
const newUser = (email: string) => ({
  displayName: 'Nina New',
  email,
  password: 'Tidy-Harbour-Lamp-42',
  roleIds: [] as number[],
  isActive: true,
  expirationDate: null,
});

describe('users of a customer', () => {
  it('lists the members of Acme with their roles and memberships', async () => {
    const response = await call('GET', `${base()}/users-and-customer-users`, admin);
    expect(response.statusCode).toBe(200);
    const body = response.json() as UsersAndCustomerUsers;
    const emails = body.users.map((user) => user.email);
    expect(emails).toEqual(expect.arrayContaining(['admin@acme.test', 'analyst@acme.test', 'readonly@acme.test']));
    expect(emails).not.toContain('sysadmin@shelfsight.test');
    expect(body.customerUsers).toHaveLength(body.users.length);
    expect(body.users.find((user) => user.email === 'admin@acme.test')?.userRoles).toHaveLength(1);
  });

  it("lists the spec fields of each user, the API secret only in the caller's own row", async () => {
    const body = (await call('GET', `${base()}/users-and-customer-users`, admin)).json() as UsersAndCustomerUsers;
    const alice = body.users.find((user) => user.email === 'admin@acme.test');
    const andy = body.users.find((user) => user.email === 'analyst@acme.test');
    expect(alice).toMatchObject({ expirationDate: null, demoExpirationDate: null, needsToChangePassword: false });
    expect(alice?.roles.map((role) => role.name)).toEqual(['Administrators']);
    expect(alice?.roles[0]?.rolePrivileges.map((grant) => grant.privilegeType)).toContain('PARKER_ACCESS');
    expect(alice?.apiSecret).toMatch(/^[\w-]{20,}$/);
    expect(andy?.roles).toEqual([]);
    expect(andy?.apiSecret).toBeNull();
    // Nobody reads another user's secret, system admins included.
    const asSysadmin = (
      await call('GET', `${base()}/users-and-customer-users`, sysadmin)
    ).json() as UsersAndCustomerUsers;
    expect(asSysadmin.users.every((user) => user.apiSecret === null)).toBe(true);
  });

  it('adds a user who can then sign in with the given password and role', async () => {
    const roles = (await call('GET', `${base()}/roles-privileges-and-role-users`, admin)).json() as {
      roles: { id: number; name: string }[];
    };
    const pm = roles.roles.find((role) => role.name === 'Product managers');
    const response = await call('POST', `${base()}/user/add`, admin, {
      ...newUser('Nina@Acme.test'),
      roleIds: [pm?.id],
    });
    expect(response.statusCode).toBe(201);
    const added = (response.json() as UsersAndCustomerUsers).users.find((user) => user.email === 'nina@acme.test');
    expect(added?.userRoles.map((r) => r.roleId)).toEqual([pm?.id]);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nina@acme.test', password: 'Tidy-Harbour-Lamp-42' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.hasProductManagement).toBe(true);
  });

  it('edits roles, expiry and the active flag, and deactivates', async () => {
    const list = (await call('GET', `${base()}/users-and-customer-users`, admin)).json() as UsersAndCustomerUsers;
    const analystRow = list.users.find((user) => user.email === 'analyst@acme.test');
    const id = analystRow?.id ?? 0;
    const expiry = '2099-12-31T23:59:59.000Z';
    const edited = await call('POST', `${base()}/user/edit`, admin, {
      id,
      displayName: 'Andy A.',
      email: 'analyst@acme.test',
      roleIds: [],
      isActive: true,
      expirationDate: expiry,
    });
    expect(edited.statusCode).toBe(200);
    const row = (edited.json() as UsersAndCustomerUsers).users.find((user) => user.id === id);
    expect(row?.displayName).toBe('Andy A.');
    expect(row?.customerUser.expirationDate).toBe(expiry);
    const off = await call('POST', `${base()}/user/deactivate`, admin, { userId: id });
    expect((off.json() as UsersAndCustomerUsers).customerUsers.find((m) => m.userId === id)?.isActive).toBe(false);
    // Editing and deactivating end the member's access tokens at once (the scope guard would refuse
    // an inactive member with 403 too; see the customer-scope tests).
    expect((await call('GET', `${base()}/privileges`, analyst)).statusCode).toBe(401);
  });

  it('names the bad fields: password rules, e-mail, roles', async () => {
    const weak = await call('POST', `${base()}/user/add`, admin, { ...newUser('weak@acme.test'), password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.password).toBe(passwordRuleMessages.tooShort);
    const badEmail = await call('POST', `${base()}/user/add`, admin, { ...newUser('not-an-email'), displayName: '' });
    expect(badEmail.statusCode).toBe(400);
    expect(Object.keys(badEmail.json().fields)).toEqual(expect.arrayContaining(['email', 'displayName']));
    const taken = await call('POST', `${base()}/user/add`, admin, newUser('pm@acme.test'));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().fields.email).toBe(userManagementMessages.emailTaken);
    const foreignRole = await call('POST', `${base()}/user/add`, admin, {
      ...newUser('role@acme.test'),
      roleIds: [999],
    });
    expect(foreignRole.statusCode).toBe(422);
    expect(foreignRole.json().fields).toHaveProperty('roleIds');
  });

  it('lets only admins and system admins manage', async () => {
    expect((await call('GET', `${base()}/users-and-customer-users`, sysadmin)).statusCode).toBe(200);
    const pm = 'pm@acme.test';
    const refused = await call('GET', `${base()}/users-and-customer-users`, pm);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(userManagementMessages.adminsOnly);
    expect((await call('POST', `${base()}/user/add`, pm, newUser('x@acme.test'))).statusCode).toBe(403);
  });

  it('refuses every write of a read-only user with the read-only message', async () => {
    const response = await call('POST', `${base()}/user/add`, readonly, newUser('ro@acme.test'));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(userManagementMessages.readOnly);
    // Reading still works, and the user's own inbox stays theirs to tidy.
    expect((await call('GET', `${base()}/privileges`, readonly)).statusCode).toBe(200);
    const toggle = await t.app.inject({
      method: 'PATCH',
      url: `${base()}/notifications/toggle-is-read`,
      headers: bearer(await tokenOf(t.app, readonly)),
      payload: { isRead: true },
    });
    expect(toggle.statusCode).toBe(204);
  });

  it('answers 403 on another tenant', async () => {
    for (const [method, path, payload] of [
      ['GET', 'users-and-customer-users'],
      ['POST', 'user/add', newUser('other@brandco.test')],
      ['POST', 'user/edit', { ...newUser('other@brandco.test'), id: 1 }],
      ['POST', 'user/deactivate', { userId: 1 }],
    ] as const) {
      // Alice is a member of Brandco without the Administrators role there; Andy is no member.
      expect((await call(method, `${base(BRANDCO)}/${path}`, admin, payload)).statusCode, path).toBe(403);
      expect((await call(method, `${base(BRANDCO)}/${path}`, readonly, payload)).statusCode, path).toBe(403);
    }
  });
});
