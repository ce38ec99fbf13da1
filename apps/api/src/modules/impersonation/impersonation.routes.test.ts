import { REFRESH_TOKEN_COOKIE } from '@shelfsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const loginAs = (token: string, email: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login-as',
    headers: { ...bearer(token), 'user-agent': 'test-agent/1' },
    payload: { email },
  });
const restore = (currentToken: string, adminToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login-as/restore',
    headers: bearer(currentToken),
    payload: { token: adminToken },
  });

describe('login-as', () => {
  it('lets a system admin sign in as a user, records it and lists it', async () => {
    const admin = await login(t.app, 'sysadmin@shelfsight.test');
    const response = await loginAs(admin.token, 'analyst@acme.test');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; user: { email: string } }>();
    expect(body.user.email).toBe('analyst@acme.test');
    expect(response.cookies.some((cookie) => cookie.name === REFRESH_TOKEN_COOKIE && cookie.value)).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(body.token) });
    expect(me.json<{ user: { email: string } }>().user.email).toBe('analyst@acme.test');

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/impersonations', headers: bearer(admin.token) });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ impersonations: unknown[] }>().impersonations[0]).toMatchObject({
      adminEmail: 'sysadmin@shelfsight.test',
      targetEmail: 'analyst@acme.test',
      userAgent: 'test-agent/1',
    });
  });

  it('refuses everyone but system admins, and the list too', async () => {
    const admin = await login(t.app, 'admin@acme.test');
    const response = await loginAs(admin.token, 'analyst@acme.test');
    expect(response.statusCode).toBe(403);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/impersonations', headers: bearer(admin.token) });
    expect(list.statusCode).toBe(403);
  });

  it('names the field of a bad or unknown e-mail', async () => {
    const admin = await login(t.app, 'sysadmin@shelfsight.test');
    const bad = await loginAs(admin.token, 'not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fields: Record<string, string> }>().fields).toHaveProperty('email');
    const unknown = await loginAs(admin.token, 'nobody@acme.test');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ fields: Record<string, string> }>().fields).toHaveProperty('email');
  });
});

describe('switching back', () => {
  it('gives the admin a fresh session when the admin logged in as the caller', async () => {
    const admin = await login(t.app, 'sysadmin@shelfsight.test');
    const target = (await loginAs(admin.token, 'pm@acme.test')).json<{ token: string }>();
    const response = await restore(target.token, admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: { email: string } }>().user.email).toBe('sysadmin@shelfsight.test');
    const refresh = response.cookies.find((cookie) => cookie.name === REFRESH_TOKEN_COOKIE);
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      cookies: { [REFRESH_TOKEN_COOKIE]: refresh?.value ?? '' },
    });
    expect(rotated.statusCode).toBe(200);
  });

  it('refuses an admin token without a matching login-as, and a non-admin token', async () => {
    const admin = await login(t.app, 'sysadmin@shelfsight.test');
    const analyst = await login(t.app, 'analyst@acme.test');
    // The admin never logged in as admin@acme.test after this token was issued.
    const other = await login(t.app, 'admin@acme.test');
    expect((await restore(other.token, admin.token)).statusCode).toBe(403);
    expect((await restore(other.token, analyst.token)).statusCode).toBe(403);
    const forged = await restore(other.token, 'not-a-token');
    expect(forged.statusCode).toBe(401);
    expect(forged.json<{ fields: Record<string, string> }>().fields).toHaveProperty('token');
  });
});
