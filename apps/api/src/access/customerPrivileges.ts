import type { PrivilegeType } from '@shelfsight/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accessCacheOf } from './accessCache';
import { privileges, rolePrivileges, roles, userRoles } from '../db/schema';

/** The system role every customer has; its members administer the customer. */
export const ADMINISTRATORS_ROLE = 'Administrators';

export interface Grant {
  type: PrivilegeType;
  entityType: string | null;
  entityId: number | null;
}

/** Every privilege the user's roles in this customer grant, one row per grant. */
export async function grantsInCustomer(db: Db, customerId: number, userId: number): Promise<Grant[]> {
  const cache = accessCacheOf(db);
  return cache
    ? cache.view('grants', userId, customerId, () => readGrants(db, customerId, userId))
    : readGrants(db, customerId, userId);
}

async function readGrants(db: Db, customerId: number, userId: number): Promise<Grant[]> {
  const rows = await db
    .select({ type: privileges.type, entityType: rolePrivileges.entityType, entityId: rolePrivileges.entityId })
    .from(userRoles)
    .innerJoin(
      rolePrivileges,
      and(eq(rolePrivileges.customerId, userRoles.customerId), eq(rolePrivileges.roleId, userRoles.roleId)),
    )
    .innerJoin(privileges, eq(privileges.id, rolePrivileges.privilegeId))
    .where(and(eq(userRoles.customerId, customerId), eq(userRoles.userId, userId)));
  return rows.map((row) => ({ ...row, type: row.type as PrivilegeType }));
}

/** Holds the built-in SYSTEM role 'Administrators' of this customer (spec 1 §6). */
export async function isCustomerAdmin(db: Db, customerId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: roles.id })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.customerId, userRoles.customerId), eq(roles.id, userRoles.roleId)))
    .where(
      and(
        eq(userRoles.customerId, customerId),
        eq(userRoles.userId, userId),
        eq(roles.type, 'SYSTEM'),
        eq(roles.name, ADMINISTRATORS_ROLE),
      ),
    )
    .limit(1);
  return row !== undefined;
}
