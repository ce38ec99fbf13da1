import { authErrorMessages, DEMO_DAYS, type LoginResponse, signUpMessages } from '@shelfsight/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, customerUsers, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/testApp';
import { validForm } from './testForm';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const PASSWORD = 'Plum-Harbour-Lantern-7';
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const activate = (email: string, overrides = {}) =>
  post('/api/demo/submit', validForm(email, { companyName: 'Demo Foods', ...overrides }));
const signIn = (email: string) => post('/api/login', { email, password: PASSWORD });

async function customerOf(userId: number) {
  const [row] = await t.app.db
    .select({ customer: customers })
    .from(customerUsers)
    .innerJoin(customers, eq(customers.id, customerUsers.customerId))
    .where(eq(customerUsers.userId, userId));
  if (!row) throw new Error(`user ${userId} has no customer`);
  return row.customer;
}

describe('POST /api/validate-hub-spot-demo-submission', () => {
  it('answers 200 for a complete form and 422 naming the failing fields', async () => {
    expect((await post('/api/validate-hub-spot-demo-submission', validForm('check@demo.test'))).statusCode).toBe(200);
    const bad = await post('/api/validate-hub-spot-demo-submission', validForm('pm@acme.test', { fullName: ' ' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual({ email: signUpMessages.emailTaken, fullName: signUpMessages.fullNameRequired });
  });
});

describe('POST /api/demo/submit', () => {
  it('creates a demo user with a TRIAL customer, both expiring, and signs in as its Administrator', async () => {
    const response = await activate('dora@demo.test');
    expect(response.statusCode).toBe(201);
    const body = response.json() as LoginResponse;
    expect(body.user.isAdmin).toBe(true);
    const demoLeft = new Date(body.user.demoExpirationDate ?? 0).getTime() - Date.now();
    expect(demoLeft).toBeGreaterThan((DEMO_DAYS - 1) * DAY_MS);
    expect(demoLeft).toBeLessThanOrEqual(DEMO_DAYS * DAY_MS);
    const customer = await customerOf(body.user.id);
    expect(customer).toMatchObject({ name: 'Demo Foods', accountType: 'TRIAL', accountDescription: 'Demo account' });
    expect(customer.activeUntil?.getTime()).toBe(new Date(body.user.demoExpirationDate ?? 0).getTime());
    expect((await signIn('dora@demo.test')).statusCode).toBe(200);
  });

  it('refuses a bad form with 422 and a body of the wrong shape with 400', async () => {
    const bad = await activate('bad@demo.test', { termsAccepted: false });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual({ termsAccepted: signUpMessages.termsRequired });
    const shape = await post('/api/demo/submit', { email: 'shape@demo.test' });
    expect(shape.statusCode).toBe(400);
    expect(Object.keys(shape.json().fields)).toEqual(
      expect.arrayContaining(['companyName', 'password', 'termsAccepted']),
    );
  });

  it('answers 401 trial_expired at sign-in once the demo has run out', async () => {
    const { user } = (await activate('late@demo.test')).json() as LoginResponse;
    await t.app.db
      .update(users)
      .set({ demoExpirationDate: sql`now() - interval '1 minute'` })
      .where(eq(users.id, user.id));
    const response = await signIn('late@demo.test');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(authErrorMessages.trialExpired);
  });

  it('answers 401 trial_expired once the trial customer ran out, even before the user expires', async () => {
    const { user } = (await activate('trial@demo.test')).json() as LoginResponse;
    const customer = await customerOf(user.id);
    await t.app.db
      .update(customers)
      .set({ activeUntil: sql`now() - interval '1 minute'` })
      .where(eq(customers.id, customer.id));
    const response = await signIn('trial@demo.test');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(authErrorMessages.trialExpired);
  });
});
