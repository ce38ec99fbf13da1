import type { CustomerUser, ManagedUser, UsersAndCustomerUsers } from '@shelfsight/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { bumpSessionVersion } from '../../access/sessionVersion';
import type { Db } from '../../db/database';
import { customerUsers, roles, userRoles, users } from '../../db/schema';
import { rolesPrivilegesAndRoleUsers } from './roles.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Every member of the customer (active or not) with their roles here, ordered by name. The apiSecret of a
 * user is answered to that user only (`callerId`).
 */
export async function usersAndCustomerUsers(
  db: Db,
  customerId: number,
  callerId: number,
): Promise<UsersAndCustomerUsers> {
  const rows = await db
    .select({ user: users, membership: customerUsers })
    .from(customerUsers)
    .innerJoin(users, eq(users.id, customerUsers.userId))
    .where(eq(customerUsers.customerId, customerId))
    .orderBy(asc(users.displayName), asc(users.id));
  const grants = await db
    .select({ userId: userRoles.userId, roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.customerId, customerId))
    .orderBy(asc(userRoles.roleId));
  const { roles: customerRoles } = await rolesPrivilegesAndRoleUsers(db, customerId);
  const list: ManagedUser[] = rows.map(({ user, membership }) => {
    const userRoleList = grants.filter((grant) => grant.userId === user.id);
    const roleIds = new Set(userRoleList.map((grant) => grant.roleId));
    const customerUser: CustomerUser = {
      customerId,
      userId: user.id,
      isActive: membership.isActive,
      expirationDate: iso(membership.expirationDate),
    };
    return {
      id: user.id,
      displayName: user.displayName,
      email: user.email,
      dateCreated: user.dateCreated.toISOString(),
      lastUpdated: user.lastUpdated.toISOString(),
      expirationDate: iso(user.expirationDate),
      demoExpirationDate: iso(user.demoExpirationDate),
      apiSecret: user.id === callerId ? user.apiSecret : null,
      needsToChangePassword: user.needsToChangePassword,
      isSystemAdmin: user.isSystemAdmin,
      isBlocked: user.isBlocked,
      userRoles: userRoleList,
      roles: customerRoles.filter((role) => roleIds.has(role.id)),
      customerUser,
    };
  });
  return { users: list, customerUsers: list.map((user) => user.customerUser) };
}

export async function isMember(db: Db, customerId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: customerUsers.userId })
    .from(customerUsers)
    .where(and(eq(customerUsers.customerId, customerId), eq(customerUsers.userId, userId)));
  return row !== undefined;
}

/** The ids among `roleIds` that are not roles of this customer. */
export async function unknownRoleIds(db: Db, customerId: number, roleIds: number[]): Promise<number[]> {
  if (roleIds.length === 0) return [];
  const found = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.customerId, customerId), inArray(roles.id, roleIds)));
  const known = new Set(found.map((row) => row.id));
  return roleIds.filter((id) => !known.has(id));
}

export interface MembershipInput {
  isActive: boolean;
  expirationDate: string | null;
  roleIds: number[];
}

/** Replaces the user's membership flags and roles in this customer (inside the caller's transaction). */
export async function writeMembership(db: Db, customerId: number, userId: number, input: MembershipInput) {
  const expiration = input.expirationDate ? new Date(input.expirationDate) : null;
  await db
    .insert(customerUsers)
    .values({ customerId, userId, isActive: input.isActive, expirationDate: expiration })
    .onConflictDoUpdate({
      target: [customerUsers.customerId, customerUsers.userId],
      set: { isActive: input.isActive, expirationDate: expiration },
    });
  await db.delete(userRoles).where(and(eq(userRoles.customerId, customerId), eq(userRoles.userId, userId)));
  const unique = [...new Set(input.roleIds)];
  if (unique.length > 0) {
    await db.insert(userRoles).values(unique.map((roleId) => ({ customerId, userId, roleId })));
  }
}

export async function setMembershipActive(db: Db, customerId: number, userId: number, isActive: boolean) {
  await bumpSessionVersion(db, [userId]);
  await db
    .update(customerUsers)
    .set({ isActive })
    .where(and(eq(customerUsers.customerId, customerId), eq(customerUsers.userId, userId)));
}
