import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accessCacheOf, scopedFrom } from './accessCache';
import { customers, customerUsers, type CustomerRow } from '../db/schema';

/** A membership counts only while it is active and not past its expiration date. */
export const liveMembership: SQL = sql`(${customerUsers.isActive} and (${customerUsers.expirationDate} is null or ${customerUsers.expirationDate} > now()))`;

/** A customer whose account ran out (trial or licence, active_until passed) gives no access. */
export const customerInForce: SQL = sql`(${customers.activeUntil} is null or ${customers.activeUntil} > now())`;

export interface CallingUser {
  id: number;
  isSystemAdmin: boolean;
}

/** The customers a user may work in, oldest first: live memberships of customers still in force. */
export async function usableCustomers(db: Db, user: CallingUser): Promise<CustomerRow[]> {
  // System admins may act in every customer (spec 1 §6: they may even log in as its users).
  if (user.isSystemAdmin) {
    return db.select().from(customers).where(customerInForce).orderBy(asc(customers.id));
  }
  const rows = await db
    .select({ customer: customers })
    .from(customerUsers)
    .innerJoin(customers, eq(customers.id, customerUsers.customerId))
    .where(and(eq(customerUsers.userId, user.id), liveMembership, customerInForce))
    .orderBy(asc(customers.id));
  return rows.map((row) => row.customer);
}

export async function usableCustomer(db: Db, user: CallingUser, customerId: number): Promise<CustomerRow | undefined> {
  return (await usableCustomers(db, user)).find((customer) => customer.id === customerId);
}

export type SignInAccess = 'ok' | 'trial_expired' | 'no_customers';

/**
 * Whether a non-admin may sign in: with at least one usable customer yes; with live memberships
 * only in customers that ran out, the trial has expired; with none at all, there are no customers.
 */
export async function signInAccess(db: Db, user: CallingUser): Promise<SignInAccess> {
  if (user.isSystemAdmin) return 'ok';
  const rows = await db
    .select({ activeUntil: customers.activeUntil })
    .from(customerUsers)
    .innerJoin(customers, eq(customers.id, customerUsers.customerId))
    .where(and(eq(customerUsers.userId, user.id), liveMembership));
  if (rows.length === 0) return 'no_customers';
  const now = Date.now();
  return rows.some((row) => row.activeUntil === null || row.activeUntil.getTime() > now) ? 'ok' : 'trial_expired';
}

/** What the scope guard needs to know about a customer for one user; null when the user is no member. */
export async function scopedAccess(
  db: Db,
  user: CallingUser,
  customerId: number,
): Promise<{ pendingSetup: boolean; inForce: boolean } | null> {
  const cache = accessCacheOf(db);
  if (cache) return scopedFrom(await cache.customerFacts(user.id, customerId), user.isSystemAdmin);
  const membership = user.isSystemAdmin
    ? sql`true`
    : sql`exists (select 1 from ${customerUsers} where ${customerUsers.customerId} = ${customers.id}
        and ${customerUsers.userId} = ${user.id} and ${liveMembership})`;
  const [row] = await db
    .select({ pendingSetup: customers.pendingSetup, inForce: sql<boolean>`${customerInForce}` })
    .from(customers)
    .where(and(eq(customers.id, customerId), membership));
  return row ?? null;
}
