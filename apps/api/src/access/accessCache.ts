import { and, eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/database';
import { customers, customerUsers, users } from '../db/schema';

/** What the token check needs about a user: enough to refuse a blocked user or an outdated token. */
export interface UserAccess {
  id: number;
  email: string;
  isSystemAdmin: boolean;
  isBlocked: boolean;
  sessionVersion: number;
}

/** A customer as seen by one user, with the dates kept so that expiry is judged at the time of asking. */
export interface CustomerFacts {
  pendingSetup: boolean;
  activeUntil: Date | null;
  /** The user's membership, null when there is none. */
  membership: { isActive: boolean; expirationDate: Date | null } | null;
}

const MAX_ENTRIES = 20_000;
/** A safety net only: every write that changes access invalidates at once. */
const TTL_MS = 60_000;

/**
 * The caller's access, kept in memory so that an authenticated request reads no database rows.
 *
 * Entries are promises, so concurrent requests for a cold entry share one query, and a write that
 * invalidates while a query is running drops that query's result from the cache (its waiters started
 * before the write). Every write that changes a user's or a customer's access calls invalidateUser or
 * invalidateCustomer after its transaction commits; reads inside a transaction go to the database.
 * The cache lives in one process: several API processes on one PostgreSQL see each other's writes
 * only after the TTL.
 */
export class AccessCache {
  private readonly entries = new LRUCache<string, Promise<unknown>>({ max: MAX_ENTRIES, ttl: TTL_MS });

  constructor(private readonly db: Db) {}

  private remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key);
    if (cached) return cached as Promise<T>;
    const loading = load();
    this.entries.set(key, loading);
    // A failed read is not remembered.
    loading.catch(() => {
      if (this.entries.get(key) === loading) this.entries.delete(key);
    });
    return loading;
  }

  user(userId: number): Promise<UserAccess | null> {
    return this.remember(`user:${userId}`, async () => {
      const [row] = await this.db
        .select({
          id: users.id,
          email: users.email,
          isSystemAdmin: users.isSystemAdmin,
          isBlocked: users.isBlocked,
          sessionVersion: users.sessionVersion,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    });
  }

  customerFacts(userId: number, customerId: number): Promise<CustomerFacts | null> {
    return this.remember(`customer:${customerId}:user:${userId}:facts`, () =>
      loadCustomerFacts(this.db, userId, customerId),
    );
  }

  /**
   * Any other per-user view: of one customer (grants), or 'any' when it may draw on any of the user's
   * customers (the current-user answer), which every customer write drops.
   */
  view<T>(name: string, userId: number, customerId: number | 'any', load: () => Promise<T>): Promise<T> {
    return this.remember(`customer:${customerId}:user:${userId}:${name}`, load);
  }

  /** A partner token by the SHA-256 of its text (see partnerTokens.ts); null when there is none. */
  partnerToken<T>(tokenHash: string, load: () => Promise<T>): Promise<T> {
    return this.remember(`partner-token:${tokenHash}`, load);
  }

  /** A partner token was revoked: the next request with it reads the database and is refused. */
  invalidatePartnerToken(tokenHash: string): void {
    this.entries.delete(`partner-token:${tokenHash}`);
  }

  /** The user's account, memberships, roles or session version changed. */
  invalidateUser(userId: number): void {
    const suffix = `:user:${userId}:`;
    for (const key of [...this.entries.keys()]) {
      // Partner tokens act as their creator: a deleted creator takes its tokens along (cascade).
      if (key === `user:${userId}` || key.includes(suffix) || key.startsWith('partner-token:'))
        this.entries.delete(key);
    }
  }

  /**
   * Something every member of the customer sees changed (the customer, its roles, their privileges).
   * The users' own entries go too, since such a write may bump their session versions.
   */
  invalidateCustomer(customerId: number): void {
    const prefix = `customer:${customerId}:`;
    for (const key of [...this.entries.keys()]) {
      if (
        key.startsWith(prefix) ||
        key.startsWith('customer:any:') ||
        key.startsWith('user:') ||
        key.startsWith('partner-token:')
      )
        this.entries.delete(key);
    }
  }

  /** Forget everything, e.g. after writing access rows directly. */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

async function loadCustomerFacts(db: Db, userId: number, customerId: number): Promise<CustomerFacts | null> {
  const [row] = await db
    .select({
      pendingSetup: customers.pendingSetup,
      activeUntil: customers.activeUntil,
      isActive: customerUsers.isActive,
      expirationDate: customerUsers.expirationDate,
    })
    .from(customers)
    .leftJoin(customerUsers, and(eq(customerUsers.customerId, customers.id), eq(customerUsers.userId, sql`${userId}`)))
    .where(eq(customers.id, customerId));
  if (!row) return null;
  return {
    pendingSetup: row.pendingSetup,
    activeUntil: row.activeUntil,
    membership: row.isActive === null ? null : { isActive: row.isActive, expirationDate: row.expirationDate },
  };
}

const caches = new WeakMap<Db, AccessCache>();

/**
 * The one access cache of a database handle. Access reads given the app's handle go through it; a
 * transaction's handle is another object and reads the database.
 */
export function accessCacheOf(db: Db): AccessCache | undefined {
  return caches.get(db);
}

export function createAccessCache(db: Db): AccessCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new AccessCache(db);
    caches.set(db, cache);
  }
  return cache;
}

const isFuture = (date: Date | null) => date === null || date.getTime() > Date.now();

/** The scope guard's question, answered from the facts with the same rules as liveMembership/customerInForce. */
export function scopedFrom(
  facts: CustomerFacts | null,
  isSystemAdmin: boolean,
): { pendingSetup: boolean; inForce: boolean } | null {
  if (!facts) return null;
  const member = facts.membership !== null && facts.membership.isActive && isFuture(facts.membership.expirationDate);
  if (!isSystemAdmin && !member) return null;
  return { pendingSetup: facts.pendingSetup, inForce: isFuture(facts.activeUntil) };
}
