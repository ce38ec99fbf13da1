import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { factChangeCount } from '../factLoads';

const MAX_ENTRIES = 20_000;
/** A safety net only: every write that changes what a request resolves to moves the customer's version. */
const TTL_MS = 10 * 60_000;

/**
 * What widget requests resolve to before the facts are read — the widget's definition with the placed
 * widget's overrides and its dashboard's settings, the saved filters, clusters and catalogue turned into
 * id sets, the customer's retention — kept in memory, so a burst of a dashboard's requests reads no rows
 * of the app database once warm. The viewer's retailer access is applied after (it is read from the
 * access cache, invalidated apart).
 *
 * Keys carry the customer's version: it moves on every write request of the modules whose rows a
 * resolution reads (widgets, dashboards, saved filters, clusters, users and roles, customers: see
 * `resolutionsChangeOnWrites`) once the write is done, and on every change of the customer's facts
 * (a new load may come with a new catalogue). A resolution computed across a change is filed under the
 * old version and never read. Entries are promises, so a burst asking the same shares one resolution; a
 * failed one (a 404, a refused filter) is not kept. One process: several API processes on one
 * PostgreSQL see each other's writes only after the TTL.
 */
export class WidgetResolutions {
  private readonly entries = new LRUCache<string, Promise<unknown>>({ max: MAX_ENTRIES, ttl: TTL_MS });
  private readonly versions = new Map<number, number>();
  private everyone = 0;

  private versionOf(customerId: number): string {
    return `${this.everyone}.${this.versions.get(customerId) ?? 0}.${factChangeCount(customerId)}`;
  }

  /** The kept resolution of `parts` in the customer's current version, else `load`'s. */
  remember<T>(customerId: number, parts: unknown, load: () => Promise<T>): Promise<T> {
    const key = createHash('sha256')
      .update(JSON.stringify([customerId, this.versionOf(customerId), parts]))
      .digest('base64url');
    const kept = this.entries.get(key);
    if (kept) return kept as Promise<T>;
    // Frozen: every later request shares the object, so code that changed it would fail instead of leaking.
    const loading = load().then(deepFreeze);
    this.entries.set(key, loading);
    loading.catch(() => {
      if (this.entries.get(key) === loading) this.entries.delete(key);
    });
    return loading;
  }

  /** A write changed rows of the customer (null: of any customer, or of one not known). */
  changed(customerId: number | null): void {
    if (customerId === null) this.everyone += 1;
    else this.versions.set(customerId, (this.versions.get(customerId) ?? 0) + 1);
  }

  /** Forget everything, e.g. after writing rows directly. */
  clear(): void {
    this.entries.clear();
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) if (typeof inner === 'object') deepFreeze(inner);
  return value;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Widget requests' resolutions (definition, dashboard context, filter id sets) kept until a write. */
    widgetResolutions: WidgetResolutions;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Moves the version of the request's customer (every customer outside a customer path) after every
 * write request of the plugin it is called in, once its handler is done (its transaction committed).
 * A refused write moves it too: a needless miss, never a stale answer.
 */
export function resolutionsChangeOnWrites(app: FastifyInstance): void {
  // onSend: after the handler (and its transaction), before the client can hear of the write and ask again.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READS.has(request.method)) app.widgetResolutions.changed(request.customerId ?? null);
    return payload;
  });
}
