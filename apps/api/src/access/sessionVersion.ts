import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { userRoles, users } from '../db/schema';

/**
 * Ends every access token the users hold (spec: tokens issued before a password reset, a revoked
 * sign-in, a deactivation or a role change stop working at once). Call it inside the write's
 * transaction, and invalidate the access cache after it commits.
 */
export async function bumpSessionVersion(db: Db, userIds: readonly number[]): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(inArray(users.id, ids));
}

/** The users holding a role, whose access changes with it. */
export async function holdersOfRole(db: Db, customerId: number, roleId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.customerId, customerId), eq(userRoles.roleId, roleId)));
  return rows.map((row) => row.userId);
}
