import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { mentionMarker, taskMessages } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEml, type ParsedMail } from '../../test/eml';
import { MENTION_MAIL_JOB, mentionMail, queueMentionMails } from './mentionMail';
import { startTaskTestApp, type TaskTestApp, taskTestAccounts } from './testing/taskTestApp';

let kit: TaskTestApp;
const { admin, analyst, pm, outsider } = taskTestAccounts;
const call: TaskTestApp['call'] = (...args) => kit.call(...args);
const newTask = async (title: string) => (await kit.newTask(title)).id;

const nameOf = async (email: string) =>
  (await kit.t.app.db.execute<{ display_name: string }>(sql`SELECT display_name FROM users WHERE email = ${email}`))
    .rows[0]!.display_name;

/** The mails in the outbox folder once no mention mail waits, addressed to `email`, oldest first. */
async function mailsTo(email: string): Promise<ParsedMail[]> {
  await kit.t.app.jobs.settled(MENTION_MAIL_JOB);
  const files = (await readdir(kit.t.config.outboxDir).catch(() => [] as string[])).sort();
  const mails: ParsedMail[] = [];
  for (const file of files) {
    const eml = await readFile(path.join(kit.t.config.outboxDir, file), 'utf8');
    if (new RegExp(`^To: ${email}$`, 'm').test(eml)) mails.push(await parseEml(eml));
  }
  return mails;
}

/** Mention-mail jobs of one comment (any state), as pg-boss stores them. */
const jobsOfComment = async (commentId: number) =>
  (
    await kit.t.app.db.execute<{ singleton_key: string }>(
      sql`SELECT singleton_key FROM pgboss.job WHERE name = ${MENTION_MAIL_JOB}
          AND singleton_key LIKE ${`task-mention:${kit.acme}:${commentId}:%`} ORDER BY singleton_key`,
    )
  ).rows.map((row) => row.singleton_key);

beforeAll(async () => {
  kit = await startTaskTestApp({ env: { JOBS: 'on', JOBS_POLL_SECONDS: '0.5', JOBS_RETRY_DELAY_SECONDS: '1' } });
});
afterAll(() => kit.t.close());

describe('mention mails', () => {
  it('mails the mentioned member the comment, with names for markers and a link that opens the task', async () => {
    const id = await newTask('Check the toaster price');
    const description = `${mentionMarker(kit.users[pm]!)} can you compare with ${mentionMarker(kit.users[admin]!)}'s list?`;
    const response = await call(analyst, 'POST', `task/${id}/comment`, { description });
    expect(response.statusCode, response.body).toBe(200);

    const [pmName, adminName, analystName] = [await nameOf(pm), await nameOf(admin), await nameOf(analyst)];
    const link = `${kit.t.config.publicUrl}/tasks/?task=${id}`;
    const [mail, ...more] = await mailsTo(pm);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`${taskMessages.mentionedTitle(analystName)}: Check the toaster price`);
    expect(mail!.text).toBe(
      [
        `Hello ${pmName},`,
        '',
        `${analystName} mentioned you in a comment on the task "Check the toaster price":`,
        '',
        `> @${pmName} can you compare with @${adminName}'s list?`,
        '',
        'Open the task:',
        link,
      ].join('\n'),
    );
    expect(mail!.html).toContain(`<a href="${link}">Open the task</a>`);
    expect(mail!.html).toContain(`@${pmName} can you compare with @${adminName}&#39;s list?`);
    // The admin was mentioned too: one mail each.
    expect(await mailsTo(admin)).toHaveLength(1);
  });

  it('sends no mail to an author who mentions themself', async () => {
    const id = await newTask('Note to self');
    const before = (await mailsTo(analyst)).length;
    const response = await call(analyst, 'POST', `task/${id}/comment`, {
      description: `${mentionMarker(kit.users[analyst]!)} remember the photos`,
    });
    expect(response.statusCode).toBe(200);
    expect(await jobsOfComment(response.json().data.commentId)).toEqual([]);
    expect(await mailsTo(analyst)).toHaveLength(before);
  });

  it("refuses a mention of another customer's user with 400 naming description, queueing nothing", async () => {
    const id = await newTask('Stranger');
    const response = await call(analyst, 'POST', `task/${id}/comment`, {
      description: `${mentionMarker(kit.users[pm]!)} and ${mentionMarker(kit.users[outsider]!)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ description: taskMessages.notMember });
    expect(await mailsTo(outsider)).toEqual([]);
    const queued = await kit.t.app.db.execute(
      sql`SELECT 1 FROM pgboss.job WHERE name = ${MENTION_MAIL_JOB} AND data::text LIKE '%Stranger%'`,
    );
    expect(queued.rows).toEqual([]);
  });

  it('mails only the members newly mentioned when a comment is replaced', async () => {
    const id = await newTask('Edited mention');
    const first = await call(analyst, 'POST', `task/${id}/comment`, { description: mentionMarker(kit.users[admin]!) });
    const commentId = first.json().data.commentId as number;
    const replaced = await call(analyst, 'PATCH', `task/${id}/comment/${commentId}`, {
      description: `${mentionMarker(kit.users[admin]!)} ${mentionMarker(kit.users[pm]!)}`,
    });
    expect(replaced.statusCode).toBe(200);
    expect(await jobsOfComment(commentId)).toEqual(
      [
        `task-mention:${kit.acme}:${commentId}:${kit.users[admin]}`,
        `task-mention:${kit.acme}:${commentId}:${kit.users[pm]}`,
      ].sort(),
    );
  });

  it('queues the mail in the transaction of the comment: rolled back, nothing is queued', async () => {
    const id = await newTask('Rolled back');
    const saved = {
      comment: {
        commentId: 987_654,
        creatorId: kit.users[analyst]!,
        commentDescription: mentionMarker(kit.users[pm]!),
        commentCreationDatetime: new Date().toISOString(),
        mentionedUserIds: [kit.users[pm]!],
      },
      newlyMentioned: [kit.users[pm]!],
      taskTitle: 'Rolled back',
    };
    const actor = { customerId: kit.acme, userId: kit.users[analyst]! };
    const queue = (tx: Parameters<typeof queueMentionMails>[1]) =>
      queueMentionMails(kit.t.app, tx, { actor, saved, taskId: id, publicUrl: kit.t.config.publicUrl });
    await expect(
      kit.t.app.db.transaction(async (tx) => {
        await queue(tx);
        throw new Error('the comment failed after the mail was queued');
      }),
    ).rejects.toThrow('the comment failed');
    expect(await jobsOfComment(987_654)).toEqual([]);
    await kit.t.app.db.transaction(queue);
    expect(await jobsOfComment(987_654)).toEqual([`task-mention:${kit.acme}:987654:${kit.users[pm]}`]);
  });
});

describe('mentionMail', () => {
  it('escapes every string in the HTML part and names an untitled task', () => {
    const mail = mentionMail({
      recipient: { id: 1, email: 'pat@example.test', displayName: 'Pat <Ops>' },
      authorName: 'Ann & Co',
      taskTitle: ' ',
      comment: '<script>x</script>\nsecond line',
      link: 'https://app.example/tasks/?task=5',
    });
    expect(mail.subject).toBe(taskMessages.mentionedTitle('Ann & Co'));
    expect(mail.text).toContain('Ann & Co mentioned you in a comment on a task without a title:');
    expect(mail.text).toContain('> <script>x</script>\n> second line');
    expect(mail.html).toContain('Hello Pat &#60;Ops&#62;,');
    expect(mail.html).toContain('&#60;script&#62;x&#60;/script&#62;<br>\nsecond line');
    expect(mail.html).not.toContain('<script>');
  });
});
