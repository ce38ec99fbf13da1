import type { AuthUser, Scopes } from '@shelfsight/contracts';
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { ADMINISTRATORS_ROLE } from '../../access/customerPrivileges';
import { moduleScopesOf } from '../../access/moduleScopes';
import { roleOf, rolePrivilegeOf } from '../../access/roleRows';
import type { Db } from '../../db/database';
import { customers, customerUsers, privileges, rolePrivileges, roles, userRoles, users } from '../../db/schema';
import type { UserRow } from '../../db/schema';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row;
}

/** Active, unexpired memberships, oldest customer first. */
export async function activeMemberships(db: Db, userId: number) {
  return db
    .select({ customerId: customerUsers.customerId, parkerStatus: customers.parkerStatus })
    .from(customerUsers)
    .innerJoin(customers, eq(customers.id, customerUsers.customerId))
    .where(
      and(
        eq(customerUsers.userId, userId),
        eq(customerUsers.isActive, true),
        or(isNull(customerUsers.expirationDate), gt(customerUsers.expirationDate, sql`now()`)),
      ),
    )
    .orderBy(asc(customerUsers.customerId));
}

async function rolesInCustomer(db: Db, customerId: number, userId: number) {
  const roleRows = await db
    .select({ role: roles })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.customerId, userRoles.customerId), eq(roles.id, userRoles.roleId)))
    .where(and(eq(userRoles.customerId, customerId), eq(userRoles.userId, userId)))
    .orderBy(asc(roles.id));
  const roleIds = roleRows.map(({ role }) => role.id);
  const grants = roleIds.length
    ? await db
        .select({ grant: rolePrivileges, type: privileges.type, name: privileges.name })
        .from(rolePrivileges)
        .innerJoin(privileges, eq(privileges.id, rolePrivileges.privilegeId))
        .where(and(eq(rolePrivileges.customerId, customerId), inArray(rolePrivileges.roleId, roleIds)))
        .orderBy(asc(rolePrivileges.id))
    : [];
  const grantList = grants.map(rolePrivilegeOf);
  return roleRows.map(({ role }) => roleOf(role, grantList));
}

/**
 * The signed-in user with roles and privileges of the active customer: the one the browser names
 * (X-Customer-Id) when the user is an active member of it, else the first active membership.
 */
export async function loadAuthUser(
  db: Db,
  userId: number,
  preferredCustomerId: number | null = null,
): Promise<{ user: AuthUser; scopes: Scopes } | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) return null;
  const memberships = await activeMemberships(db, userId);
  // The customer the browser names as active, when the user is a member; else the first.
  const active = memberships.find((m) => m.customerId === preferredCustomerId) ?? memberships[0];
  const userRoleList = active ? await rolesInCustomer(db, active.customerId, userId) : [];
  const privilegeTypes = new Set(userRoleList.flatMap((role) => role.rolePrivileges.map((p) => p.privilegeType)));
  const isAdmin = userRoleList.some((role) => role.type === 'SYSTEM' && role.name === ADMINISTRATORS_ROLE);
  const hasProductManagement = privilegeTypes.has('PRODUCT_MANAGEMENT');
  const user: AuthUser = {
    id: row.id,
    displayName: row.displayName,
    email: row.email,
    dateCreated: row.dateCreated.toISOString(),
    lastUpdated: row.lastUpdated.toISOString(),
    expirationDate: iso(row.expirationDate),
    demoExpirationDate: iso(row.demoExpirationDate),
    apiSecret: row.apiSecret,
    isBlocked: row.isBlocked,
    needsToChangePassword: row.needsToChangePassword,
    isSystemAdmin: row.isSystemAdmin,
    isAdmin,
    hasProductManagement,
    hasParkerAccess: privilegeTypes.has('PARKER_ACCESS') && active?.parkerStatus === 'enabled',
    userRoles: userRoleList.map((role) => ({ userId: row.id, roleId: role.id })),
    roles: userRoleList,
  };
  const scopes: Scopes = {
    'system-admin': row.isSystemAdmin,
    admin: isAdmin,
    'admin-or-product-manager': isAdmin || hasProductManagement || row.isSystemAdmin,
    'no-custom-pricing': true,
    ...(active ? await moduleScopesOf(db, active.customerId) : {}),
  };
  return { user, scopes };
}
