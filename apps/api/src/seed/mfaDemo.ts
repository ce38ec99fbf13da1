import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { customers, customerUsers, users } from '../db/schema';
import { userMfa } from '../db/schema/mfa';
import { hashPassword } from '../modules/auth/password';
import { DEMO_PASSWORD } from './demoData';

/**
 * The demo account with TOTP on. Its secret is fixed and published in the README so anyone can add
 * it to an authenticator app (and the browser tests can compute codes); never do this for a real user.
 */
export const MFA_DEMO_SECRET = 'SHELFSIGHTDEMOMFASECRET234567ABC';
export const mfaAccount = { email: 'mfa@acme.test', displayName: 'Max Multifactor' } as const;

/** Adds the MFA account to Acme Retail when it is missing, so databases seeded earlier get it too. */
export async function seedMfaDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [acme] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.name, 'Acme Retail'));
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, mfaAccount.email));
    if (!acme || existing) return;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const [user] = await tx
      .insert(users)
      .values({ ...mfaAccount, passwordHash })
      .returning({ id: users.id });
    if (!user) return;
    await tx.insert(customerUsers).values({ customerId: acme.id, userId: user.id });
    await tx.insert(userMfa).values({ userId: user.id, secret: MFA_DEMO_SECRET, enabledAt: new Date() });
  });
}
