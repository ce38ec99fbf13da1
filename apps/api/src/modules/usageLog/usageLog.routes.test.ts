import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
const analyst = 'analyst@acme.test';

beforeAll(async () => {
  t = await createTestApp({ env: { ERROR_LOG_RATE_LIMIT: '3' } });
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(() => t.app);

const rows = async (query: ReturnType<typeof sql>) => (await t.app.db.execute(query)).rows as Record<string, unknown>[];

describe('POST /api/log/error', () => {
  it('stores an object report and a JSON-string report, names the user when signed in, then limits the address', async () => {
    const report = {
      message: 'x is undefined',
      file: 'https://app/assets/index.js',
      line: 10,
      column: 4,
      error: 'TypeError: x is undefined',
    };
    const first = await t.app.inject({ method: 'POST', url: '/api/log/error', payload: { error: report } });
    expect(first.statusCode).toBe(204);
    const second = await call(analyst, 'POST', '/api/log/error', {
      error: JSON.stringify({ ...report, message: 'second' }),
    });
    expect(second.statusCode).toBe(204);
    const stored = await rows(sql`select message, line, col, user_id from error_logs order by id`);
    expect(stored).toEqual([
      { message: 'x is undefined', line: 10, col: 4, user_id: null },
      { message: 'second', line: 10, col: 4, user_id: 3 },
    ]);
    const bad = await t.app.inject({ method: 'POST', url: '/api/log/error', payload: { error: 'not json' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('error');
    const limited = await t.app.inject({ method: 'POST', url: '/api/log/error', payload: { error: report } });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('usage events', () => {
  const paths = [
    '/api/log/apply-filters-button',
    '/api/log/request-availability',
    '/api/log/request-not-implemented-yet-feature',
  ];

  it('stores who, which customer and the payload for each kind', async () => {
    for (const url of paths) {
      const response = await call(analyst, 'POST', url, { customerId: 1, payload: { screen: 'dashboards' } });
      expect(response.statusCode).toBe(204);
    }
    const stored = await rows(sql`select kind, user_id, customer_id, payload from usage_events order by id`);
    expect(stored.map((row) => row.kind)).toEqual([
      'apply-filters-button',
      'request-availability',
      'request-not-implemented-yet-feature',
    ]);
    expect(stored[0]).toMatchObject({ user_id: 3, customer_id: 1, payload: { screen: 'dashboards' } });
  });

  it('refuses another tenant, bad input and anonymous callers', async () => {
    expect((await call(analyst, 'POST', paths[0] ?? '', { customerId: 2 })).statusCode).toBe(403);
    const bad = await call(analyst, 'POST', paths[1] ?? '', { customerId: 'acme' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('customerId');
    expect((await t.app.inject({ method: 'POST', url: paths[2], payload: {} })).statusCode).toBe(401);
  });
});
