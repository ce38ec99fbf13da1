import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_RESET_TTL_MINUTES, type PasswordResetProblem } from '@shelfsight/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { bumpSessionVersion } from '../../access/sessionVersion';
import type { Db } from '../../db/database';
import { refreshTokens, users } from '../../db/schema';
import { passwordResets } from '../../db/schema/passwordResets';

const digest = (hash: string) => createHash('sha256').update(hash).digest('hex');

/** Creates a reset link secret for the user; only its digest is stored. */
export async function createPasswordReset(db: Db, userId: number): Promise<{ hash: string; expiresAt: Date }> {
  const hash = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60 * 1000);
  await db.insert(passwordResets).values({ userId, hashDigest: digest(hash), expiresAt });
  return { hash, expiresAt };
}

export type ResetLookup =
  { ok: true; resetId: number; userId: number; email: string } | { ok: false; problem: PasswordResetProblem };

/** Tells whether a link is usable, and for whom. Blocked users' links count as unknown. */
export async function findUsableReset(db: Db, hash: string): Promise<ResetLookup> {
  const [row] = await db
    .select({ reset: passwordResets, email: users.email, isBlocked: users.isBlocked })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(eq(passwordResets.hashDigest, digest(hash)));
  if (!row || row.isBlocked) return { ok: false, problem: 'unknown' };
  if (row.reset.usedAt) return { ok: false, problem: 'used' };
  if (row.reset.expiresAt.getTime() <= Date.now()) return { ok: false, problem: 'expired' };
  return { ok: true, resetId: row.reset.id, userId: row.reset.userId, email: row.email };
}

/**
 * Spends the link and stores the new password hash in one transaction. Also spends the user's other
 * open links and revokes every refresh token, so old sessions and old mails stop working.
 * Answers false when a concurrent request spent the link first.
 */
export async function completePasswordReset(
  db: Db,
  reset: { resetId: number; userId: number },
  passwordHash: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.id, reset.resetId), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (spent.length === 0) return false;
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
    await tx
      .update(users)
      .set({ passwordHash, needsToChangePassword: false, lastUpdated: sql`now()` })
      .where(eq(users.id, reset.userId));
    await bumpSessionVersion(tx, [reset.userId]);
    await tx
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.userId, reset.userId), isNull(refreshTokens.revokedAt)));
    return true;
  });
}
