import { passwordRuleMessages } from '@shelfsight/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, DEMO_LOGIN, login, type TestApp } from '../../test/testApp';
import { changePasswordMessages } from './changePassword.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'Quartz-Meadow-Kettle-4';
const change = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
const fieldsOf = (response: { json: <T>() => T }) => response.json<{ fields: Record<string, string> }>().fields;

describe('POST /api/auth/change-password', () => {
  it('names the wrong current password, the broken rule and the mismatch', async () => {
    const { token } = await login(t.app, 'pm@acme.test');
    const wrong = await change(token, {
      currentPassword: 'nope',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(fieldsOf(wrong)).toEqual({ currentPassword: changePasswordMessages.wrongCurrent });
    const short = await change(token, {
      currentPassword: DEMO_LOGIN.password,
      password: 'short',
      confirmPassword: 'x',
    });
    expect(fieldsOf(short)).toEqual({
      password: passwordRuleMessages.tooShort,
      confirmPassword: passwordRuleMessages.confirmMismatch,
    });
    const missing = await change(token, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toHaveProperty('currentPassword');
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/change-password', payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it('stores the new password and clears the forced-change flag', async () => {
    await t.app.db.update(users).set({ needsToChangePassword: true }).where(eq(users.email, 'analyst@acme.test'));
    const { token } = await login(t.app, 'analyst@acme.test');
    const response = await change(token, {
      currentPassword: DEMO_LOGIN.password,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(204);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'analyst@acme.test', password: NEW_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json<{ user: { needsToChangePassword: boolean } }>().user.needsToChangePassword).toBe(false);
  });
});
