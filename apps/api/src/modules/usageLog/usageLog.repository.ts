import type { ErrorLogReport } from '@shelfsight/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { errorLogs, usageEvents } from '../../db/schema/notifications';
import { customerUsers } from '../../db/schema/users';

export type UsageKind = (typeof usageEvents.$inferInsert)['kind'];

export interface ErrorLogContext {
  userId: number | null;
  ipAddress: string;
  userAgent: string | null;
}

export async function insertErrorLog(db: Db, report: ErrorLogReport, context: ErrorLogContext): Promise<void> {
  await db.insert(errorLogs).values({
    message: report.message,
    file: report.file ?? null,
    line: report.line ?? null,
    column: report.column ?? null,
    error: report.error ?? null,
    ...context,
  });
}

export async function insertUsageEvent(
  db: Db,
  event: { kind: UsageKind; userId: number; customerId: number | null; payload: Record<string, unknown> },
): Promise<void> {
  await db.insert(usageEvents).values(event);
}

export async function isMember(db: Db, customerId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: customerUsers.userId })
    .from(customerUsers)
    .where(
      and(eq(customerUsers.customerId, customerId), eq(customerUsers.userId, userId), eq(customerUsers.isActive, true)),
    );
  return row !== undefined;
}
