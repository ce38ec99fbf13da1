import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customerUsers, deepLinks, users } from '../../db/schema';
import { dashboards, dashboardUsers } from '../../db/schema/dashboards';

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

/** A dashboard a link leads to, its owner, and whether the user is one of its dashboard users. */
export async function linkedDashboard(db: Db, customerId: number, dashboardId: number, userId: number) {
  const [row] = await db
    .select({ name: dashboards.name, ownerUserId: dashboards.ownerUserId, ownerName: users.displayName })
    .from(dashboards)
    .innerJoin(users, eq(users.id, dashboards.ownerUserId))
    .where(and(eq(dashboards.customerId, customerId), eq(dashboards.id, dashboardId)));
  if (!row) return undefined;
  const [member] = await db
    .select({ id: dashboardUsers.id })
    .from(dashboardUsers)
    .where(
      and(
        eq(dashboardUsers.customerId, customerId),
        eq(dashboardUsers.dashboardId, dashboardId),
        eq(dashboardUsers.userId, userId),
      ),
    );
  return { ...row, isDashboardUser: member !== undefined };
}
