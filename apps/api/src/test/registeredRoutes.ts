import type { FastifyInstance } from 'fastify';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
export interface RouteEntry {
  method: Method;
  url: string;
}

/**
 * Every method and path the app serves, read from Fastify's own route tree (printRoutes), so routes
 * any module adds later are covered without touching this file.
 */
export function registeredRoutes(app: FastifyInstance): RouteEntry[] {
  const stack: { depth: number; path: string }[] = [];
  const routes: RouteEntry[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    while (stack.length > 0 && (stack.at(-1)?.depth ?? 0) >= depth) stack.pop();
    const path = `${stack.at(-1)?.path ?? ''}${match[2] ?? ''}`;
    stack.push({ depth, path });
    for (const method of (match[3] ?? '')
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean)) {
      routes.push({ method: method as Method, url: path });
    }
  }
  return routes;
}
