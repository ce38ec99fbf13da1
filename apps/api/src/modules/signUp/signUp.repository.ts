import { DEMO_DAYS, TRIAL_DAYS } from '@shelfsight/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers, roles, users, type CustomerRow } from '../../db/schema';
import { ADMINISTRATORS_ROLE } from '../../access/customerPrivileges';
import { writeMembership } from '../users';

const TRIAL_PLAN = 'Trial';

// The database does the date arithmetic, so "14 days" means the same on every driver and time zone.
const daysFromNow = (days: number) => sql`now() + make_interval(days => ${days})`;

export async function emailRegistered(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row !== undefined;
}

/**
 * A TRIAL customer in force for `days`, its SYSTEM role 'Administrators' (the one role every customer
 * has, as the demo seed makes it) and the user as an active member holding that role.
 */
export async function createTrialCustomer(
  db: Db,
  input: { companyName: string; userId: number; days: number; description: string | null },
): Promise<CustomerRow> {
  const [customer] = await db
    .insert(customers)
    .values({
      name: input.companyName.trim(),
      accountType: 'TRIAL',
      accountDescription: input.description,
      licensePlanName: TRIAL_PLAN,
      activeFrom: sql`now()`,
      activeUntil: daysFromNow(input.days),
    })
    .returning();
  if (!customer) throw new Error('customer insert returned nothing');
  const [admins] = await db
    .insert(roles)
    .values({
      customerId: customer.id,
      type: 'SYSTEM',
      name: ADMINISTRATORS_ROLE,
      description: 'Manage users, roles and settings.',
    })
    .returning({ id: roles.id });
  if (!admins) throw new Error('role insert returned nothing');
  await writeMembership(db, customer.id, input.userId, { isActive: true, expirationDate: null, roleIds: [admins.id] });
  return customer;
}

export interface NewAccount {
  companyName: string;
  fullName: string;
  email: string;
  passwordHash: string;
  /** A demo user stops being able to sign in after DEMO_DAYS; a sign-up user does not expire. */
  demo: boolean;
}

/** The user and their TRIAL customer, in one transaction: either both exist afterwards or neither. */
export async function createAccountWithCustomer(
  db: Db,
  account: NewAccount,
): Promise<{ userId: number; customer: CustomerRow }> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: account.email.trim().toLowerCase(),
        displayName: account.fullName.trim(),
        passwordHash: account.passwordHash,
        demoExpirationDate: account.demo ? daysFromNow(DEMO_DAYS) : null,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert returned nothing');
    const customer = await createTrialCustomer(tx, {
      companyName: account.companyName,
      userId: user.id,
      days: account.demo ? DEMO_DAYS : TRIAL_DAYS,
      description: account.demo ? 'Demo account' : null,
    });
    return { userId: user.id, customer };
  });
}

/** A unique-key violation (SQLSTATE 23505), as either driver reports it, possibly wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  // A few levels are enough: Drizzle wraps the driver's error once.
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
