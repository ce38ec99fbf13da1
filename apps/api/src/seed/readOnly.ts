import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { customers, customerUsers, privileges, rolePrivileges, roles, userRoles, users } from '../db/schema';
import { hashPassword } from '../modules/auth/password';
import { DEMO_PASSWORD } from './demoData';

export const READ_ONLY_ROLE = 'Read only';
export const readOnlyAccount = { email: 'readonly@acme.test', displayName: 'Rita Readonly' } as const;

/**
 * A READ_ONLY role in Acme Retail and an account holding it. Added piece by piece when missing, so
 * databases seeded before it existed get it too.
 */
export async function seedReadOnlyDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [acme] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.name, 'Acme Retail'));
    if (!acme) return;
    const customerId = acme.id;
    // (type, entity) is unique, but NULL entities never collide, so look before inserting.
    const [found] = await tx
      .select({ id: privileges.id })
      .from(privileges)
      .where(and(eq(privileges.type, 'READ_ONLY'), isNull(privileges.entity)));
    const [privilege] = found
      ? [found]
      : await tx
          .insert(privileges)
          .values({ type: 'READ_ONLY', name: 'Read only', description: 'View everything, change nothing.' })
          .returning({ id: privileges.id });
    if (!privilege) return;

    const [existingRole] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.customerId, customerId), eq(roles.name, READ_ONLY_ROLE)));
    let roleId = existingRole?.id;
    if (roleId === undefined) {
      const [role] = await tx
        .insert(roles)
        .values({ customerId, type: 'CUSTOM', name: READ_ONLY_ROLE, description: 'See everything, change nothing.' })
        .returning({ id: roles.id });
      if (!role) return;
      roleId = role.id;
      await tx.insert(rolePrivileges).values({ customerId, roleId, privilegeId: privilege.id });
    }

    const [existingUser] = await tx.select({ id: users.id }).from(users).where(eq(users.email, readOnlyAccount.email));
    if (existingUser) return;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const [user] = await tx
      .insert(users)
      .values({ ...readOnlyAccount, passwordHash })
      .returning({ id: users.id });
    if (!user) return;
    await tx.insert(customerUsers).values({ customerId, userId: user.id });
    await tx.insert(userRoles).values({ customerId, userId: user.id, roleId });
  });
}
