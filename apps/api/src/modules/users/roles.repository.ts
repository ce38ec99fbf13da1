import type { PrivilegeType, Privilege, Role, RolesPrivilegesAndRoleUsers } from '@shelfsight/contracts';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { roleOf, rolePrivilegeOf } from '../../access/roleRows';
import type { Db } from '../../db/database';
import { privileges, rolePrivileges, roles, userRoles } from '../../db/schema';

/** The default of spec 1 §3, seeded whenever no privilege exists at all. */
export const DEFAULT_PRIVILEGE = {
  type: 'ACCESS',
  entity: 'RETAILER',
  name: 'Access to retailer',
  description: 'View and use, but not modify, the data of the given retailers.',
} as const;

/** Every privilege definition; seeds the default first when there are none. */
export async function listPrivileges(db: Db): Promise<Privilege[]> {
  const [existing] = await db.select({ n: count() }).from(privileges);
  if ((existing?.n ?? 0) === 0) await db.insert(privileges).values(DEFAULT_PRIVILEGE).onConflictDoNothing();
  const rows = await db.select().from(privileges).orderBy(asc(privileges.id));
  return rows.map((row) => ({ ...row, type: row.type as PrivilegeType }));
}

/** Roles of the customer with their grants and users (spec 1 §7). */
export async function rolesPrivilegesAndRoleUsers(db: Db, customerId: number): Promise<RolesPrivilegesAndRoleUsers> {
  const privilegeList = await listPrivileges(db);
  const roleRows = await db.select().from(roles).where(eq(roles.customerId, customerId)).orderBy(asc(roles.id));
  const grants = await db
    .select({ grant: rolePrivileges, type: privileges.type, name: privileges.name })
    .from(rolePrivileges)
    .innerJoin(privileges, eq(privileges.id, rolePrivileges.privilegeId))
    .where(eq(rolePrivileges.customerId, customerId))
    .orderBy(asc(rolePrivileges.id));
  const rolePrivilegeList = grants.map(rolePrivilegeOf);
  const roleUsers = await db
    .select({ userId: userRoles.userId, roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.customerId, customerId))
    .orderBy(asc(userRoles.roleId), asc(userRoles.userId));
  const roleList: Role[] = roleRows.map((role) => roleOf(role, rolePrivilegeList));
  return { roles: roleList, rolePrivileges: rolePrivilegeList, roleUsers, privileges: privilegeList };
}

export async function findRole(db: Db, customerId: number, roleId: number) {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.customerId, customerId), eq(roles.id, roleId)));
  return row;
}

export async function roleNameTaken(db: Db, customerId: number, name: string, exceptId?: number) {
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.customerId, customerId), eq(roles.name, name)));
  return rows.some((row) => row.id !== exceptId);
}

export interface GrantInput {
  privilegeId: number;
  entityId?: number | null | undefined;
  entityName?: string | null | undefined;
}

/** Privilege ids among the grants that do not exist. */
export async function unknownPrivilegeIds(db: Db, grants: GrantInput[]): Promise<number[]> {
  const ids = [...new Set(grants.map((grant) => grant.privilegeId))];
  if (ids.length === 0) return [];
  const found = await db.select({ id: privileges.id }).from(privileges).where(inArray(privileges.id, ids));
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/** Replaces the role's grants; entity grants take their entity type from the privilege definition. */
export async function writeGrants(db: Db, customerId: number, roleId: number, grants: GrantInput[]) {
  await db
    .delete(rolePrivileges)
    .where(and(eq(rolePrivileges.customerId, customerId), eq(rolePrivileges.roleId, roleId)));
  if (grants.length === 0) return;
  const definitions = await db.select().from(privileges);
  const entityOf = new Map(definitions.map((row) => [row.id, row.entity]));
  const seen = new Set<string>();
  const values = [];
  for (const grant of grants) {
    const entityType = entityOf.get(grant.privilegeId) ?? null;
    const entityId = entityType ? (grant.entityId ?? null) : null;
    const key = `${grant.privilegeId}:${entityId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    values.push({
      customerId,
      roleId,
      privilegeId: grant.privilegeId,
      entityType: entityId === null ? null : entityType,
      entityId,
      entityName: entityId === null ? null : (grant.entityName ?? null),
    });
  }
  await db.insert(rolePrivileges).values(values);
}
