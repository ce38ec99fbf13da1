import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp';
import { cacheControlFor } from './webApp';

const SCRIPT = `console.log(${JSON.stringify('chart '.repeat(400))});`;
const INDEX = `<!doctype html><div id="root">shelfsight-spa${' '.repeat(2000)}</div>`;

let t: TestApp;
let webDist: string;

// A build as vite writes it: hashed assets with their brotli and gzip copies beside them.
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'shelfsight-serving-'));
  await mkdir(path.join(webDist, 'assets'));
  for (const [name, text] of [
    ['index.html', INDEX],
    ['assets/index-Ab3_x-9Z.js', SCRIPT],
  ] as const) {
    await writeFile(path.join(webDist, name), text);
    await writeFile(path.join(webDist, `${name}.br`), brotliCompressSync(text));
    await writeFile(path.join(webDist, `${name}.gz`), gzipSync(text));
  }
  await writeFile(path.join(webDist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  t = await createTestApp({ seed: false, webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('the web app on the wire', () => {
  it('sends the brotli copy of a script to a browser that accepts it, kept a year', async () => {
    const response = await t.app.inject({
      url: '/assets/index-Ab3_x-9Z.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip where brotli is not accepted, and the file itself where nothing is', async () => {
    const gzip = await t.app.inject({ url: '/assets/index-Ab3_x-9Z.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await t.app.inject({ url: '/assets/index-Ab3_x-9Z.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends index.html compressed for client routes, revalidated on every visit', async () => {
    for (const url of ['/', '/widgets/']) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
    }
  });

  it('serves robots.txt as a file, not the app', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toBe('User-agent: *\nDisallow: /\n');
  });

  it('keeps only content-hashed names for a year', () => {
    expect(cacheControlFor('/dist/assets/Button-Czvm5rv5.js.br')).toContain('immutable');
    // Shared chunks carry their library in front, and a hash may hold '-' and '_'.
    expect(cacheControlFor('/dist/assets/antd-input-C9-5Cmx-.js')).toContain('immutable');
    expect(cacheControlFor('/dist/assets/auth-useLogout-uFQDoGy_.js.gz')).toContain('immutable');
    expect(cacheControlFor('/dist/assets/app.js')).toBe('no-cache');
    expect(cacheControlFor('/dist/customer-logos/acme-retail.svg')).toBe('no-cache');
    expect(cacheControlFor('/dist/index.html')).toBe('no-cache');
  });
});

describe('API answers on the wire', () => {
  it('compresses a large JSON answer for a client that accepts it', async () => {
    const response = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString()).openapi).toMatch(/^3\./);
  });

  it('leaves a small answer as it is', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('sends the same browser defences with the app and with the API', async () => {
    for (const url of ['/', '/api/health', '/api/does-not-exist']) {
      const response = await t.app.inject({ url });
      const policy = String(response.headers['content-security-policy']);
      expect(policy, url).toContain("script-src 'self'");
      expect(policy, url).toContain("frame-ancestors 'none'");
      expect(policy, url).toContain("object-src 'none'");
      expect(policy, url).toContain("base-uri 'self'");
      expect(policy, url).not.toContain('unsafe-eval');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('sends HSTS only on https, and believes a proxy about https only when told to trust it', async () => {
    const plain = await t.app.inject({ url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const forged = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();

    const behindProxy = await createTestApp({ seed: false, env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const viaProxy = await behindProxy.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(viaProxy.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    } finally {
      await behindProxy.close();
    }
  });
});
