import { and, desc, eq, gte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { impersonations, users } from '../../db/schema';

export async function recordImpersonation(
  db: Db,
  entry: { adminUserId: number; targetUserId: number; ipAddress: string | null; userAgent: string | null },
): Promise<void> {
  await db.insert(impersonations).values(entry);
}

/** Whether this admin logged in as this user at or after `since`. */
export async function impersonatedSince(db: Db, adminUserId: number, targetUserId: number, since: Date) {
  const [row] = await db
    .select({ id: impersonations.id })
    .from(impersonations)
    .where(
      and(
        eq(impersonations.adminUserId, adminUserId),
        eq(impersonations.targetUserId, targetUserId),
        gte(impersonations.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

const admins = alias(users, 'admins');
const targets = alias(users, 'targets');

/** The newest first, with both e-mails. */
export async function listImpersonations(db: Db, limit: number) {
  const rows = await db
    .select({
      id: impersonations.id,
      adminUserId: impersonations.adminUserId,
      adminEmail: admins.email,
      targetUserId: impersonations.targetUserId,
      targetEmail: targets.email,
      ipAddress: impersonations.ipAddress,
      userAgent: impersonations.userAgent,
      createdAt: impersonations.createdAt,
    })
    .from(impersonations)
    .innerJoin(admins, eq(admins.id, impersonations.adminUserId))
    .innerJoin(targets, eq(targets.id, impersonations.targetUserId))
    .orderBy(desc(impersonations.createdAt), desc(impersonations.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
