import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { REFRESH_TOKEN_COOKIE, userManagementMessages } from '@shelfsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_LOGIN, login, signedInCaller, type TestApp } from '../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://shelfsight.example/' } });
});
afterAll(async () => {
  await t.close();
});

const ACME = 1;
const base = `/api/customer/${ACME}`;
const call = signedInCaller(() => t.app);
const me = (token: string) => call('GET', '/api/auth/user', token);
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { [REFRESH_TOKEN_COOKIE]: refreshToken } });

async function userId(email: string): Promise<number> {
  const { token } = await login(t.app, email);
  return (await me(token)).json().user.id as number;
}

async function privilegeId(adminToken: string, type: string): Promise<number> {
  const list = (await call('GET', `${base}/privileges`, adminToken)).json() as { id: number; type: string }[];
  return list.find((privilege) => privilege.type === type)?.id ?? 0;
}

describe('session version: tokens issued before a bump answer 401 at once', () => {
  it('a password change ends earlier tokens; the refresh token gets one of the current version', async () => {
    const { token, refreshToken } = await login(t.app, 'pm@acme.test');
    const other = await login(t.app, 'pm@acme.test');
    expect((await me(other.token)).statusCode).toBe(200);
    const changed = await call('POST', '/api/auth/change-password', token, {
      currentPassword: DEMO_LOGIN.password,
      password: 'Amber-Quay-Kettle-93',
      confirmPassword: 'Amber-Quay-Kettle-93',
    });
    expect(changed.statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other.token)).statusCode).toBe(401);
    const renewed = await refresh(refreshToken);
    expect(renewed.statusCode).toBe(200);
    expect((await me(renewed.json().token)).statusCode).toBe(200);
  });

  it('a password reset ends earlier tokens', async () => {
    const { token } = await login(t.app, 'readonly@acme.test');
    expect((await me(token)).statusCode).toBe(200);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/send-email',
      payload: { email: 'readonly@acme.test' },
    });
    expect(sent.statusCode).toBe(204);
    const files = (await readdir(t.config.outboxDir)).sort();
    const mail = (await readFile(path.join(t.config.outboxDir, files.at(-1) ?? ''), 'utf8'))
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const hash = /reset-password\/\?hash=([\w%-]+)/.exec(mail)?.[1] ?? '';
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${hash}`,
      payload: { password: 'Pine-Lantern-Harbour-5', confirmPassword: 'Pine-Lantern-Harbour-5' },
    });
    expect(reset.statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('signing out (a revoked refresh family) ends earlier tokens', async () => {
    const { token, refreshToken } = await login(t.app, 'admin@brandco.test').catch(() =>
      login(t.app, 'admin@acme.test'),
    );
    expect((await me(token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [REFRESH_TOKEN_COOKIE]: refreshToken },
    });
    expect(out.statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('a reused refresh token revokes its family and ends earlier tokens', async () => {
    const { token, refreshToken } = await login(t.app, 'admin@acme.test');
    expect((await refresh(refreshToken)).statusCode).toBe(200);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('deactivation, a membership edit and a role change each end the member’s tokens', async () => {
    const admin = (await login(t.app, 'admin@acme.test')).token;
    const analystId = await userId('analyst@acme.test');
    const edit = (token: string, roleIds: number[], isActive = true) =>
      call('POST', `${base}/user/edit`, token, {
        id: analystId,
        displayName: 'Analyst',
        email: 'analyst@acme.test',
        roleIds,
        isActive,
        expirationDate: null,
      });
    // A new role given to the analyst: the edit itself ends the analyst's tokens.
    const before = (await login(t.app, 'analyst@acme.test')).token;
    const added = await call('POST', `${base}/role/add`, admin, { name: 'Session team', privileges: [] });
    expect(added.statusCode).toBe(201);
    const roleId =
      (added.json().roles as { id: number; name: string }[]).find((role) => role.name === 'Session team')?.id ?? 0;
    expect((await edit(admin, [roleId])).statusCode).toBe(200);
    expect((await me(before)).statusCode).toBe(401);
    // Changing the privileges of a role the analyst holds ends them too.
    const holder = (await login(t.app, 'analyst@acme.test')).token;
    expect((await me(holder)).statusCode).toBe(200);
    const changed = await call('POST', `${base}/role/edit`, admin, {
      id: roleId,
      name: 'Session team',
      privileges: [{ privilegeId: await privilegeId(admin, 'PRODUCT_MANAGEMENT') }],
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(holder)).statusCode).toBe(401);
    // Deleting it as well.
    const again = (await login(t.app, 'analyst@acme.test')).token;
    expect((await call('DELETE', `${base}/role/${roleId}`, admin)).statusCode).toBe(200);
    expect((await me(again)).statusCode).toBe(401);
    // And deactivation.
    const last = (await login(t.app, 'analyst@acme.test')).token;
    expect((await call('POST', `${base}/user/deactivate`, admin, { userId: analystId })).statusCode).toBe(200);
    expect((await me(last)).statusCode).toBe(401);
    expect((await edit(admin, [])).statusCode).toBe(200);
  });
});

describe('access cache: every write that changes access is seen by the next request', () => {
  it('a role’s privileges: granting READ_ONLY refuses the holder’s next write', async () => {
    const admin = (await login(t.app, 'admin@acme.test')).token;
    const added = await call('POST', `${base}/role/add`, admin, { name: 'Cache team', privileges: [] });
    const roleId =
      (added.json().roles as { id: number; name: string }[]).find((role) => role.name === 'Cache team')?.id ?? 0;
    // The admin holds it too; a write by the admin warms the cached grants.
    const adminId = (await me(admin)).json().user.id as number;
    const adminRoles = ((await me(admin)).json().user.roles as { id: number }[]).map((role) => role.id);
    expect(
      (
        await call('POST', `${base}/user/edit`, admin, {
          id: adminId,
          displayName: 'Admin',
          email: 'admin@acme.test',
          roleIds: [...adminRoles, roleId],
          isActive: true,
          expirationDate: null,
        })
      ).statusCode,
    ).toBe(200);
    const warm = (await login(t.app, 'admin@acme.test')).token;
    expect((await call('POST', `${base}/role/add`, warm, { name: 'Warm-up role', privileges: [] })).statusCode).toBe(
      201,
    );
    // Granting READ_ONLY to a role the admin holds.
    const granted = await call('POST', `${base}/role/edit`, warm, {
      id: roleId,
      name: 'Cache team',
      privileges: [{ privilegeId: await privilegeId(warm, 'READ_ONLY') }],
    });
    expect(granted.statusCode).toBe(200);
    const next = (await login(t.app, 'admin@acme.test')).token;
    const refused = await call('POST', `${base}/role/add`, next, { name: 'After grant', privileges: [] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(userManagementMessages.readOnly);
    // Undo as the system admin, so the other tests keep an administrator.
    const sys = (await login(t.app, 'sysadmin@shelfsight.test')).token;
    expect((await call('DELETE', `${base}/role/${roleId}`, sys)).statusCode).toBe(200);
    const after = (await login(t.app, 'admin@acme.test')).token;
    expect((await call('POST', `${base}/role/add`, after, { name: 'After undo', privileges: [] })).statusCode).toBe(
      201,
    );
  });

  it('a user’s account and roles: the current-user answer changes at once', async () => {
    const sys = (await login(t.app, 'admin@acme.test')).token;
    const analystId = await userId('analyst@acme.test');
    const token = (await login(t.app, 'analyst@acme.test')).token;
    expect((await me(token)).json().user.displayName).not.toBe('Renamed Analyst');
    const roles = (await call('GET', `${base}/roles-privileges-and-role-users`, sys)).json().roles as {
      id: number;
      name: string;
    }[];
    const pmRole = roles.find((role) => role.name === 'Product managers')?.id ?? 0;
    expect(
      (
        await call('POST', `${base}/user/edit`, sys, {
          id: analystId,
          displayName: 'Renamed Analyst',
          email: 'analyst@acme.test',
          roleIds: [pmRole],
          isActive: true,
          expirationDate: null,
        })
      ).statusCode,
    ).toBe(200);
    const fresh = (await login(t.app, 'analyst@acme.test')).token;
    const body = (await me(fresh)).json();
    expect(body.user.displayName).toBe('Renamed Analyst');
    expect(body.user.hasProductManagement).toBe(true);
  });
});
