import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { rateLimitMessage } from '@shelfsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from '../../plugins/errors';
import { createTestApp, type TestApp } from '../../test/testApp';
import { imageProxyMessages } from './fetchImage';
import { imageProxyRoutes } from './imageProxy.routes';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
let upstream: Server;
let base: string;
const seenHeaders: IncomingHttpHeaders[] = [];

let proxy: FastifyInstance;
let limited: FastifyInstance;
let real: TestApp;

async function proxyApp(options: Parameters<typeof imageProxyRoutes>[1]) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(imageProxyRoutes, options);
  return app;
}

beforeAll(async () => {
  upstream = createServer((request, response) => {
    seenHeaders.push(request.headers);
    const hop = /^\/hop\/(\d+)$/.exec(request.url ?? '');
    if (request.url === '/img.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    if (request.url === '/page') return response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
    if (request.url === '/huge') {
      return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.alloc(10 * 1024 * 1024 + 1));
    }
    if (request.url === '/to-private') return response.writeHead(302, { location: 'http://10.0.0.8/x.png' }).end();
    if (hop) {
      const left = Number(hop[1]);
      return response.writeHead(302, { location: left === 0 ? '/img.png' : `/hop/${left - 1}` }).end();
    }
    return response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;

  // The test server is on loopback, which the real policy refuses: this app allows exactly 127.0.0.1.
  proxy = await proxyApp({ addressPolicy: (address) => address === '127.0.0.1' });
  limited = await proxyApp({ addressPolicy: (address) => address === '127.0.0.1', perMinute: 2 });
  real = await createTestApp({ seed: false });
});
afterAll(async () => {
  await proxy.close();
  await limited.close();
  await real.close();
  await new Promise((resolve) => upstream.close(resolve));
});

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  app.inject({ method: 'GET', url: `/api/reroute-curl/?url=${encodeURIComponent(url)}`, headers, remoteAddress });

describe('GET /api/reroute-curl/', () => {
  it('answers the image with its type and forwards no cookies', async () => {
    const response = await get(proxy, `${base}/img.png`, {
      cookie: 'shelfsight_refresh=secret',
      authorization: 'Bearer x',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(PNG)).toBe(true);
    const last = seenHeaders.at(-1);
    expect(last?.cookie).toBeUndefined();
    expect(last?.authorization).toBeUndefined();
  });

  it('follows up to 3 redirects and refuses a 4th', async () => {
    expect((await get(proxy, `${base}/hop/2`)).statusCode).toBe(200);
    const tooMany = await get(proxy, `${base}/hop/3`);
    expect(tooMany.statusCode).toBe(502);
    expect(tooMany.json<{ message: string }>().message).toBe(imageProxyMessages.redirects);
  });

  it('checks the address again after a redirect', async () => {
    const response = await get(proxy, `${base}/to-private`);
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toBe(imageProxyMessages.refused);
  });

  it('answers 415 for non-images and 413 beyond 10 MB', async () => {
    expect((await get(proxy, `${base}/page`)).statusCode).toBe(415);
    expect((await get(proxy, `${base}/huge`)).statusCode).toBe(413);
  });

  it('names the url of bad input', async () => {
    const missing = await proxy.inject({ method: 'GET', url: '/api/reroute-curl/' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ fields: object }>().fields).toHaveProperty('url');
    const ftp = await get(proxy, 'ftp://127.0.0.1/img.png');
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json<{ fields: object }>().fields).toHaveProperty('url');
  });

  it('in the real app refuses loopback, private and metadata addresses', async () => {
    for (const url of [
      `${base}/img.png`,
      'http://localhost/img.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/a.png',
      'http://[::127.0.0.1]/a.png',
      'http://[::7f00:1]/a.png',
      'http://[::ffff:7f00:1]/a.png',
      'http://[0:0:0:0:0:ffff:a9fe:a9fe]/latest/meta-data/',
      `http://[::ffff:127.0.0.1]:${new URL(base).port}/img.png`,
    ]) {
      const response = await get(real.app, url);
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('limits each client address: beyond the limit 429 with Retry-After, other addresses still served', async () => {
    const image = `${base}/img.png`;
    expect((await get(limited, image, {}, '198.51.100.7')).statusCode).toBe(200);
    // A refused or bad request counts too: the limit guards the server, not the upstream.
    expect((await get(limited, 'ftp://127.0.0.1/img.png', {}, '198.51.100.7')).statusCode).toBe(400);
    const refused = await get(limited, image, {}, '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toMatchObject({ statusCode: 429, message: rateLimitMessage(retryAfter) });
    expect((await get(limited, image, {}, '198.51.100.8')).statusCode).toBe(200);
  });
});
