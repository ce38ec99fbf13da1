import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers smaller than this gain less from compression than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers built per request (JSON, CSV) for browsers that accept it. The web app's files are
 * compressed once at build time and sent as they are (see webApp.ts); an answer that already carries a
 * content-encoding is left alone, and the notification event stream is never buffered by compression.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: COMPRESSION_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      // Brotli's default quality (11) suits build time, not a request: 4 compresses about as well as gzip
      // at a fraction of the time.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compression' },
);
