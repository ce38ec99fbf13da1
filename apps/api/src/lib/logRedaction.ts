import type { FastifyRequest } from 'fastify';

/** Names of values that are secrets wherever they appear: a query parameter, a route parameter, a body field. */
export const SECRET_NAMES = [
  'token',
  'access_token',
  'refresh_token',
  'password',
  'hash',
  'hashKey',
  'ticket',
  'secret',
] as const;

const REDACTED = '[redacted]';
const secretName = new Set(SECRET_NAMES.map((name) => name.toLowerCase()));
const isSecret = (name: string) => secretName.has(name.toLowerCase()) || /password|token|secret/i.test(name);

/**
 * The URL with every secret replaced: query parameters by name, and path segments that a route parameter
 * with a secret name matched (the password-reset hash, a deep-link key).
 */
export function redactUrl(url: string, params: Record<string, unknown> = {}): string {
  const queryAt = url.indexOf('?');
  let pathPart = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const [name, value] of Object.entries(params)) {
    if (!isSecret(name) || typeof value !== 'string' || value === '') continue;
    pathPart = pathPart
      .split('/')
      .map((segment) => (segment === value || segment === encodeURIComponent(value) ? REDACTED : segment))
      .join('/');
  }
  if (queryAt === -1) return pathPart;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const name = decodeURIComponentSafe(pair.split('=')[0] ?? '');
      return isSecret(name) ? `${pair.split('=')[0]}=${REDACTED}` : pair;
    })
    .join('&');
  return `${pathPart}?${query}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The request as the log shows it: Fastify's default fields, the URL without its secrets. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url, (request.params ?? {}) as Record<string, unknown>),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * pino redact paths: the auth headers, and secret fields of any logged object one or two levels down
 * (a body logged as `{ body }`, a request's `req.body`).
 */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  ...SECRET_NAMES.flatMap((name) => [name, `*.${name}`, `*.*.${name}`]),
];
