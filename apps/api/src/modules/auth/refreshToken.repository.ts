import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { refreshTokens } from '../../db/schema';
import { accessCacheOf } from '../../access/accessCache';
import { bumpSessionVersion } from '../../access/sessionVersion';

export const REFRESH_TOKEN_TTL_DAYS = 30;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
}

/** Issues a new random refresh token; only its sha256 is stored. A new sign-in starts a new family. */
export async function issueRefreshToken(
  db: Db,
  userId: number,
  options: { familyId?: string; deviceIdentifier?: string | null } = {},
): Promise<IssuedRefreshToken> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(refreshTokens).values({
    userId,
    familyId: options.familyId ?? randomUUID(),
    tokenHash: hashToken(token),
    deviceIdentifier: options.deviceIdentifier ?? null,
    expiresAt,
  });
  return { token, expiresAt };
}

export type RotationResult =
  | { ok: true; userId: number; next: IssuedRefreshToken }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Spends a refresh token and issues its successor in the same family. Presenting a token that was
 * already spent means it leaked (or raced), so the whole family is revoked.
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<RotationResult> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.usedAt) {
    await revokeFamily(db, row.familyId);
    return { ok: false, reason: 'reused' };
  }
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
  // The conditional update makes two concurrent rotations of one token produce one winner.
  const spent = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  if (spent.length === 0) {
    await revokeFamily(db, row.familyId);
    return { ok: false, reason: 'reused' };
  }
  const next = await issueRefreshToken(db, row.userId, {
    familyId: row.familyId,
    deviceIdentifier: row.deviceIdentifier,
  });
  return { ok: true, userId: row.userId, next };
}

/** Revokes a sign-in; the user's access tokens end with it (a stolen one must not outlive the family). */
export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ userId: refreshTokens.userId });
  const userIds = [...new Set(revoked.map((row) => row.userId))];
  await bumpSessionVersion(db, userIds);
  for (const userId of userIds) accessCacheOf(db)?.invalidateUser(userId);
}

/** Revokes the family of the given token, if the token is known at all. */
export async function revokeFamilyOfToken(db: Db, token: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (row) await revokeFamily(db, row.familyId);
}
