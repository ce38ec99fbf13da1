import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { refreshTokens, users } from '../db/schema';
import { mfaTrustedDevices } from '../db/schema/mfa';

/**
 * Whether the browser naming itself `deviceIdentifier` is one the account knows: it has signed in to
 * this account before (its refresh tokens carry the identifier) or is a trusted device of the second
 * factor that has not expired. Identifiers are random per browser, so a stranger cannot name one.
 */
export async function isKnownDevice(db: Db, email: string, deviceIdentifier: string): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  if (!user) return false;
  const [signedIn] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, user.id), eq(refreshTokens.deviceIdentifier, deviceIdentifier)))
    .limit(1);
  if (signedIn) return true;
  const [trusted] = await db
    .select({ id: mfaTrustedDevices.id })
    .from(mfaTrustedDevices)
    .where(
      and(
        eq(mfaTrustedDevices.userId, user.id),
        eq(mfaTrustedDevices.deviceDigest, createHash('sha256').update(deviceIdentifier).digest('hex')),
        gt(mfaTrustedDevices.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return trusted !== undefined;
}
