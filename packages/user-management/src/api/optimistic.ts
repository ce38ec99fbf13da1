import type { ManagedUser, Privilege, Role, RoleAddRequest, UserAddRequest } from '@shelfsight/contracts';

// Rows shown before the server answers get negative ids, so they never collide with real ones.
let nextTemporaryId = -1;

/** The row a user form stands for until the server's answer replaces it. */
export function optimisticUser(input: Omit<UserAddRequest, 'password'>, current?: ManagedUser): ManagedUser {
  const id = current?.id ?? nextTemporaryId--;
  const now = new Date().toISOString();
  return {
    id,
    displayName: input.displayName,
    email: input.email.toLowerCase(),
    dateCreated: current?.dateCreated ?? now,
    lastUpdated: now,
    expirationDate: current?.expirationDate ?? null,
    demoExpirationDate: current?.demoExpirationDate ?? null,
    apiSecret: current?.apiSecret ?? null,
    needsToChangePassword: current?.needsToChangePassword ?? false,
    isSystemAdmin: current?.isSystemAdmin ?? false,
    isBlocked: current?.isBlocked ?? false,
    userRoles: input.roleIds.map((roleId) => ({ userId: id, roleId })),
    // Kept roles only, until the server's answer brings the full ones.
    roles: (current?.roles ?? []).filter((role) => input.roleIds.includes(role.id)),
    customerUser: {
      customerId: current?.customerUser.customerId ?? 0,
      userId: id,
      isActive: input.isActive,
      expirationDate: input.expirationDate,
    },
  };
}

/** The row a role form stands for until the server answers; `current` when an existing role is edited. */
export function optimisticRole(input: RoleAddRequest, privileges: Privilege[], current?: Role): Role {
  const id = current?.id ?? nextTemporaryId--;
  const now = new Date().toISOString();
  return {
    id,
    customerId: current?.customerId ?? 0,
    type: 'CUSTOM',
    name: input.name.trim(),
    description: input.description ?? null,
    dateCreated: current?.dateCreated ?? now,
    lastUpdated: now,
    rolePrivileges: (input.privileges ?? []).flatMap((grant) => {
      const privilege = privileges.find((p) => p.id === grant.privilegeId);
      if (!privilege) return [];
      return [
        {
          roleId: id,
          privilegeId: privilege.id,
          privilegeType: privilege.type,
          privilegeName: privilege.name,
          entityType: grant.entityId ? privilege.entity : null,
          entityId: grant.entityId ?? null,
          entityName: grant.entityName ?? null,
        },
      ];
    }),
  };
}
