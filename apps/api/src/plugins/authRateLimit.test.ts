import { MFA_CHALLENGE_COOKIE, rateLimitMessage } from '@shelfsight/contracts';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MFA_DEMO_SECRET } from '../seed/mfaDemo';
import { createTestApp, DEMO_LOGIN, type TestApp } from '../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_LIMIT_WINDOW_MINUTES: '15',
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '2',
      RATE_LIMIT_SIGN_IN_PER_ADDRESS: '4',
      RATE_LIMIT_SIGN_IN_ACCOUNT_CEILING: '5',
      RATE_LIMIT_RESET_PER_ACCOUNT: '2',
      RATE_LIMIT_RESET_PER_ADDRESS: '3',
    },
  });
});
afterAll(async () => {
  await t.close();
});

const signIn = (email: string, remoteAddress: string, password = 'wrong-password', deviceIdentifier?: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { email, password, deviceIdentifier } });
const sendEmail = (email: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password/send-email', remoteAddress, payload: { email } });

// The window starts with a key's first attempt, so the wait left is at most the 15-minute window.
function expectLimited(response: Awaited<ReturnType<typeof signIn>>) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(900);
  expect(response.json()).toEqual({
    statusCode: 429,
    error: 'Too Many Requests',
    message: rateLimitMessage(retryAfter),
  });
  expect(response.json().message).toMatch(/^Too many attempts\. Please try again in \d+ (minutes?|seconds?)\.$/);
}

describe('sign-in limits', () => {
  it("holds a guesser back at their address while the account's user signs in from another", async () => {
    expect((await signIn('analyst@acme.test', '10.0.0.1')).statusCode).toBe(401);
    expect((await signIn('Analyst@Acme.test', '10.0.0.1')).statusCode).toBe(401);
    expectLimited(await signIn('analyst@acme.test', '10.0.0.1'));
    // Refused before the password is checked: the right one is refused there too.
    expectLimited(await signIn('analyst@acme.test', '10.0.0.1', DEMO_LOGIN.password));
    expect((await signIn('analyst@acme.test', '10.0.0.2', DEMO_LOGIN.password)).statusCode).toBe(200);
    // Another account from the guesser's address is still served.
    expect((await signIn('pm@acme.test', '10.0.0.1')).statusCode).toBe(401);
  });

  it('limits failures per address across accounts, and counts failures only', async () => {
    for (let i = 0; i < 6; i += 1) {
      expect((await signIn('analyst@acme.test', '10.0.1.1', DEMO_LOGIN.password)).statusCode).toBe(200);
    }
    for (const email of ['a1@x.test', 'a2@x.test', 'a3@x.test', 'a4@x.test']) {
      expect((await signIn(email, '10.0.1.1')).statusCode).toBe(401);
    }
    expectLimited(await signIn('a5@x.test', '10.0.1.1'));
    expect((await signIn('a5@x.test', '10.0.1.2')).statusCode).toBe(401);
  });

  it("a success clears the account's failures at that address", async () => {
    expect((await signIn('pm@acme.test', '10.0.4.1')).statusCode).toBe(401);
    expect((await signIn('pm@acme.test', '10.0.4.1', DEMO_LOGIN.password)).statusCode).toBe(200);
    expect((await signIn('pm@acme.test', '10.0.4.1')).statusCode).toBe(401);
    expect((await signIn('pm@acme.test', '10.0.4.1', DEMO_LOGIN.password)).statusCode).toBe(200);
  });

  it('lets a known device in from an address that strangers have used up', async () => {
    const device = 'browser-of-the-admin-0001';
    expect((await signIn('admin@acme.test', '10.0.5.1', DEMO_LOGIN.password, device)).statusCode).toBe(200);
    for (const email of ['g1@x.test', 'g2@x.test', 'g3@x.test', 'g4@x.test']) {
      expect((await signIn(email, '10.0.5.1')).statusCode).toBe(401);
    }
    expectLimited(await signIn('admin@acme.test', '10.0.5.1', DEMO_LOGIN.password));
    expectLimited(await signIn('admin@acme.test', '10.0.5.1', DEMO_LOGIN.password, 'a-device-never-seen'));
    expect((await signIn('admin@acme.test', '10.0.5.1', DEMO_LOGIN.password, device)).statusCode).toBe(200);
  });

  it('meets guessing spread over addresses with an account-wide ceiling that known devices and the reset link pass', async () => {
    const email = 'readonly@acme.test';
    const device = 'browser-of-the-readonly-0001';
    expect((await signIn(email, '10.0.6.1', DEMO_LOGIN.password, device)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await signIn(email, `10.0.7.${i}`)).statusCode).toBe(401);
    // Past the ceiling: a clean address with the right password is refused ...
    expectLimited(await signIn(email, '10.0.8.1', DEMO_LOGIN.password));
    // ... the account's own browser is not ...
    expect((await signIn(email, '10.0.8.1', DEMO_LOGIN.password, device)).statusCode).toBe(200);
    // ... and a reset mail can still be asked for.
    expect((await sendEmail(email, '10.0.8.1')).statusCode).toBe(204);
  });

  it('counts wrong second-factor codes as failed sign-ins', async () => {
    const remoteAddress = '10.0.9.1';
    const password = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      payload: { email: 'mfa@acme.test', password: DEMO_LOGIN.password },
    });
    expect(password.statusCode).toBe(400);
    const challenge = password.cookies.find((cookie) => cookie.name === MFA_CHALLENGE_COOKIE)?.value ?? '';
    const wrongCode = (await generate({ secret: MFA_DEMO_SECRET })) === '000000' ? '111111' : '000000';
    const verify = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/mfa/verify',
        remoteAddress,
        cookies: { [MFA_CHALLENGE_COOKIE]: challenge },
        payload: { email: 'mfa@acme.test', code: wrongCode },
      });
    expect((await verify()).statusCode).toBe(400);
    expect((await verify()).statusCode).toBe(400);
    expectLimited(await verify());
  });

  it("counts the connection's address, not one a client claims in X-Forwarded-For", async () => {
    for (const email of ['f1@x.test', 'f2@x.test', 'f3@x.test', 'f4@x.test']) {
      expect((await signIn(email, '10.0.3.1')).statusCode).toBe(401);
    }
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.0.3.1',
      headers: { 'x-forwarded-for': '10.9.9.7' },
      payload: { email: 'f5@x.test', password: 'wrong-password' },
    });
    expectLimited(forged);
  });

  it('does not count malformed requests', async () => {
    for (let i = 0; i < 5; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.0.2.1',
        payload: {},
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await signIn('b1@x.test', '10.0.2.1')).statusCode).toBe(401);
  });
});

describe('reset limits', () => {
  it('limits reset mails per account', async () => {
    expect((await sendEmail('analyst@acme.test', '10.1.0.1')).statusCode).toBe(204);
    expect((await sendEmail('ANALYST@acme.test', '10.1.0.2')).statusCode).toBe(204);
    expectLimited(await sendEmail('analyst@acme.test', '10.1.0.3'));
  });

  it('limits reset calls per address, the link checks included', async () => {
    expect((await sendEmail('c1@x.test', '10.1.1.1')).statusCode).toBe(204);
    expect((await sendEmail('c2@x.test', '10.1.1.1')).statusCode).toBe(204);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/some-hash/validate',
      remoteAddress: '10.1.1.1',
    });
    expect(check.statusCode).toBe(404);
    expectLimited(await sendEmail('c3@x.test', '10.1.1.1'));
  });
});
