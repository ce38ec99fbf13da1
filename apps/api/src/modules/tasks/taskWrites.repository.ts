import { type CreateTask, type Task, taskMessages as messages, type UpdateTask } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { HttpError } from '../../lib/httpError';
import { audit, displayName, getTask, requireLinks, requireMember, type Sql, statusIdOf } from './tasks.repository';

/** Who writes in which customer. */
export interface Actor {
  customerId: number;
  userId: number;
}

/** A new task on top of the stored order, with its creation on record. */
export async function createTask(db: Sql, actor: Actor, input: CreateTask): Promise<Task> {
  const { customerId, userId } = actor;
  const statusId = await statusIdOf(db, customerId, input.status);
  await requireLinks(db, customerId, input);
  const [row] = (
    await db.execute<{ id: number }>(sql`
      INSERT INTO tasks (customer_id, title, description, status_id, creator_id, due_date_time, sequence,
                         product_id, retailer_id, widget_id)
      VALUES (${customerId}, ${input.title ?? ''}, ${input.description ?? ''}, ${statusId}, ${userId},
              ${input.dueDateTime ?? null},
              (SELECT coalesce(min(sequence), 1) - 1 FROM tasks WHERE customer_id = ${customerId}),
              ${input.productId ?? null}, ${input.retailerId ?? null}, ${input.widgetId ?? null})
      RETURNING id`)
  ).rows;
  const id = row!.id;
  await audit(db, { customerId, taskId: id, userId, field: 'task', oldValue: null, newValue: input.title ?? '' });
  return getTask(db, customerId, id);
}

/** Changes one field (spec §7: exactly one per call) and records old → new when it differs. */
export async function updateTask(db: Sql, actor: Actor, id: number, change: UpdateTask): Promise<Task> {
  const { customerId, userId } = actor;
  const before = await getTask(db, customerId, id);
  const where = sql`customer_id = ${customerId} AND id = ${id}`;
  let field: string;
  let oldValue: string | null;
  let newValue: string | null;
  if (change.title !== undefined) {
    await db.execute(sql`UPDATE tasks SET title = ${change.title} WHERE ${where}`);
    [field, oldValue, newValue] = ['title', before.title, change.title];
  } else if (change.description !== undefined) {
    await db.execute(sql`UPDATE tasks SET description = ${change.description} WHERE ${where}`);
    [field, oldValue, newValue] = ['description', before.description, change.description];
  } else if (change.status !== undefined) {
    const statusId = await statusIdOf(db, customerId, change.status);
    await db.execute(sql`UPDATE tasks SET status_id = ${statusId} WHERE ${where}`);
    [field, oldValue, newValue] = ['status', before.status, change.status];
  } else {
    const due = change.unsetDueDateTime ? null : new Date(change.dueDateTime!).toISOString();
    await db.execute(sql`UPDATE tasks SET due_date_time = ${due} WHERE ${where}`);
    const shown = (value: string) => (value === messages.noDate ? null : value);
    [field, oldValue, newValue] = ['dueDateTime', shown(before.dueDateTime), due];
  }
  if (oldValue !== newValue) await audit(db, { customerId, taskId: id, userId, field, oldValue, newValue });
  return getTask(db, customerId, id);
}

export async function deleteTask(db: Sql, actor: Actor, id: number): Promise<void> {
  const before = await getTask(db, actor.customerId, id);
  await db.execute(sql`DELETE FROM tasks WHERE customer_id = ${actor.customerId} AND id = ${id}`);
  await audit(db, { ...actor, taskId: id, field: 'task', oldValue: before.title, newValue: null });
}

/** The stored order of the customer's task ids. */
export async function taskSequence(db: Sql, customerId: number): Promise<number[]> {
  const found = await db.execute<{ id: number }>(
    sql`SELECT id FROM tasks WHERE customer_id = ${customerId} ORDER BY sequence, id DESC`,
  );
  return found.rows.map((row) => row.id);
}

/** Stores a new order; it must name every task of the customer exactly once (400 naming `sequence`). */
export async function setTaskSequence(db: Sql, customerId: number, sequence: number[]): Promise<number[]> {
  const current = await taskSequence(db, customerId);
  const known = new Set(current);
  if (
    new Set(sequence).size !== sequence.length ||
    sequence.length !== current.length ||
    !sequence.every((id) => known.has(id))
  )
    throw new HttpError(400, `sequence: ${messages.sequenceIncomplete}`, { sequence: messages.sequenceIncomplete });
  if (sequence.length > 0)
    await db.execute(sql`
      UPDATE tasks SET sequence = ordered.position
      FROM unnest(${`{${sequence.join(',')}}`}::integer[]) WITH ORDINALITY AS ordered (id, position)
      WHERE tasks.customer_id = ${customerId} AND tasks.id = ordered.id`);
  return taskSequence(db, customerId);
}

/** Adds (or removes) one assignee; the user must be a member of the customer (400 naming `userId`). */
export async function setAssigned(db: Sql, actor: Actor, id: number, assigneeId: number, assigned: boolean) {
  const { customerId } = actor;
  const before = await getTask(db, customerId, id);
  if (assigned) await requireMember(db, customerId, [assigneeId], 'userId');
  const has = before.assignedUserIds.includes(assigneeId);
  if (assigned && !has) {
    await db.execute(
      sql`INSERT INTO task_assignees (customer_id, task_id, user_id) VALUES (${customerId}, ${id}, ${assigneeId})`,
    );
    await audit(db, {
      ...actor,
      taskId: id,
      field: 'assignee',
      oldValue: null,
      newValue: await displayName(db, assigneeId),
    });
  }
  if (!assigned && has) {
    await db.execute(
      sql`DELETE FROM task_assignees WHERE customer_id = ${customerId} AND task_id = ${id} AND user_id = ${assigneeId}`,
    );
    await audit(db, {
      ...actor,
      taskId: id,
      field: 'assignee',
      oldValue: await displayName(db, assigneeId),
      newValue: null,
    });
  }
  return getTask(db, customerId, id);
}
