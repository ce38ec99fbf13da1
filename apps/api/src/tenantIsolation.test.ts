import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_SCOPE_PREFIX } from './access/customerScope';
import { registeredRoutes } from './test/registeredRoutes';
import { createTestApp, login, type TestApp } from './test/testApp';

const isCustomerScoped = (url: string) => url === CUSTOMER_SCOPE_PREFIX || url.startsWith(`${CUSTOMER_SCOPE_PREFIX}/`);

/** Fills the tenant with the target customer and any other parameter with a plausible value. */
function concreteUrl(url: string, customerId: number): string {
  return url
    .replace(':customerId', String(customerId))
    .replace(/:[A-Za-z]+(\([^)]*\))?/g, '1')
    .replace(/\*$/, 'any');
}

let t: TestApp;
let brandcoId = 0;
let acmeToken = '';

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  const ids = await t.app.db.execute<{ id: number; name: string }>(sql`select id, name from customers`);
  brandcoId = ids.rows.find((row) => row.name === 'Brandco')?.id ?? 0;
  // analyst@acme.test belongs to Acme only.
  acmeToken = (await login(t.app, 'analyst@acme.test')).token;
});
afterAll(async () => {
  await t.close();
});

describe('tenant isolation of every /api/customer/:customerId route', () => {
  it('finds the customer-scoped routes of the app (at least those of the customers module)', () => {
    const scoped = registeredRoutes(t.app).filter((route) => isCustomerScoped(route.url));
    expect(scoped).toContainEqual({ method: 'GET', url: '/api/customer/:customerId/scopes' });
    expect(scoped).toContainEqual({ method: 'GET', url: '/api/customer/:customerId/plans/available' });
  });

  it('answers 403 to a user of Acme on Brandco for each method and path', async () => {
    const scoped = registeredRoutes(t.app).filter((route) => isCustomerScoped(route.url) && route.method !== 'OPTIONS');
    expect(scoped.length).toBeGreaterThan(0);
    const refused: string[] = [];
    for (const route of scoped) {
      const response = await t.app.inject({
        method: route.method,
        url: concreteUrl(route.url, brandcoId),
        headers: { authorization: `Bearer ${acmeToken}` },
      });
      refused.push(`${route.method} ${route.url} → ${response.statusCode}`);
    }
    expect(refused.filter((line) => !line.endsWith('→ 403'))).toEqual([]);
  });

  it('answers 401 on every such route without a token', async () => {
    const scoped = registeredRoutes(t.app).filter((route) => isCustomerScoped(route.url) && route.method !== 'OPTIONS');
    for (const route of scoped) {
      const response = await t.app.inject({ method: route.method, url: concreteUrl(route.url, brandcoId) });
      expect(`${route.method} ${route.url} → ${response.statusCode}`).toMatch(/→ 401$/);
    }
  });
});
