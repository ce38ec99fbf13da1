import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './database';

/**
 * A table of who receives one thing (an alert, a scheduled export, a dataset): rows of
 * (customer_id, `key`, user_id). `alias` is the thing's alias in the surrounding query.
 */
export interface Recipients {
  table: 'alert_recipients' | 'scheduled_export_recipients' | 'dataset_recipients';
  key: 'alert_id' | 'scheduled_export_id' | 'dataset_id';
  alias: string;
}

const ofThing = ({ table, key, alias }: Recipients) =>
  sql`FROM ${sql.identifier(table)} r WHERE r.customer_id = ${sql.identifier(alias)}.customer_id
    AND r.${sql.identifier(key)} = ${sql.identifier(alias)}.id`;

/** The thing's recipients' ids as a JSON array (empty when none). */
export const recipientIdsOf = (recipients: Recipients): SQL =>
  sql`(SELECT coalesce(json_agg(r.user_id), '[]'::json) ${ofThing(recipients)})`;

/** True when the user receives the thing. */
export const receivedBy = (recipients: Recipients, userId: number): SQL =>
  sql`EXISTS (SELECT 1 ${ofThing(recipients)} AND r.user_id = ${userId})`;

/** True when the user owns or receives the thing. */
export const ownedOrReceivedBy = (recipients: Recipients, userId: number): SQL =>
  sql`(${sql.identifier(recipients.alias)}.owner_user_id = ${userId} OR ${receivedBy(recipients, userId)})`;

/** Who reads things with recipients: a member of a customer. */
export interface RecipientViewer {
  customerId: number;
  userId: number;
}

/**
 * The two reads of a thing with recipients, over its `select` (its query, with `where` as the WHERE clause):
 * what a viewer owns or receives (`id` narrows to one), and one by id whoever asks (jobs, the owner's checks).
 */
export function recipientThingReads<T>(recipients: Recipients, select: (db: Db, where: SQL) => Promise<T[]>) {
  const thing = sql.identifier(recipients.alias);
  return {
    visible(db: Db, viewer: RecipientViewer, id?: number): Promise<T[]> {
      const only = id === undefined ? sql`` : sql` AND ${thing}.id = ${id}`;
      return select(
        db,
        sql`${thing}.customer_id = ${viewer.customerId} AND ${ownedOrReceivedBy(recipients, viewer.userId)}${only}`,
      );
    },
    async stored(db: Db, customerId: number, id: number): Promise<T | null> {
      return (await select(db, sql`${thing}.customer_id = ${customerId} AND ${thing}.id = ${id}`))[0] ?? null;
    },
  };
}

/** Replaces the thing's recipients with `userIds` (duplicates kept once). */
export async function replaceRecipients(
  db: Db,
  { table, key }: Recipients,
  customerId: number,
  id: number,
  userIds: number[],
) {
  await db.execute(
    sql`DELETE FROM ${sql.identifier(table)} WHERE customer_id = ${customerId} AND ${sql.identifier(key)} = ${id}`,
  );
  if (userIds.length === 0) return;
  await db.execute(sql`INSERT INTO ${sql.identifier(table)} (customer_id, ${sql.identifier(key)}, user_id)
    SELECT DISTINCT ${customerId}::int, ${id}::int, value::int
    FROM jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb)`);
}
