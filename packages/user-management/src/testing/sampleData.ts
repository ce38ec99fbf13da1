import type { ManagedUser, Privilege, Role, RolesPrivilegesAndRoleUsers, UsersAndCustomerUsers } from '@shelfsight/contracts';

export const samplePrivileges: Privilege[] = [
  { id: 1, type: 'ACCESS', entity: 'RETAILER', name: 'Access to retailer', description: 'View and use, but not modify, the data of the given retailers.' },
  { id: 3, type: 'READ_ONLY', entity: null, name: 'Read only', description: 'View everything, change nothing.' },
  { id: 4, type: 'PRODUCT_MANAGEMENT', entity: null, name: 'Product management', description: 'Use the product-management area.' },
];

const role = (id: number, name: string, type: Role['type'], privilegeId?: number): Role => {
  const privilege = samplePrivileges.find((p) => p.id === privilegeId);
  return {
    id, customerId: 1, type, name, description: null, dateCreated: '2024-01-02T00:00:00.000Z', lastUpdated: '2024-01-02T00:00:00.000Z',
    rolePrivileges: privilege
      ? [{ roleId: id, privilegeId: privilege.id, privilegeType: privilege.type, privilegeName: privilege.name, entityType: null, entityId: null, entityName: null }]
      : [],
  };
};

export const sampleRoles: Role[] = [role(1, 'Administrators', 'SYSTEM'), role(3, 'Product managers', 'CUSTOM', 4), role(5, 'Read only', 'CUSTOM', 3)];

const user = (id: number, displayName: string, email: string, roleIds: number[], isActive = true, expirationDate: string | null = null): ManagedUser => ({
  id, displayName, email, dateCreated: '2024-01-02T00:00:00.000Z', lastUpdated: '2024-01-02T00:00:00.000Z', isSystemAdmin: false, isBlocked: false,
  userRoles: roleIds.map((roleId) => ({ userId: id, roleId })),
  customerUser: { customerId: 1, userId: id, isActive, expirationDate },
});

export const sampleUsers: ManagedUser[] = [
  user(2, 'Alice Admin', 'admin@acme.test', [1]),
  user(3, 'Andy Analyst', 'analyst@acme.test', [], true, '2025-01-05T23:59:59.999Z'),
  user(4, 'Paula Product', 'pm@acme.test', [3]),
  user(9, 'Olga Old', 'olga@acme.test', [], false),
];

export const sampleUsersAnswer = (users = sampleUsers): UsersAndCustomerUsers => ({ users, customerUsers: users.map((u) => u.customerUser) });
export const sampleRolesAnswer = (roles = sampleRoles): RolesPrivilegesAndRoleUsers => ({
  roles,
  rolePrivileges: roles.flatMap((r) => r.rolePrivileges),
  roleUsers: sampleUsers.flatMap((u) => u.userRoles),
  privileges: samplePrivileges,
});
