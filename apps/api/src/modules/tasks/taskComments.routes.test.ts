import { mentionMarker, taskDetailsReplySchema, taskMessages } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTaskTestApp, type TaskTestApp, taskTestAccounts } from './testing/taskTestApp';

let kit: TaskTestApp;
const { admin, analyst, pm, outsider } = taskTestAccounts;
const call: TaskTestApp['call'] = (...args) => kit.call(...args);
const newTask = async (title?: string) => (await kit.newTask(title)).id;
const details = async (id: number) =>
  taskDetailsReplySchema.parse((await call(analyst, 'GET', `task/${id}/details`)).json()).data;

/** The notifications stored for a user about mentions. */
const mentionsOf = async (userId: number) =>
  (
    await kit.t.app.db.execute<{ title: string; sub_title: string; body: string; from_user_id: number }>(
      sql`SELECT title, sub_title, body, from_user_id FROM notifications
          WHERE user_id = ${userId} AND type = 'TASK_MENTION' ORDER BY id`,
    )
  ).rows;

beforeAll(async () => {
  kit = await startTaskTestApp();
});
afterAll(() => kit.t.close());

describe('task comments', () => {
  it('adds a comment and answers the saved comment as data', async () => {
    const id = await newTask();
    const response = await call(analyst, 'POST', `task/${id}/comment`, { description: 'Looks fine' });
    expect(response.statusCode).toBe(200);
    const comment = response.json().data;
    expect(comment).toMatchObject({
      creatorId: kit.users[analyst],
      commentDescription: 'Looks fine',
      mentionedUserIds: [],
    });
    expect((await details(id)).comments.map((saved) => saved.commentId)).toEqual([comment.commentId]);
  });

  it('refuses an empty comment with 400 naming description', async () => {
    const id = await newTask();
    const response = await call(analyst, 'POST', `task/${id}/comment`, { description: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ description: taskMessages.commentRequired });
  });

  it('stores an in-app notification for each mentioned member, not for the author', async () => {
    const id = await newTask('Price check');
    const before = (await mentionsOf(kit.users[admin]!)).length;
    const text = `${mentionMarker(kit.users[admin]!)} and ${mentionMarker(kit.users[analyst]!)} please look`;
    const response = await call(analyst, 'POST', `task/${id}/comment`, { description: text });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.mentionedUserIds).toEqual([kit.users[admin], kit.users[analyst]]);
    const stored = await mentionsOf(kit.users[admin]!);
    expect(stored.length).toBe(before + 1);
    expect(stored.at(-1)).toEqual({
      title: taskMessages.mentionedTitle('Andy Analyst'),
      sub_title: 'Price check',
      body: text,
      from_user_id: kit.users[analyst],
    });
    expect(await mentionsOf(kit.users[analyst]!)).toEqual([]);
  });

  it('refuses a mention of a user of another customer with 400 naming description, storing nothing', async () => {
    const id = await newTask();
    const response = await call(analyst, 'POST', `task/${id}/comment`, {
      description: `ping ${mentionMarker(kit.users[outsider]!)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ description: taskMessages.notMember });
    expect((await details(id)).comments).toEqual([]);
    expect(await mentionsOf(kit.users[outsider]!)).toEqual([]);
  });

  it('replaces one’s own comment and notifies only the newly mentioned', async () => {
    const id = await newTask();
    const first = await call(analyst, 'POST', `task/${id}/comment`, {
      description: `hi ${mentionMarker(kit.users[admin]!)}`,
    });
    const commentId = first.json().data.commentId;
    const adminBefore = (await mentionsOf(kit.users[admin]!)).length;
    const pmBefore = (await mentionsOf(kit.users[pm]!)).length;
    const replaced = await call(analyst, 'PATCH', `task/${id}/comment/${commentId}`, {
      description: `hi ${mentionMarker(kit.users[admin]!)} and ${mentionMarker(kit.users[pm]!)}`,
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data.commentId).toBe(commentId);
    expect((await mentionsOf(kit.users[admin]!)).length).toBe(adminBefore);
    expect((await mentionsOf(kit.users[pm]!)).length).toBe(pmBefore + 1);
    const other = await call(admin, 'PATCH', `task/${id}/comment/${commentId}`, { description: 'mine now' });
    expect(other.statusCode).toBe(403);
  });

  it('deletes one’s own comment and records add, change and delete in the audit trail', async () => {
    const id = await newTask();
    const added = await call(analyst, 'POST', `task/${id}/comment`, { description: 'one' });
    const commentId = added.json().data.commentId;
    await call(analyst, 'PATCH', `task/${id}/comment/${commentId}`, { description: 'two' });
    expect((await call(admin, 'DELETE', `task/${id}/comment/${commentId}`)).statusCode).toBe(403);
    expect((await call(analyst, 'DELETE', `task/${id}/comment/${commentId}`)).statusCode).toBe(200);
    expect((await call(analyst, 'DELETE', `task/${id}/comment/${commentId}`)).statusCode).toBe(404);
    const read = await details(id);
    expect(read.comments).toEqual([]);
    expect(read.auditTrail.filter((row) => row.field === 'comment').map((row) => [row.oldValue, row.newValue])).toEqual(
      [
        [null, 'one'],
        ['one', 'two'],
        ['two', null],
      ],
    );
  });

  it('answers 403 on another customer’s comment path and 404 on a task of another customer', async () => {
    const id = await newTask();
    expect((await call(analyst, 'POST', `task/${id}/comment`, { description: 'x' }, kit.brandco)).statusCode).toBe(403);
    expect((await call(admin, 'POST', `task/${id}/comment`, { description: 'x' }, kit.brandco)).statusCode).toBe(404);
  });
});
