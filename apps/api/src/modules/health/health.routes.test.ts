import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/health', () => {
  it('reports both databases ok', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.database).toMatchObject({
      status: 'ok',
      driver: t.app.database.driver === 'pg' ? 'postgresql' : 'pglite',
    });
    expect(body.analytics).toMatchObject({ status: 'ok', driver: 'duckdb' });
    expect(body.version).toBe(t.config.version);
    // No background market-data load runs in a test app.
    expect(body.marketData).toEqual({ state: 'idle', rows: 0 });
  });

  it('reports degraded with 503 when the analytics store fails', async () => {
    await t.app.analytics.connection.run('drop table fact_schema_versions');
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    const body = response.json();
    expect(body.status).toBe('degraded');
    expect(body.analytics.status).toBe('error');
    expect(body.analytics.message).toContain('fact_schema_versions');
    expect(body.database.status).toBe('ok');
  });
});
