import { rateLimitMessage } from '@shelfsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_LIMIT_WINDOW_MINUTES: '15',
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '2',
      RATE_LIMIT_SIGN_IN_PER_ADDRESS: '4',
      RATE_LIMIT_RESET_PER_ACCOUNT: '2',
      RATE_LIMIT_RESET_PER_ADDRESS: '3',
    },
  });
});
afterAll(async () => {
  await t.close();
});

const signIn = (email: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { email, password: 'wrong-password' } });
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
  it('limits attempts per account, whatever the address or the case of the e-mail', async () => {
    expect((await signIn('analyst@acme.test', '10.0.0.1')).statusCode).toBe(401);
    expect((await signIn('Analyst@Acme.test', '10.0.0.2')).statusCode).toBe(401);
    expectLimited(await signIn('analyst@acme.test', '10.0.0.3'));
    // Another account from the same address is still served.
    expect((await signIn('pm@acme.test', '10.0.0.1')).statusCode).toBe(401);
  });

  it('limits attempts per address across accounts', async () => {
    for (const email of ['a1@x.test', 'a2@x.test', 'a3@x.test', 'a4@x.test']) {
      expect((await signIn(email, '10.0.1.1')).statusCode).toBe(401);
    }
    expectLimited(await signIn('a5@x.test', '10.0.1.1'));
    expect((await signIn('a5@x.test', '10.0.1.2')).statusCode).toBe(401);
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
