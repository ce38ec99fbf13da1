import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Where this server answers on its own machine (pages it prints are the app it serves); null when not listening. */
export function ownOrigin(app: FastifyInstance): string | null {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return null;
  const host = ['0.0.0.0', '::', ''].includes(address.address)
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}
