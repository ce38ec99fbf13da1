import { REFRESH_TOKEN_COOKIE } from '@shelfsight/contracts';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_LOGIN, login, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { [REFRESH_TOKEN_COOKIE]: refreshToken } });
const currentUser = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers: token ? { authorization: `Bearer ${token}` } : {} });
const cookieOf = (response: { cookies: { name: string; value: string; path?: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === REFRESH_TOKEN_COOKIE);

describe('POST /api/login', () => {
  it('signs an admin in with token, user, scopes and an httpOnly refresh cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'Admin@Acme.test', password: DEMO_LOGIN.password, deviceIdentifier: 'laptop-1' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.v1RedirectUrl).toBeNull();
    expect(body.user).toMatchObject({ email: 'admin@acme.test', isAdmin: true, isSystemAdmin: false });
    expect(body.user.roles.map((role: { name: string }) => role.name)).toEqual(['Administrators']);
    // Acme Retail has Parker enabled and its administrators hold PARKER_ACCESS.
    expect(body.user.hasParkerAccess).toBe(true);
    // Acme Retail has the image similarity module on (seed.ts): its tiles show.
    expect(body.scopes).toEqual({
      'system-admin': false,
      admin: true,
      'admin-or-product-manager': true,
      'no-custom-pricing': true,
      'module:image-similarity': true,
    });
    const cookie = response.cookies.find((c) => c.name === REFRESH_TOKEN_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
  });

  it('derives product management from the role privileges of pm@acme.test', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'pm@acme.test', password: DEMO_LOGIN.password },
    });
    const body = response.json();
    expect(body.user.hasProductManagement).toBe(true);
    expect(body.user.hasParkerAccess).toBe(false);
    expect(body.user.isAdmin).toBe(false);
    expect(body.user.roles[0].rolePrivileges[0]).toMatchObject({ privilegeType: 'PRODUCT_MANAGEMENT' });
    expect(body.scopes).toMatchObject({ admin: false, 'admin-or-product-manager': true });
  });

  it('answers 401 Invalid credentials for a wrong password and for an unknown email', async () => {
    for (const payload of [
      { email: 'analyst@acme.test', password: 'wrong-password' },
      { email: 'nobody@acme.test', password: DEMO_LOGIN.password },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/login', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Invalid credentials' });
      expect(cookieOf(response)).toBeUndefined();
    }
  });

  it('answers 400 naming the email field for a malformed email', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'not-an-email', password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.fields).toEqual({ email: 'Invalid email address' });
    expect(body.message).toContain('email');
  });
});

describe('refresh-token rotation', () => {
  it('rotates: the new cookie works, the old one is spent', async () => {
    const { refreshToken } = await login(t.app, 'analyst@acme.test');
    const first = await refresh(refreshToken);
    expect(first.statusCode).toBe(200);
    const next = cookieOf(first)?.value ?? '';
    expect(next).not.toBe('');
    expect(next).not.toBe(refreshToken);
    const { token } = first.json();
    expect((await currentUser(token)).json().user.email).toBe('analyst@acme.test');
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('revokes the whole family when a spent token is presented again', async () => {
    const { refreshToken } = await login(t.app, 'analyst@acme.test');
    const rotated = cookieOf(await refresh(refreshToken))?.value ?? '';
    const reuse = await refresh(refreshToken);
    expect(reuse.statusCode).toBe(401);
    // The legitimate successor dies with the family.
    expect((await refresh(rotated)).statusCode).toBe(401);
  });

  it('answers 401 without a cookie or with an unknown one', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh-token' })).statusCode).toBe(401);
    expect((await refresh('made-up-token')).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the refresh token and clears the cookie', async () => {
    const { refreshToken } = await login(t.app, 'pm@acme.test');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [REFRESH_TOKEN_COOKIE]: refreshToken },
    });
    expect(response.statusCode).toBe(204);
    const cleared = cookieOf(response);
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/api/auth');
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });
});

describe('GET /api/auth/user', () => {
  it('answers the user and scopes for a valid token', async () => {
    const { token } = await login(t.app, 'sysadmin@shelfsight.test');
    const response = await currentUser(token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ email: 'sysadmin@shelfsight.test', isSystemAdmin: true, roles: [] });
    expect(body.scopes).toMatchObject({ 'system-admin': true, admin: false, 'admin-or-product-manager': true });
  });

  it('answers 401 without a token or with a forged one', async () => {
    const missing = await currentUser();
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    const { token } = await login(t.app, 'analyst@acme.test');
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await currentUser(forged)).statusCode).toBe(401);
  });

  it('answers 401 for a token without exp, even one signed with the server secret', async () => {
    const { token } = await login(t.app, 'analyst@acme.test');
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    const { exp: _exp, ...withoutExp } = claims;
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const endless = await new SignJWT(withoutExp).setProtectedHeader({ alg: 'HS256' }).sign(key);
    expect((await currentUser(endless)).statusCode).toBe(401);
    // The same claims with an exp pass, so the refusal is about exp alone.
    const bounded = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(key);
    expect((await currentUser(bounded)).statusCode).toBe(200);
  });
});
