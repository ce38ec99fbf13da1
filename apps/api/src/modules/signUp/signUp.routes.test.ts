import {
  type LoginResponse,
  passwordRuleMessages,
  rateLimitMessage,
  REFRESH_TOKEN_COOKIE,
  signUpMessages,
  TRIAL_DAYS,
} from '@shelfsight/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, customerUsers, roles, userRoles, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';
import { validForm } from './testForm';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SIGN_UP_PER_ACCOUNT: '2', RATE_LIMIT_SIGN_UP_PER_ADDRESS: '3' } });
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
// Each test submits from its own address, so the per-address limit of one test never reaches another.
const post = (url: string, payload: object, remoteAddress = '10.1.0.1') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });
const validate = (payload: object) => post('/api/validate-hub-spot-sign-up-submission', payload);
const submit = (payload: object, remoteAddress?: string) => post('/api/sign-up/submit', payload, remoteAddress);
const userCount = async () => (await t.app.db.select({ n: count() }).from(users))[0]?.n ?? 0;

describe('POST /api/validate-hub-spot-sign-up-submission', () => {
  it('answers 200 for a complete form', async () => {
    const response = await validate(validForm('ok@northwind.test'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: true });
  });

  it.each([
    ['companyName', { companyName: '  ' }, signUpMessages.companyNameRequired],
    ['fullName', { fullName: '' }, signUpMessages.fullNameRequired],
    ['email', { email: '' }, signUpMessages.emailRequired],
    ['email', { email: 'nora@' }, signUpMessages.emailInvalid],
    ['password', { password: 'Short-1', confirmPassword: 'Short-1' }, passwordRuleMessages.tooShort],
    ['password', { password: 'qwertyuiop', confirmPassword: 'qwertyuiop' }, passwordRuleMessages.common],
    [
      'password',
      { password: 'rule@northwind.test', confirmPassword: 'rule@northwind.test' },
      passwordRuleMessages.sameAsEmail,
    ],
    ['confirmPassword', { confirmPassword: 'Plum-Harbour-Lantern-8' }, passwordRuleMessages.confirmMismatch],
    ['termsAccepted', { termsAccepted: false }, signUpMessages.termsRequired],
  ])('answers 422 naming %s with its text', async (field, override, text) => {
    const response = await validate(validForm('rule@northwind.test', override));
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({ [field]: text });
  });

  it('names every failing field at once', async () => {
    const response = await validate({ ...validForm(''), companyName: '', fullName: '', termsAccepted: false });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().fields).sort()).toEqual(['companyName', 'email', 'fullName', 'termsAccepted']);
  });

  it('refuses an address already registered, whatever its case', async () => {
    const response = await validate(validForm('Admin@Acme.test'));
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({ email: signUpMessages.emailTaken });
  });

  it('answers 400 naming the field of a body with the wrong shape', async () => {
    const wrongType = await validate({ ...validForm('shape@northwind.test'), termsAccepted: 'yes' });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json().fields)).toEqual(['termsAccepted']);
    const { companyName: _missing, ...withoutCompany } = validForm('shape@northwind.test');
    const missing = await validate(withoutCompany);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(['companyName']);
  });
});

describe('POST /api/sign-up/submit', () => {
  it('creates the user and a TRIAL customer with the user as Administrator, and signs in', async () => {
    const response = await submit(validForm('Nora@Northwind.test'), '10.1.1.1');
    expect(response.statusCode).toBe(201);
    const body = response.json() as LoginResponse;
    expect(body.user).toMatchObject({ email: 'nora@northwind.test', displayName: 'Nora Lindqvist', isAdmin: true });
    expect(body.user.demoExpirationDate).toBeNull();
    expect(body.scopes.admin).toBe(true);
    expect(body.v1RedirectUrl).toBeNull();
    expect(response.cookies.some((cookie) => cookie.name === REFRESH_TOKEN_COOKIE)).toBe(true);

    const [customer] = await t.app.db
      .select()
      .from(customers)
      .innerJoin(customerUsers, eq(customerUsers.customerId, customers.id))
      .where(eq(customerUsers.userId, body.user.id));
    expect(customer?.customers).toMatchObject({ name: 'Northwind Traders', accountType: 'TRIAL' });
    const until = (customer?.customers.activeUntil?.getTime() ?? 0) - Date.now();
    expect(until).toBeGreaterThan((TRIAL_DAYS - 1) * DAY_MS);
    expect(until).toBeLessThanOrEqual(TRIAL_DAYS * DAY_MS);
    const held = await t.app.db
      .select({ name: roles.name, type: roles.type })
      .from(userRoles)
      .innerJoin(roles, and(eq(roles.customerId, userRoles.customerId), eq(roles.id, userRoles.roleId)))
      .where(eq(userRoles.userId, body.user.id));
    expect(held).toEqual([{ name: 'Administrators', type: 'SYSTEM' }]);

    // The token works, and the new customer is the user's only one.
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/customer/get-all',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(Object.values(all.json())).toEqual([
      expect.objectContaining({ id: customer?.customers.id, accountType: 'TRIAL' }),
    ]);
  });

  it('lets the new user sign in with the chosen password', async () => {
    expect((await submit(validForm('sam@northwind.test'), '10.1.2.1')).statusCode).toBe(201);
    const signIn = await post('/api/login', { email: 'sam@northwind.test', password: 'Plum-Harbour-Lantern-7' });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.isAdmin).toBe(true);
  });

  it('validates again and creates nothing for a bad form or a taken address', async () => {
    const before = await userCount();
    const badForm = validForm('bad@northwind.test', {
      password: 'short',
      confirmPassword: 'short',
      termsAccepted: false,
    });
    const bad = await submit(badForm, '10.1.3.1');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual({
      password: passwordRuleMessages.tooShort,
      termsAccepted: signUpMessages.termsRequired,
    });
    const taken = await submit(validForm('analyst@acme.test'), '10.1.3.1');
    expect(taken.statusCode).toBe(422);
    expect(taken.json().fields).toEqual({ email: signUpMessages.emailTaken });
    expect(await userCount()).toBe(before);
  });

  it('answers 429 after too many submissions for one e-mail, from any address', async () => {
    const form = validForm('limit@northwind.test', { termsAccepted: false });
    expect((await submit(form, '10.1.4.1')).statusCode).toBe(422);
    expect((await submit(form, '10.1.4.2')).statusCode).toBe(422);
    const limited = await submit(form, '10.1.4.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(rateLimitMessage(Number(limited.headers['retry-after'])));
  });

  it('answers 429 after too many submissions from one address, for any e-mail', async () => {
    for (const email of ['a1@northwind.test', 'a2@northwind.test', 'a3@northwind.test']) {
      expect((await submit(validForm(email, { termsAccepted: false }), '10.1.5.1')).statusCode).toBe(422);
    }
    expect((await submit(validForm('a4@northwind.test'), '10.1.5.1')).statusCode).toBe(429);
    expect((await submit(validForm('a4@northwind.test'), '10.1.5.2')).statusCode).toBe(201);
  });
});
