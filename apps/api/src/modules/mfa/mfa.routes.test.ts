import { MFA_CHALLENGE_COOKIE, mfaMessages } from '@shelfsight/contracts';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userMfa } from '../../db/schema/mfa';
import { MFA_DEMO_SECRET } from '../../seed/mfaDemo';
import { bearer, createTestApp, DEMO_LOGIN, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  // Sign-ins here outnumber the per-account limit; plugins/authRateLimit.test.ts checks the limit applies.
  t = await createTestApp({ env: { RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '100' } });
});
afterAll(async () => {
  await t.close();
});

const MFA_EMAIL = 'mfa@acme.test';
/** The demo secret until a test enrols again. */
let currentSecret = MFA_DEMO_SECRET;
const nextCode = (secret?: string) => generate({ secret: secret ?? currentSecret });
/** An accepted code spends its 30 s step; tests that sign in again forget that, as time passing would. */
const forgetUsedCodes = () => t.app.db.update(userMfa).set({ lastTimeStep: null });

async function passwordStep(email = MFA_EMAIL, deviceIdentifier = 'device-a') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: DEMO_LOGIN.password, deviceIdentifier },
  });
  const challenge = response.cookies.find((cookie) => cookie.name === MFA_CHALLENGE_COOKIE)?.value;
  return { response, challenge };
}

const verify = (challenge: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/mfa/verify',
    payload: { email: MFA_EMAIL, deviceIdentifier: 'device-a', ...payload },
    ...(challenge ? { cookies: { [MFA_CHALLENGE_COOKIE]: challenge } } : {}),
  });

describe('sign-in with MFA', () => {
  it('answers 400 Mfa_expired with a challenge cookie and no tokens after the password', async () => {
    const { response, challenge } = await passwordStep();
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Mfa_expired');
    expect(response.json().token).toBeUndefined();
    expect(response.cookies.some((cookie) => cookie.name === 'shelfsight_refresh')).toBe(false);
    expect(challenge?.length).toBeGreaterThan(30);
  });

  it('refuses a code without the password step, and a wrong code naming the field', async () => {
    const alone = await verify(undefined, { code: await nextCode() });
    expect(alone.statusCode).toBe(410);
    const { challenge } = await passwordStep();
    const wrong = await verify(challenge, { code: '000000' === (await nextCode()) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ code: mfaMessages.invalidCode });
    const neither = await verify(challenge, {});
    expect(neither.statusCode).toBe(400);
    expect(Object.keys(neither.json().fields)).toContain('code');
  });

  it('signs in with a current code, spends the challenge and trusts the device when asked', async () => {
    const { challenge } = await passwordStep();
    const ok = await verify(challenge, { code: await nextCode(), trustDevice: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe(MFA_EMAIL);
    expect(ok.cookies.some((cookie) => cookie.name === 'shelfsight_refresh')).toBe(true);
    // The same challenge cannot be spent twice.
    expect((await verify(challenge, { code: await nextCode() })).statusCode).toBe(410);
    // The trusted device skips the step; another device does not.
    expect((await passwordStep(MFA_EMAIL, 'device-a')).response.statusCode).toBe(200);
    expect((await passwordStep(MFA_EMAIL, 'device-b')).response.statusCode).toBe(400);
  });

  it('refuses a code that was already used', async () => {
    await forgetUsedCodes();
    const code = await nextCode();
    const first = await passwordStep(MFA_EMAIL, 'device-c');
    expect((await verify(first.challenge, { code, deviceIdentifier: 'device-c' })).statusCode).toBe(200);
    const second = await passwordStep(MFA_EMAIL, 'device-c');
    const replay = await verify(second.challenge, { code, deviceIdentifier: 'device-c' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().fields).toEqual({ code: mfaMessages.invalidCode });
  });

  it('accepts each recovery code once', async () => {
    const { token } = await signInWithCode('device-r');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/remove',
      headers: bearer(token),
      payload: { password: DEMO_LOGIN.password },
    });
    const codes = await enrol(token);
    const { challenge } = await passwordStep(MFA_EMAIL, 'device-r');
    const used = await verify(challenge, { recoveryCode: codes[0]?.toUpperCase(), deviceIdentifier: 'device-r' });
    expect(used.statusCode).toBe(200);
    const again = await passwordStep(MFA_EMAIL, 'device-r');
    const reused = await verify(again.challenge, { recoveryCode: codes[0], deviceIdentifier: 'device-r' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().fields).toEqual({ recoveryCode: mfaMessages.invalidRecoveryCode });
    const status = await t.app.inject({ method: 'GET', url: '/api/auth/mfa', headers: bearer(token) });
    expect(status.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 9 });
  });
});

async function signInWithCode(deviceIdentifier: string) {
  await forgetUsedCodes();
  const { challenge } = await passwordStep(MFA_EMAIL, deviceIdentifier);
  const response = await verify(challenge, { code: await nextCode(), deviceIdentifier });
  expect(response.statusCode).toBe(200);
  return response.json() as { token: string };
}

/** Enrols the signed-in MFA user again and answers the recovery codes; the secret becomes this one. */
async function enrol(token: string): Promise<string[]> {
  const started = await t.app.inject({ method: 'POST', url: '/api/auth/mfa/enrolment', headers: bearer(token) });
  expect(started.statusCode).toBe(200);
  const { secret } = started.json() as { secret: string };
  currentSecret = secret;
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/auth/mfa/enrolment/confirm',
    headers: bearer(token),
    payload: { code: await generate({ secret }) },
  });
  expect(confirmed.statusCode).toBe(200);
  return (confirmed.json() as { recoveryCodes: string[] }).recoveryCodes;
}
