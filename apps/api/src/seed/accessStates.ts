import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { customers, customerUsers, users } from '../db/schema';
import { hashPassword } from '../modules/auth/password';
import { DEMO_PASSWORD } from './demoData';

/** Customers in the account states of spec 1 §1 and §4: an expired trial and a setup still pending. */
export const accessStateCustomers = [
  {
    name: 'Trialco',
    accountType: 'TRIAL',
    licensePlanName: 'Trial',
    activeFrom: new Date('2024-01-01T00:00:00Z'),
    activeUntil: new Date('2024-01-31T00:00:00Z'),
  },
  { name: 'Pendingco', accountType: 'TRIAL', licensePlanName: 'Trial', pendingSetup: true },
] as const;

/** One account per refusal the browser must show or route. */
export const accessStateUsers = [
  { email: 'expired@acme.test', displayName: 'Eve Expired', customer: 'Trialco' },
  { email: 'nocustomer@shelfsight.test', displayName: 'Nora Nocustomer', customer: null },
  { email: 'pending@pendingco.test', displayName: 'Pete Pending', customer: 'Pendingco' },
] as const;

/**
 * Adds the access-state customers and accounts one by one, skipping each that exists, so databases
 * seeded before these accounts existed get them too. Names and emails are the identity.
 */
export async function seedAccessStates(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const customerIds = new Map<string, number>();
    for (const customer of accessStateCustomers) {
      const [found] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.name, customer.name));
      const [row] = found ? [found] : await tx.insert(customers).values(customer).returning({ id: customers.id });
      if (row) customerIds.set(customer.name, row.id);
    }
    let passwordHash: string | null = null;
    for (const account of accessStateUsers) {
      const [found] = await tx.select({ id: users.id }).from(users).where(eq(users.email, account.email));
      if (found) continue;
      passwordHash ??= await hashPassword(DEMO_PASSWORD);
      const [user] = await tx
        .insert(users)
        .values({ email: account.email, displayName: account.displayName, passwordHash })
        .returning({ id: users.id });
      const customerId = account.customer ? customerIds.get(account.customer) : undefined;
      if (user && customerId !== undefined) await tx.insert(customerUsers).values({ customerId, userId: user.id });
    }
  });
}
