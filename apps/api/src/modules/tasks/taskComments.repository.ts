import { mentionedUserIds, type TaskComment, taskMessages as messages } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { HttpError } from '../../lib/httpError';
import type { Actor } from './taskWrites.repository';
import { audit, getTask, requireMember, type Sql } from './tasks.repository';

interface CommentRow extends Record<string, unknown> {
  id: number;
  creator_id: number;
  description: string;
  date_created: string | Date;
}

const toComment = (row: CommentRow): TaskComment => ({
  commentId: row.id,
  creatorId: row.creator_id,
  commentDescription: row.description,
  commentCreationDatetime: new Date(row.date_created).toISOString(),
  mentionedUserIds: mentionedUserIds(row.description),
});

export async function listComments(db: Sql, customerId: number, taskId: number): Promise<TaskComment[]> {
  const found = await db.execute<CommentRow>(sql`
    SELECT id, creator_id, description, date_created FROM task_comments
    WHERE customer_id = ${customerId} AND task_id = ${taskId} ORDER BY id`);
  return found.rows.map(toComment);
}

async function commentOf(db: Sql, customerId: number, taskId: number, commentId: number): Promise<CommentRow> {
  const [row] = (
    await db.execute<CommentRow>(sql`
      SELECT id, creator_id, description, date_created FROM task_comments
      WHERE customer_id = ${customerId} AND task_id = ${taskId} AND id = ${commentId}`)
  ).rows;
  if (!row) throw new HttpError(404, messages.unknownComment);
  return row;
}

/** A saved comment and the users newly mentioned in it (members only: 400 naming `description`). */
export interface SavedComment {
  comment: TaskComment;
  newlyMentioned: number[];
  taskTitle: string;
}

export async function addComment(db: Sql, actor: Actor, taskId: number, description: string): Promise<SavedComment> {
  const { customerId } = actor;
  const task = await getTask(db, customerId, taskId);
  const mentioned = mentionedUserIds(description);
  await requireMember(db, customerId, mentioned, 'description');
  const [row] = (
    await db.execute<CommentRow>(sql`
      INSERT INTO task_comments (customer_id, task_id, creator_id, description)
      VALUES (${customerId}, ${taskId}, ${actor.userId}, ${description})
      RETURNING id, creator_id, description, date_created`)
  ).rows;
  await audit(db, { ...actor, taskId, field: 'comment', oldValue: null, newValue: description });
  return { comment: toComment(row!), newlyMentioned: mentioned, taskTitle: task.title };
}

/** Replaces the text of one's own comment; only users not mentioned before count as newly mentioned. */
export async function replaceComment(
  db: Sql,
  actor: Actor,
  taskId: number,
  commentId: number,
  description: string,
): Promise<SavedComment> {
  const { customerId } = actor;
  const task = await getTask(db, customerId, taskId);
  const before = await commentOf(db, customerId, taskId, commentId);
  if (before.creator_id !== actor.userId) throw new HttpError(403, messages.notAuthor);
  const mentioned = mentionedUserIds(description);
  await requireMember(db, customerId, mentioned, 'description');
  const [row] = (
    await db.execute<CommentRow>(sql`
      UPDATE task_comments SET description = ${description}, date_updated = now()
      WHERE customer_id = ${customerId} AND id = ${commentId}
      RETURNING id, creator_id, description, date_created`)
  ).rows;
  if (before.description !== description)
    await audit(db, { ...actor, taskId, field: 'comment', oldValue: before.description, newValue: description });
  const earlier = new Set(mentionedUserIds(before.description));
  return {
    comment: toComment(row!),
    newlyMentioned: mentioned.filter((id) => !earlier.has(id)),
    taskTitle: task.title,
  };
}

export async function deleteComment(db: Sql, actor: Actor, taskId: number, commentId: number): Promise<void> {
  const { customerId } = actor;
  await getTask(db, customerId, taskId);
  const before = await commentOf(db, customerId, taskId, commentId);
  if (before.creator_id !== actor.userId) throw new HttpError(403, messages.notAuthor);
  await db.execute(sql`DELETE FROM task_comments WHERE customer_id = ${customerId} AND id = ${commentId}`);
  await audit(db, { ...actor, taskId, field: 'comment', oldValue: before.description, newValue: null });
}
