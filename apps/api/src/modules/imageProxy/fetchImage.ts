import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { type AddressPolicy, guardedLookup, literalHostRefused } from '../../lib/addressPolicy';
import { HttpError } from '../../lib/httpError';

export interface FetchImageOptions {
  policy: AddressPolicy;
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
}

export const imageProxyMessages = {
  badScheme: 'Only http and https URLs can be fetched',
  refused: 'This address cannot be fetched',
  notImage: 'The address did not answer an image',
  tooLarge: 'The image is too large',
  timeout: 'The image took too long to load',
  upstream: 'The image could not be loaded',
  redirects: 'Too many redirects',
} as const;

function request(url: URL, options: FetchImageOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    // A fresh request: no cookies or authorization of the caller are ever forwarded.
    const outgoing = client.get(
      url,
      {
        lookup: guardedLookup(options.policy, () => new HttpError(403, imageProxyMessages.refused)),
        signal,
        headers: { accept: 'image/*', 'user-agent': 'Shelfsight image proxy' },
      },
      resolve,
    );
    outgoing.on('error', reject);
  });
}

async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      response.destroy();
      throw new HttpError(413, imageProxyMessages.tooLarge);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Fetches a public image, following at most `maxRedirects` redirects, each one checked again. */
export async function fetchImage(
  rawUrl: string,
  options: FetchImageOptions,
): Promise<{ contentType: string; body: Buffer }> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = new URL(rawUrl);
  try {
    for (let redirects = 0; ; redirects += 1) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new HttpError(400, imageProxyMessages.badScheme, { url: imageProxyMessages.badScheme });
      }
      // Node skips the lookup for literal addresses, so those are checked here.
      if (literalHostRefused(url, options.policy)) throw new HttpError(403, imageProxyMessages.refused);
      const response = await request(url, options, signal);
      const status = response.statusCode ?? 502;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        if (redirects >= options.maxRedirects) throw new HttpError(502, imageProxyMessages.redirects);
        url = new URL(response.headers.location, url);
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new HttpError(502, imageProxyMessages.upstream);
      }
      const contentType = (response.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!contentType.startsWith('image/')) {
        response.resume();
        throw new HttpError(415, imageProxyMessages.notImage);
      }
      if (Number(response.headers['content-length'] ?? 0) > options.maxBytes) {
        response.destroy();
        throw new HttpError(413, imageProxyMessages.tooLarge);
      }
      return { contentType, body: await readCapped(response, options.maxBytes) };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (signal.aborted) throw new HttpError(504, imageProxyMessages.timeout);
    throw new HttpError(502, imageProxyMessages.upstream);
  }
}
