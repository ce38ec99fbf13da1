import { mentionedUserIds, taskDetailsAddress, taskMessages as messages } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TransactionClient } from '../../plugins/jobsDb';
import type { MailMessage } from '../../plugins/mail';
import type { SavedComment } from './taskComments.repository';
import type { Actor } from './taskWrites.repository';

export const MENTION_MAIL_JOB = 'task-mention-mail';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface Person {
  id: number;
  email: string;
  displayName: string;
}

/** What a mention mail says: who mentioned whom on which task, the comment as written, and the task's link. */
export interface MentionMailInput {
  recipient: Person;
  authorName: string;
  taskTitle: string;
  /** The comment with its mention markers written as `@Name`. */
  comment: string;
  link: string;
}

/** The mail as plain text and an HTML part with the same words (every string escaped, the link linked). */
export function mentionMail(input: MentionMailInput): MailMessage {
  const title = input.taskTitle.trim() === '' ? 'a task without a title' : `the task "${input.taskTitle}"`;
  const intro = `${input.authorName} mentioned you in a comment on ${title}:`;
  const commentLines = input.comment.split('\n');
  const text = [
    `Hello ${input.recipient.displayName},`,
    '',
    intro,
    '',
    ...commentLines.map((line) => `> ${line}`),
    '',
    'Open the task:',
    input.link,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(input.recipient.displayName)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<blockquote>${commentLines.map(escapeHtml).join('<br>\n')}</blockquote>`,
    `<p><a href="${escapeHtml(input.link)}">Open the task</a></p>`,
  ].join('\n');
  const subject = `${messages.mentionedTitle(input.authorName)}${input.taskTitle.trim() ? `: ${input.taskTitle}` : ''}`;
  return { to: input.recipient.email, subject, text, html };
}

/** `@[user:12]` → `@Ann Analyst`; a marker of someone unknown stays as written. */
export const withNames = (description: string, names: Map<number, string>) =>
  description.replace(/@\[user:(\d+)\]/g, (marker, id: string) => {
    const name = names.get(Number(id));
    return name === undefined ? marker : `@${name}`;
  });

async function people(tx: TransactionClient, ids: number[]): Promise<Map<number, Person>> {
  if (ids.length === 0) return new Map();
  const found = await tx.execute<{ id: number; email: string; display_name: string }>(sql`
    SELECT id, email, display_name FROM users WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return new Map(found.rows.map((row) => [row.id, { id: row.id, email: row.email, displayName: row.display_name }]));
}

/**
 * Queues one mail per newly mentioned member other than the author, in the comment's own transaction: the mails
 * exist exactly when the comment does, and a crash after the commit only delays them (the job is retried).
 * One job per comment and recipient, so a mention is mailed once.
 */
export async function queueMentionMails(
  app: FastifyInstance,
  tx: TransactionClient,
  options: { actor: Actor; saved: SavedComment; taskId: number; publicUrl: string },
): Promise<void> {
  const { actor, saved, taskId } = options;
  const recipients = saved.newlyMentioned.filter((id) => id !== actor.userId);
  if (recipients.length === 0 || !app.jobs.enabled) return;
  const everyone = await people(tx, [actor.userId, ...mentionedUserIds(saved.comment.commentDescription)]);
  const names = new Map([...everyone.values()].map((person) => [person.id, person.displayName]));
  const comment = withNames(saved.comment.commentDescription, names);
  for (const userId of recipients) {
    const recipient = everyone.get(userId);
    if (!recipient) continue;
    const mail = mentionMail({
      recipient,
      authorName: names.get(actor.userId) ?? '',
      taskTitle: saved.taskTitle,
      comment,
      link: `${options.publicUrl}${taskDetailsAddress(taskId)}`,
    });
    await app.jobs.send(MENTION_MAIL_JOB, mail, {
      singletonKey: `task-mention:${actor.customerId}:${saved.comment.commentId}:${userId}`,
      transaction: tx,
    });
  }
}

/** The job that sends a queued mention mail through the mailer (SMTP or the outbox folder), retried on failure. */
export function defineMentionMailJob(app: FastifyInstance): void {
  app.jobs.define<MailMessage>({
    name: MENTION_MAIL_JOB,
    retryLimit: 5,
    retryDelaySeconds: 30,
    retryBackoff: true,
    async handler(mail) {
      const hold = process.env.SHELFSIGHT_TEST_HOLD_MENTION_MAIL;
      if (hold && mail.subject.includes(hold)) {
        // For the kill test only (mentionMailKill.test.ts): the comment is saved, its mail not yet sent.
        app.log.warn('holding the mention mail before it is sent');
        await new Promise<never>(() => undefined);
      }
      await app.mailer.send(mail);
    },
  });
}
