import {
  defaultTaskStatuses,
  type Task,
  type TaskAudit,
  taskMessages as messages,
  type TaskStatus,
} from '@shelfsight/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/httpError';

/** A connection or a transaction: both run SQL. */
export type Sql = Pick<Db, 'execute'>;

async function rows<T extends Record<string, unknown>>(db: Sql, query: SQL): Promise<T[]> {
  return (await db.execute<T>(query)).rows;
}

const bad = (field: string, message: string): never => {
  throw new HttpError(400, `${field}: ${message}`, { [field]: message });
};

/** The customer's statuses by sequence number; the defaults are made when the customer has none yet. */
export async function listStatuses(db: Sql, customerId: number): Promise<TaskStatus[]> {
  const defaults = defaultTaskStatuses.map(
    (status) => sql`(${status.stateTitle}::text, ${status.sequenceNumber}::integer)`,
  );
  // Only while the customer has none: an admin's renamed or removed defaults do not come back.
  await db.execute(sql`
    INSERT INTO task_statuses (customer_id, title, sequence_number)
    SELECT ${customerId}, d.title, d.sequence_number FROM (VALUES ${sql.join(defaults, sql`, `)}) AS d (title, sequence_number)
    WHERE NOT EXISTS (SELECT 1 FROM task_statuses WHERE customer_id = ${customerId})
    ON CONFLICT (customer_id, title) DO NOTHING`);
  const found = await rows<{ id: number; title: string; sequence_number: number }>(
    db,
    sql`SELECT id, title, sequence_number FROM task_statuses WHERE customer_id = ${customerId}
        ORDER BY sequence_number, id`,
  );
  return found.map((row) => ({ stateId: row.id, stateTitle: row.title, sequenceNumber: row.sequence_number }));
}

export async function createStatus(
  db: Sql,
  customerId: number,
  input: { stateTitle: string; sequenceNumber: number },
): Promise<TaskStatus> {
  await listStatuses(db, customerId);
  const [row] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO task_statuses (customer_id, title, sequence_number)
        VALUES (${customerId}, ${input.stateTitle}, ${input.sequenceNumber})
        ON CONFLICT (customer_id, title) DO NOTHING RETURNING id`,
  );
  if (!row) bad('stateTitle', messages.duplicateStatus);
  return { stateId: row!.id, ...input };
}

export async function updateStatus(
  db: Sql,
  customerId: number,
  stateId: number,
  input: { stateTitle?: string; sequenceNumber?: number },
): Promise<TaskStatus> {
  const current = (await listStatuses(db, customerId)).find((status) => status.stateId === stateId);
  if (!current) throw new HttpError(404, messages.unknownStatus);
  const next = { ...current, ...input };
  try {
    await db.execute(sql`UPDATE task_statuses SET title = ${next.stateTitle}, sequence_number = ${next.sequenceNumber}
      WHERE customer_id = ${customerId} AND id = ${stateId}`);
  } catch {
    bad('stateTitle', messages.duplicateStatus);
  }
  return next;
}

const inUse = (count: number): never => {
  throw new HttpError(409, messages.statusInUse(count), { stateId: messages.statusInUse(count) });
};

/** A foreign-key violation (SQLSTATE 23503), as either driver reports it, possibly wrapped by Drizzle. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause)
    if ((current as { code?: unknown }).code === '23503') return true;
  return false;
}

/**
 * Deletes a status no task has (409 naming `stateId` otherwise, with the count, so the admin moves those tasks
 * first) and never the last one (409): a task always needs a status, and a customer without any would get the
 * defaults again.
 */
export async function deleteStatus(db: Sql, customerId: number, stateId: number): Promise<void> {
  const statuses = await listStatuses(db, customerId);
  if (!statuses.some((status) => status.stateId === stateId)) throw new HttpError(404, messages.unknownStatus);
  if (statuses.length === 1) throw new HttpError(409, messages.lastStatus, { stateId: messages.lastStatus });
  const [used] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM tasks WHERE customer_id = ${customerId} AND status_id = ${stateId}`,
  );
  if (Number(used?.n ?? 0) > 0) inUse(Number(used!.n));
  try {
    await db.execute(sql`DELETE FROM task_statuses WHERE customer_id = ${customerId} AND id = ${stateId}`);
  } catch (error) {
    // A task given this status since the count: the foreign key keeps it, and the answer says so.
    if (isForeignKeyViolation(error)) inUse(1);
    throw error;
  }
}

/** The id of the status with this title (the spec sends statuses by title); 400 naming `status` otherwise. */
export async function statusIdOf(db: Sql, customerId: number, title: string): Promise<number> {
  const status = (await listStatuses(db, customerId)).find((candidate) => candidate.stateTitle === title);
  return status ? status.stateId : bad('status', messages.unknownStatus);
}

/** Refuses (400 naming `field`) a user who is not an active member of the customer. */
export async function requireMember(db: Sql, customerId: number, userIds: number[], field: string): Promise<void> {
  if (userIds.length === 0) return;
  const found = await rows<{ user_id: number }>(
    db,
    sql`SELECT user_id FROM customer_users WHERE customer_id = ${customerId} AND is_active
        AND user_id IN (${sql.join(
          userIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  if (found.length !== userIds.length) bad(field, messages.notMember);
}

/** Refuses (400 naming the field) a linked product, retailer or widget the customer does not have. */
export async function requireLinks(
  db: Sql,
  customerId: number,
  links: { productId?: number | null; retailerId?: number | null; widgetId?: number | null },
): Promise<void> {
  const checks: [number | null | undefined, string, SQL, string][] = [
    [
      links.productId,
      'productId',
      sql`SELECT 1 FROM products WHERE customer_id = ${customerId} AND id = `,
      messages.unknownProduct,
    ],
    [
      links.retailerId,
      'retailerId',
      sql`SELECT 1 FROM customer_retailers WHERE customer_id = ${customerId} AND retailer_id = `,
      messages.unknownRetailer,
    ],
    [
      links.widgetId,
      'widgetId',
      sql`SELECT 1 FROM widgets WHERE customer_id = ${customerId} AND id = `,
      messages.unknownWidget,
    ],
  ];
  for (const [id, field, query, message] of checks) {
    if (id == null) continue;
    if ((await rows(db, sql`${query}${id}`)).length === 0) bad(field, message);
  }
}

interface TaskRow extends Record<string, unknown> {
  id: number;
  title: string;
  description: string;
  status: string;
  creator_id: number;
  due_date_time: string | Date | null;
  product_id: number | null;
  retailer_id: number | null;
  widget_id: number | null;
  assignees: { id: number; displayName: string }[] | string | null;
}

const iso = (value: string | Date) => new Date(value).toISOString();

const toTask = (row: TaskRow): Task => {
  const assignees = (typeof row.assignees === 'string' ? JSON.parse(row.assignees) : (row.assignees ?? [])) as {
    id: number;
    displayName: string;
  }[];
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    assignedUserIds: assignees.map((user) => user.id),
    assignees,
    creatorId: row.creator_id,
    dueDateTime: row.due_date_time === null ? messages.noDate : iso(row.due_date_time),
    productId: row.product_id,
    retailerId: row.retailer_id,
    widgetId: row.widget_id,
  };
};

const taskSelect = (customerId: number, where: SQL) => sql`
  SELECT t.id, t.title, t.description, s.title AS status, t.creator_id, t.due_date_time,
         t.product_id, t.retailer_id, t.widget_id,
         (SELECT coalesce(json_agg(json_build_object('id', u.id, 'displayName', u.display_name) ORDER BY u.id), '[]')
            FROM task_assignees a JOIN users u ON u.id = a.user_id
           WHERE a.customer_id = t.customer_id AND a.task_id = t.id) AS assignees
    FROM tasks t JOIN task_statuses s ON s.customer_id = t.customer_id AND s.id = t.status_id
   WHERE t.customer_id = ${customerId} AND ${where}
   ORDER BY t.sequence, t.id DESC`;

/** The customer's tasks in their stored order. */
export async function listTasks(db: Sql, customerId: number): Promise<Task[]> {
  return (await rows<TaskRow>(db, taskSelect(customerId, sql`true`))).map(toTask);
}

/** One task; 404 when the customer has no task with this id. */
export async function getTask(db: Sql, customerId: number, id: number): Promise<Task> {
  const [row] = await rows<TaskRow>(db, taskSelect(customerId, sql`t.id = ${id}`));
  if (!row) throw new HttpError(404, messages.unknownTask);
  return toTask(row);
}

/** Records one change of a task. */
export async function audit(
  db: Sql,
  change: {
    customerId: number;
    taskId: number;
    userId: number;
    field: string;
    oldValue: string | null;
    newValue: string | null;
  },
): Promise<void> {
  await db.execute(sql`INSERT INTO task_audit (customer_id, task_id, user_id, field, old_value, new_value)
    VALUES (${change.customerId}, ${change.taskId}, ${change.userId}, ${change.field}, ${change.oldValue}, ${change.newValue})`);
}

const describeChange = (row: { field: string; old_value: string | null; new_value: string | null }) => {
  const shown = (value: string | null) => (value === null ? 'nothing' : `'${value}'`);
  if (row.field === 'task' && row.old_value === null) return 'Task created';
  if (row.field === 'task') return 'Task deleted';
  if (row.field === 'assignee')
    return row.new_value === null ? `Unassigned ${row.old_value}` : `Assigned ${row.new_value}`;
  if (row.field === 'comment') {
    if (row.old_value === null) return 'Comment added';
    return row.new_value === null ? 'Comment deleted' : 'Comment changed';
  }
  return `${row.field} changed from ${shown(row.old_value)} to ${shown(row.new_value)}`;
};

/** The audit trail of a task, oldest first. */
export async function auditTrail(db: Sql, customerId: number, taskId: number): Promise<TaskAudit[]> {
  const found = await rows<{
    id: number;
    user_id: number;
    field: string;
    old_value: string | null;
    new_value: string | null;
    date_created: string | Date;
  }>(
    db,
    sql`SELECT id, user_id, field, old_value, new_value, date_created FROM task_audit
        WHERE customer_id = ${customerId} AND task_id = ${taskId} ORDER BY id`,
  );
  return found.map((row) => ({
    action_id: row.id,
    action_description: describeChange(row),
    action_creation_datetime: iso(row.date_created),
    userId: row.user_id,
    field: row.field,
    oldValue: row.old_value,
    newValue: row.new_value,
  }));
}

/** The active members of the customer by name: who may be assigned to a task or mentioned in a comment. */
export async function listMembers(db: Sql, customerId: number): Promise<{ id: number; displayName: string }[]> {
  const found = await rows<{ id: number; display_name: string }>(
    db,
    sql`SELECT u.id, u.display_name FROM customer_users m JOIN users u ON u.id = m.user_id
        WHERE m.customer_id = ${customerId} AND m.is_active ORDER BY lower(u.display_name), u.id`,
  );
  return found.map((row) => ({ id: row.id, displayName: row.display_name }));
}

/** The name shown for a user (in audit rows and notifications). */
export async function displayName(db: Sql, userId: number): Promise<string> {
  const found = await rows<{ display_name: string }>(db, sql`SELECT display_name FROM users WHERE id = ${userId}`);
  return found[0]?.display_name ?? String(userId);
}
