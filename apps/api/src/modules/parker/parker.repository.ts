import { type ParkerAnswer, parkerAnswerSchema } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

/** Who talks to Parker: a user within one customer; the history is theirs alone. */
export interface Speaker {
  customerId: number;
  userId: number;
}

/** Stores a question with its answer; the stored answer carries its history id and the time it was asked. */
export async function saveMessage(
  db: Db,
  speaker: Speaker,
  answer: Omit<ParkerAnswer, 'id' | 'askedAt'>,
): Promise<ParkerAnswer> {
  const result = await db.execute<{ id: number; asked_at: Date | string }>(sql`
    INSERT INTO parker_messages (customer_id, user_id, question, answer)
    VALUES (${speaker.customerId}, ${speaker.userId}, ${answer.question}, ${JSON.stringify(answer)}::jsonb)
    RETURNING id, asked_at`);
  const row = result.rows[0];
  if (!row) throw new Error('The question was not stored.');
  const saved = { ...answer, id: Number(row.id), askedAt: new Date(row.asked_at).toISOString() };
  await db.execute(sql`
    UPDATE parker_messages SET answer = ${JSON.stringify(saved)}::jsonb
     WHERE customer_id = ${speaker.customerId} AND id = ${saved.id}`);
  return saved;
}

/** The speaker's latest messages, oldest first. */
export async function history(db: Db, speaker: Speaker, limit: number): Promise<ParkerAnswer[]> {
  const result = await db.execute<{ answer: unknown }>(sql`
    SELECT answer FROM (
      SELECT id, answer FROM parker_messages
       WHERE customer_id = ${speaker.customerId} AND user_id = ${speaker.userId}
       ORDER BY id DESC LIMIT ${limit}
    ) latest ORDER BY id`);
  return result.rows.map((row) =>
    parkerAnswerSchema.parse(typeof row.answer === 'string' ? JSON.parse(row.answer) : row.answer),
  );
}

export async function clearHistory(db: Db, speaker: Speaker): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`
    DELETE FROM parker_messages WHERE customer_id = ${speaker.customerId} AND user_id = ${speaker.userId}
    RETURNING id`);
  return result.rows.length;
}
