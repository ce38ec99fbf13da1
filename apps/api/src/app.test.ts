import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/testApp';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'shelfsight-web-dist-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root">shelfsight-spa</div>');
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'assets', 'app.js'), 'console.log("bundle")');
  t = await createTestApp({ seed: false, webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('errors', () => {
  it('answers unknown /api paths with a JSON 404 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Route GET /api/does-not-exist not found',
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('answers a missing body with 400 naming the body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['body']);
  });
});

describe('OpenAPI', () => {
  it('publishes the routes at /api/docs/json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/login',
        '/api/auth/refresh-token',
        '/api/auth/logout',
        '/api/auth/user',
      ]),
    );
    expect(doc.paths['/api/login'].post.requestBody.content['application/json'].schema.required).toContain('email');
  });
});

describe('web app', () => {
  it('serves index.html for client routes such as /login/', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('shelfsight-spa');
  });

  it('serves real files as they are', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("bundle")');
  });

  it('answers 503 with a clear text when the web app is not built', async () => {
    const bare = await createTestApp({ seed: false });
    try {
      const response = await bare.app.inject({ method: 'GET', url: '/dashboards/' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('web app is not built');
    } finally {
      await bare.close();
    }
  });
});
