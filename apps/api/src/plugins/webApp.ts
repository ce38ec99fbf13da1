import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { statusText } from '../lib/httpError';

const NOT_BUILT =
  'The Shelfsight web app is not built, so there is nothing to serve here yet. ' +
  'Build it with `pnpm build` (or start everything with `pnpm start` from the repository root) and restart the server. ' +
  'The API itself is running under /api.';

function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({
    statusCode: 404,
    error: statusText(404),
    message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
  });
}

/** Vite names every file under /assets/ by its content hash: a new build writes new names. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8}\.[a-z0-9.]+$/i;

/**
 * Content-hashed assets never change under their name, so browsers keep them a year without asking
 * again; everything else (index.html, robots.txt, logos) is revalidated on each use, so a deploy is
 * seen at once.
 */
export function cacheControlFor(filePath: string): string {
  return HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves the built single-page app from `webDist`: the brotli or gzip copy the build wrote beside a
 * file when the browser accepts it (`preCompressed`), with the cache policy above. Unknown /api paths get a JSON 404; any other GET
 * that is not a file gets index.html so the browser router can resolve it.
 */
export const webAppPlugin = fp<{ webDist: string }>(
  async (app, { webDist }) => {
    const built = existsSync(path.join(webDist, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root: webDist,
        wildcard: true,
        index: 'index.html',
        preCompressed: true,
        cacheControl: false,
        setHeaders: (response, filePath) => {
          response.setHeader('cache-control', cacheControlFor(filePath));
          // The same URL answers brotli, gzip or plain by the request's Accept-Encoding: caches must key on it.
          response.setHeader('vary', 'Accept-Encoding');
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
      if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) return apiNotFound(request, reply);
      if (!built) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
      // index.html must never be kept unrevalidated, or a deploy leaves browsers on stale chunk names.
      return reply.sendFile('index.html');
    });
  },
  { name: 'web-app' },
);
