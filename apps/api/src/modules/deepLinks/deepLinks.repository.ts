import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customerUsers, deepLinks } from '../../db/schema';

export type DeepLinkRow = typeof deepLinks.$inferSelect;

/** 16 random bytes, base64url: never contains the '.' that separates key and customer id. */
export const newDeepLinkKey = () => randomBytes(16).toString('base64url');

export async function insertDeepLink(db: Db, row: typeof deepLinks.$inferInsert): Promise<void> {
  await db.insert(deepLinks).values(row);
}

export async function findDeepLink(db: Db, customerId: number, key: string): Promise<DeepLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(deepLinks)
    .where(and(eq(deepLinks.customerId, customerId), eq(deepLinks.key, key)));
  return row;
}

/** The ids among `userIds` that are members of the customer. */
export async function membersAmong(db: Db, customerId: number, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: customerUsers.userId })
    .from(customerUsers)
    .where(and(eq(customerUsers.customerId, customerId), inArray(customerUsers.userId, userIds)));
  return new Set(rows.map((row) => row.userId));
}
