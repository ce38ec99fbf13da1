import type { SystemMessage, SystemMessageInput, UserSystemMessage } from '@shelfsight/contracts';
import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type SystemMessageRow, systemMessages, userSystemMessages } from '../../db/schema/notifications';

type ValidInput = Required<SystemMessageInput>;

const utc = (date: string, time: string) => new Date(`${date}T${time}:00.000Z`);
const datePart = (date: Date) => date.toISOString().slice(0, 10);
const timePart = (date: Date) => date.toISOString().slice(11, 16);

function toColumns(input: ValidInput) {
  return {
    systemMessageEvent: input.systemMessageEvent,
    systemMessageType: input.systemMessageType,
    title: input.title,
    message: input.message,
    isActive: input.isActive,
    datetimeFrom: utc(input.dateFrom, input.timeFrom),
    datetimeTo: input.dateTo && input.timeTo ? utc(input.dateTo, input.timeTo) : null,
  };
}

const base = (row: SystemMessageRow) => ({
  id: row.id,
  systemMessageEvent: row.systemMessageEvent,
  systemMessageType: row.systemMessageType,
  title: row.title,
  message: row.message,
  datetimeFrom: row.datetimeFrom.toISOString(),
  datetimeTo: row.datetimeTo?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toSystemMessage = (row: SystemMessageRow): SystemMessage => ({
  ...base(row),
  isActive: row.isActive,
  dateFrom: datePart(row.datetimeFrom),
  timeFrom: timePart(row.datetimeFrom),
  dateTo: row.datetimeTo ? datePart(row.datetimeTo) : null,
  timeTo: row.datetimeTo ? timePart(row.datetimeTo) : null,
});

export async function listSystemMessages(db: Db): Promise<SystemMessage[]> {
  const rows = await db
    .select()
    .from(systemMessages)
    .orderBy(desc(systemMessages.datetimeFrom), desc(systemMessages.id));
  return rows.map(toSystemMessage);
}

export async function createSystemMessage(db: Db, input: ValidInput): Promise<SystemMessage> {
  const [row] = await db.insert(systemMessages).values(toColumns(input)).returning();
  if (!row) throw new Error('The system message was not stored');
  return toSystemMessage(row);
}

export async function updateSystemMessage(db: Db, id: number, input: ValidInput): Promise<SystemMessage | null> {
  const [row] = await db
    .update(systemMessages)
    .set({ ...toColumns(input), updatedAt: sql`now()` })
    .where(eq(systemMessages.id, id))
    .returning();
  return row ? toSystemMessage(row) : null;
}

/** The after-login messages active now that this user has not dismissed. */
export async function activeMessagesFor(db: Db, userId: number): Promise<UserSystemMessage[]> {
  const rows = await db
    .select({ message: systemMessages, isShown: userSystemMessages.isShown })
    .from(systemMessages)
    .leftJoin(
      userSystemMessages,
      and(eq(userSystemMessages.systemMessageId, systemMessages.id), eq(userSystemMessages.userId, userId)),
    )
    .where(
      and(
        eq(systemMessages.isActive, true),
        eq(systemMessages.systemMessageEvent, 'after_login'),
        lte(systemMessages.datetimeFrom, sql`now()`),
        or(isNull(systemMessages.datetimeTo), gt(systemMessages.datetimeTo, sql`now()`)),
        or(isNull(userSystemMessages.isDismissed), eq(userSystemMessages.isDismissed, false)),
      ),
    )
    .orderBy(desc(systemMessages.datetimeFrom), desc(systemMessages.id));
  return rows.map(({ message, isShown }) => ({ ...base(message), isShown: isShown ?? false, isDismissed: false }));
}

/** Remembers the dismissal; false when no such message exists. */
export async function dismissMessage(db: Db, userId: number, systemMessageId: number): Promise<boolean> {
  const [exists] = await db
    .select({ id: systemMessages.id })
    .from(systemMessages)
    .where(eq(systemMessages.id, systemMessageId));
  if (!exists) return false;
  await db
    .insert(userSystemMessages)
    .values({ userId, systemMessageId, isShown: true, isDismissed: true, dismissedAt: new Date() })
    .onConflictDoUpdate({
      target: [userSystemMessages.userId, userSystemMessages.systemMessageId],
      set: { isShown: true, isDismissed: true, dismissedAt: new Date() },
    });
  return true;
}
