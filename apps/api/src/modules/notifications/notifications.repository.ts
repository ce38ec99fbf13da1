import type { Notification } from '@shelfsight/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { notifications, type NotificationRow } from '../../db/schema/notifications';
import { customerUsers } from '../../db/schema/users';
import type { NotificationBus } from './notificationBus';

/** Whose notifications a call may touch: always the caller's own, inside one customer. */
export interface Owner {
  customerId: number;
  userId: number;
}

export interface NewNotification {
  customerId: number;
  userId: number;
  title: string;
  type: string;
  fromUserId?: number | null;
  subTitle?: string | null;
  body?: string | null;
  flag?: Notification['flag'];
  icon?: string | null;
  causer?: string | null;
  dateTime?: Date;
}

export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  title: row.title,
  isRead: row.isRead,
  fromUserId: row.fromUserId,
  subTitle: row.subTitle,
  body: row.body,
  dateTime: row.dateTime.toISOString(),
  flag: row.flag,
  icon: row.icon,
  type: row.type,
  causer: row.causer,
});

const ownedBy = ({ customerId, userId }: Owner) =>
  and(eq(notifications.customerId, customerId), eq(notifications.userId, userId));

export async function listNotifications(db: Db, owner: Owner): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(ownedBy(owner))
    .orderBy(desc(notifications.dateTime), desc(notifications.id));
  return rows.map(toNotification);
}

/** Sets the read flag of one notification (or all when `id` is omitted); answers how many changed. */
export async function setRead(db: Db, owner: Owner, isRead: boolean, id?: number): Promise<number> {
  const where = id === undefined ? ownedBy(owner) : and(ownedBy(owner), eq(notifications.id, id));
  const rows = await db.update(notifications).set({ isRead }).where(where).returning({ id: notifications.id });
  return rows.length;
}

export async function deleteNotifications(db: Db, owner: Owner, id?: number): Promise<number> {
  const where = id === undefined ? ownedBy(owner) : and(ownedBy(owner), eq(notifications.id, id));
  const rows = await db.delete(notifications).where(where).returning({ id: notifications.id });
  return rows.length;
}

/** Active members of a customer, the audience of a notification sent to everyone. */
export async function memberIds(db: Db, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: customerUsers.userId })
    .from(customerUsers)
    .where(and(eq(customerUsers.customerId, customerId), eq(customerUsers.isActive, true)));
  return rows.map((row) => row.userId);
}

/**
 * Stores a notification and pushes it to the recipient's open streams. Other modules (alerts, exports)
 * call this; the recipient must be a member of the customer (the foreign key refuses anyone else).
 */
export async function createNotification(
  deps: { db: Db; notificationBus: NotificationBus },
  input: NewNotification,
): Promise<Notification> {
  const [row] = await deps.db.insert(notifications).values(input).returning();
  if (!row) throw new Error('The notification was not stored');
  const notification = toNotification(row);
  deps.notificationBus.publish(input.customerId, input.userId, notification);
  return notification;
}
