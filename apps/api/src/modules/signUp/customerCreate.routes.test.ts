import { type Customer, signUpMessages, TRIAL_DAYS } from '@shelfsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
const admin = 'admin@acme.test';
const analyst = 'analyst@acme.test';
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const callAs = apiCaller(() => t.app);
/** As the given user, or signed out (null). */
const call = (method: 'GET' | 'POST', url: string, user: string | null, payload?: object) =>
  user ? callAs(user, method, url, payload) : t.app.inject({ method, url, ...(payload ? { payload } : {}) });
const create = (user: string | null, payload: object) => call('POST', '/api/customer/create', user, payload);

describe('POST /api/customer/create', () => {
  it('adds a TRIAL customer with the signed-in user as its Administrator', async () => {
    const response = await create(analyst, { companyName: 'Andy Outlet', termsAccepted: true });
    expect(response.statusCode).toBe(201);
    const customer = response.json() as Customer;
    expect(customer).toMatchObject({ name: 'Andy Outlet', accountType: 'TRIAL', pendingSetup: false });
    const left = new Date(customer.activeUntil ?? 0).getTime() - Date.now();
    expect(left).toBeGreaterThan((TRIAL_DAYS - 1) * DAY_MS);
    expect(left).toBeLessThanOrEqual(TRIAL_DAYS * DAY_MS);

    const all = (await call('GET', '/api/customer/get-all', analyst)).json() as Record<string, { name: string }>;
    expect(Object.values(all).map((c) => c.name)).toEqual(['Acme Retail', 'Andy Outlet']);
    // Admin in the new customer, still no admin in Acme.
    expect((await call('GET', `/api/customer/${customer.id}/scopes`, analyst)).json()).toMatchObject({ admin: true });
    expect((await call('GET', '/api/customer/1/scopes', analyst)).json()).toMatchObject({ admin: false });
  });

  it("keeps the new customer from another tenant's users (403)", async () => {
    const customer = (await create(admin, { companyName: 'Alice Labs', termsAccepted: true })).json() as Customer;
    const foreign = await call('GET', `/api/customer/${customer.id}/scopes`, analyst);
    expect(foreign.statusCode).toBe(403);
    expect((await call('GET', `/api/customer/${customer.id}/scopes`, admin)).statusCode).toBe(200);
  });

  it('answers 422 naming companyName and termsAccepted, 400 for the wrong shape', async () => {
    const bad = await create(admin, { companyName: ' ', termsAccepted: false });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual({
      companyName: signUpMessages.companyNameRequired,
      termsAccepted: signUpMessages.termsRequired,
    });
    const shape = await create(admin, { companyName: 42, termsAccepted: true });
    expect(shape.statusCode).toBe(400);
    expect(Object.keys(shape.json().fields)).toEqual(['companyName']);
  });

  it('answers 401 without a session', async () => {
    expect((await create(null, { companyName: 'Nobody Inc', termsAccepted: true })).statusCode).toBe(401);
  });
});
