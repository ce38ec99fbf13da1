import { MFA_CHALLENGE_COOKIE, mfaMessages } from '@shelfsight/contracts';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userMfa } from '../../db/schema/mfa';
import { createTestApp, DEMO_LOGIN, login, signedInCaller, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const forgetUsedCodes = () => t.app.db.update(userMfa).set({ lastTimeStep: null });
const call = signedInCaller(() => t.app);

async function passwordThenCode(email: string, secret: string, deviceIdentifier: string, trustDevice = false) {
  await forgetUsedCodes();
  const first = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: DEMO_LOGIN.password, deviceIdentifier },
  });
  expect(first.statusCode).toBe(400);
  const challenge = first.cookies.find((cookie) => cookie.name === MFA_CHALLENGE_COOKIE)?.value ?? '';
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/mfa/verify',
    payload: { email, code: await generate({ secret }), deviceIdentifier, trustDevice },
    cookies: { [MFA_CHALLENGE_COOKIE]: challenge },
  });
}

describe('MFA enrolment and removal', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/mfa/enrolment' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/mfa/trusted-devices' })).statusCode).toBe(401);
  });

  it('enrols with a QR code, refuses a wrong or malformed code, then asks for it at sign-in', async () => {
    const { token } = await login(t.app, 'analyst@acme.test');
    expect((await call('GET', '/api/auth/mfa', token)).json()).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
    const started = await call('POST', '/api/auth/mfa/enrolment', token);
    expect(started.statusCode).toBe(200);
    const { secret, otpauthUri, qrDataUrl } = started.json() as Record<string, string>;
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Shelfsight:analyst%40acme\.test\?.*secret=/);
    expect(qrDataUrl?.startsWith('data:image/png;base64,')).toBe(true);

    const malformed = await call('POST', '/api/auth/mfa/enrolment/confirm', token, { code: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().fields)).toEqual(['code']);
    const good = await generate({ secret: secret ?? '' });
    const wrong = await call('POST', '/api/auth/mfa/enrolment/confirm', token, {
      code: good === '123456' ? '654321' : '123456',
    });
    expect(wrong.json().fields).toEqual({ code: mfaMessages.invalidCode });

    const confirmed = await call('POST', '/api/auth/mfa/enrolment/confirm', token, { code: good });
    expect(confirmed.statusCode).toBe(200);
    const codes = (confirmed.json() as { recoveryCodes: string[] }).recoveryCodes;
    expect(new Set(codes).size).toBe(10);
    const stored = await t.app.db.select().from(userMfa);
    expect(stored.some((row) => row.enabledAt !== null && row.secret === secret)).toBe(true);
    expect((await call('POST', '/api/auth/mfa/enrolment', token)).statusCode).toBe(409);

    await expect(login(t.app, 'analyst@acme.test')).rejects.toThrow(/Mfa_expired/);
    expect((await passwordThenCode('analyst@acme.test', secret ?? '', 'laptop')).statusCode).toBe(200);
  });

  it('removes MFA only with the right password or a current code', async () => {
    const { token } = await login(t.app, 'pm@acme.test');
    const { secret } = (await call('POST', '/api/auth/mfa/enrolment', token)).json() as { secret: string };
    await call('POST', '/api/auth/mfa/enrolment/confirm', token, { code: await generate({ secret }) });

    const nothing = await call('POST', '/api/auth/mfa/remove', token, {});
    expect(nothing.json().fields).toEqual({ code: mfaMessages.codeOrPassword });
    const wrongPassword = await call('POST', '/api/auth/mfa/remove', token, { password: 'not-it' });
    expect(wrongPassword.json().fields).toEqual({ password: mfaMessages.invalidPassword });
    expect((await call('GET', '/api/auth/mfa', token)).json().enabled).toBe(true);

    await forgetUsedCodes();
    const removed = await call('POST', '/api/auth/mfa/remove', token, { code: await generate({ secret }) });
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', '/api/auth/mfa', token)).json().enabled).toBe(false);
    expect((await login(t.app, 'pm@acme.test')).token).toBeTruthy();
  });
});

describe('trusted devices', () => {
  it('lists the own devices and revokes them, never another user’s', async () => {
    const { token } = (
      await passwordThenCode('mfa@acme.test', 'SHELFSIGHTDEMOMFASECRET234567ABC', 'desk', true)
    ).json();
    const list = await call('GET', '/api/auth/mfa/trusted-devices', token);
    const devices = (list.json() as { devices: { id: number; label: string; expiresAt: string }[] }).devices;
    expect(devices).toHaveLength(1);
    const days = (new Date(devices[0]?.expiresAt ?? 0).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const other = await login(t.app, 'admin@acme.test');
    expect((await call('DELETE', `/api/auth/mfa/trusted-devices/${devices[0]?.id}`, other.token)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/auth/mfa/trusted-devices/abc', token)).json().fields).toHaveProperty('id');

    expect((await call('DELETE', `/api/auth/mfa/trusted-devices/${devices[0]?.id}`, token)).statusCode).toBe(204);
    expect((await call('GET', '/api/auth/mfa/trusted-devices', token)).json().devices).toEqual([]);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'mfa@acme.test', password: DEMO_LOGIN.password, deviceIdentifier: 'desk' },
    });
    expect(again.json().message).toBe('Mfa_expired');
  });
});
