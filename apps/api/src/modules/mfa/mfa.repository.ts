import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { mfaChallenges, mfaRecoveryCodes, mfaTrustedDevices, userMfa } from '../../db/schema/mfa';

export const digest = (value: string) => createHash('sha256').update(value).digest('hex');
const DAY_MS = 24 * 60 * 60 * 1000;

export async function findMfa(db: Db, userId: number) {
  const [row] = await db.select().from(userMfa).where(eq(userMfa.userId, userId));
  return row;
}

export async function isMfaEnabled(db: Db, userId: number): Promise<boolean> {
  return (await findMfa(db, userId))?.enabledAt != null;
}

/** Starts (or restarts) enrolment with a fresh secret; an enabled factor is never replaced this way. */
export async function startEnrolment(db: Db, userId: number, secret: string): Promise<void> {
  await db
    .insert(userMfa)
    .values({ userId, secret })
    .onConflictDoUpdate({ target: userMfa.userId, set: { secret, enabledAt: null, lastTimeStep: null } });
}

/** Records the time step of an accepted code; false when another request already used that step. */
export async function spendTimeStep(db: Db, userId: number, step: number): Promise<boolean> {
  const updated = await db
    .update(userMfa)
    .set({ lastTimeStep: step })
    .where(and(eq(userMfa.userId, userId), sql`coalesce(${userMfa.lastTimeStep}, -1) < ${step}`))
    .returning({ userId: userMfa.userId });
  return updated.length === 1;
}

/** Turns the factor on and replaces the recovery codes; answers the new codes in clear, once. */
export async function enableMfa(db: Db, userId: number, codeCount: number): Promise<string[]> {
  const codes = Array.from({ length: codeCount }, () => {
    const raw = randomBytes(5).toString('hex');
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await db.transaction(async (tx) => {
    await tx
      .update(userMfa)
      .set({ enabledAt: sql`now()` })
      .where(eq(userMfa.userId, userId));
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    await tx.insert(mfaRecoveryCodes).values(codes.map((code) => ({ userId, codeDigest: digest(code) })));
  });
  return codes;
}

export async function disableMfa(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(userMfa).where(eq(userMfa.userId, userId));
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    await tx.delete(mfaTrustedDevices).where(eq(mfaTrustedDevices.userId, userId));
  });
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Spends one recovery code; the conditional update lets each code through exactly once. */
export async function spendRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  const normalised = code.trim().toLowerCase();
  const spent = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeDigest, digest(normalised)),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return spent.length === 1;
}

export async function issueChallenge(db: Db, userId: number, ttlMinutes: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(mfaChallenges).values({
    userId,
    tokenDigest: digest(token),
    expiresAt: new Date(Date.now() + ttlMinutes * 60 * 1000),
  });
  return token;
}

/** The user of a live, unspent challenge, or null. */
export async function challengeUser(db: Db, token: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: mfaChallenges.userId })
    .from(mfaChallenges)
    .where(
      and(
        eq(mfaChallenges.tokenDigest, digest(token)),
        isNull(mfaChallenges.usedAt),
        gt(mfaChallenges.expiresAt, sql`now()`),
      ),
    );
  return row?.userId ?? null;
}

export async function spendChallenge(db: Db, token: string): Promise<boolean> {
  const spent = await db
    .update(mfaChallenges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(mfaChallenges.tokenDigest, digest(token)), isNull(mfaChallenges.usedAt)))
    .returning({ id: mfaChallenges.id });
  return spent.length === 1;
}

/** True when the device is trusted and unexpired; marks it used. */
export async function useTrustedDevice(db: Db, userId: number, deviceIdentifier: string): Promise<boolean> {
  const used = await db
    .update(mfaTrustedDevices)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(mfaTrustedDevices.userId, userId),
        eq(mfaTrustedDevices.deviceDigest, digest(deviceIdentifier)),
        gt(mfaTrustedDevices.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: mfaTrustedDevices.id });
  return used.length === 1;
}

/** Trusts a device for `days` from now; trusting it again restarts the period. */
export async function trustDevice(db: Db, userId: number, deviceIdentifier: string, label: string, days: number) {
  const expiresAt = new Date(Date.now() + days * DAY_MS);
  await db
    .insert(mfaTrustedDevices)
    .values({ userId, deviceDigest: digest(deviceIdentifier), label, expiresAt })
    .onConflictDoUpdate({
      target: [mfaTrustedDevices.userId, mfaTrustedDevices.deviceDigest],
      set: { label, expiresAt, createdAt: sql`now()`, lastUsedAt: null },
    });
}

export async function listTrustedDevices(db: Db, userId: number) {
  return db
    .select()
    .from(mfaTrustedDevices)
    .where(and(eq(mfaTrustedDevices.userId, userId), gt(mfaTrustedDevices.expiresAt, sql`now()`)))
    .orderBy(asc(mfaTrustedDevices.id));
}

/** Only the owner's own devices can be revoked; answers whether one was. */
export async function revokeTrustedDevice(db: Db, userId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(mfaTrustedDevices)
    .where(and(eq(mfaTrustedDevices.id, id), eq(mfaTrustedDevices.userId, userId)))
    .returning({ id: mfaTrustedDevices.id });
  return removed.length === 1;
}
