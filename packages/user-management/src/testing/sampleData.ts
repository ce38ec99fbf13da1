import type {
  Impersonation,
  ManagedUser,
  Privilege,
  Role,
  RolesPrivilegesAndRoleUsers,
  UsersAndCustomerUsers,
} from '@shelfsight/contracts';

export const samplePrivileges: Privilege[] = [
  {
    id: 1,
    type: 'ACCESS',
    entity: 'RETAILER',
    name: 'Access to retailer',
    description: 'View and use, but not modify, the data of the given retailers.',
  },
  { id: 3, type: 'READ_ONLY', entity: null, name: 'Read only', description: 'View everything, change nothing.' },
  {
    id: 4,
    type: 'PRODUCT_MANAGEMENT',
    entity: null,
    name: 'Product management',
    description: 'Use the product-management area.',
  },
];

const role = (id: number, name: string, type: Role['type'], privilegeId?: number): Role => {
  const privilege = samplePrivileges.find((p) => p.id === privilegeId);
  return {
    id,
    customerId: 1,
    type,
    name,
    description: null,
    dateCreated: '2024-01-02T00:00:00.000Z',
    lastUpdated: '2024-01-02T00:00:00.000Z',
    rolePrivileges: privilege
      ? [
          {
            roleId: id,
            privilegeId: privilege.id,
            privilegeType: privilege.type,
            privilegeName: privilege.name,
            entityType: null,
            entityId: null,
            entityName: null,
          },
        ]
      : [],
  };
};

export const sampleRetailers = [
  { id: 11, name: 'Coolblue NL' },
  { id: 12, name: 'MediaMarkt DE' },
  { id: 14, name: 'Power NO' },
  { id: 15, name: 'Elkjøp NO' },
];

const retailerGrant = (roleId: number, retailerId: number, retailerName: string) => ({
  roleId,
  privilegeId: 1,
  privilegeType: 'ACCESS' as const,
  privilegeName: 'Access to retailer',
  entityType: 'RETAILER',
  entityId: retailerId,
  entityName: retailerName,
});

/** A custom role limited to the two Norwegian retailers, with product management. */
const nordicBuyers: Role = {
  ...role(6, 'Nordic buyers', 'CUSTOM', 4),
  description: 'Buyers for Norway',
  rolePrivileges: [
    ...role(6, 'Nordic buyers', 'CUSTOM', 4).rolePrivileges,
    retailerGrant(6, 14, 'Power NO'),
    retailerGrant(6, 15, 'Elkjøp NO'),
  ],
};

export const sampleRoles: Role[] = [
  role(1, 'Administrators', 'SYSTEM'),
  role(3, 'Product managers', 'CUSTOM', 4),
  role(5, 'Read only', 'CUSTOM', 3),
  nordicBuyers,
];

const user = (
  id: number,
  displayName: string,
  email: string,
  roleIds: number[],
  isActive = true,
  expirationDate: string | null = null,
): ManagedUser => ({
  id,
  displayName,
  email,
  dateCreated: '2024-01-02T00:00:00.000Z',
  lastUpdated: '2024-01-02T00:00:00.000Z',
  isSystemAdmin: false,
  isBlocked: false,
  expirationDate: null,
  demoExpirationDate: null,
  apiSecret: null,
  needsToChangePassword: false,
  userRoles: roleIds.map((roleId) => ({ userId: id, roleId })),
  roles: sampleRoles.filter((role) => roleIds.includes(role.id)),
  customerUser: { customerId: 1, userId: id, isActive, expirationDate },
});

export const sampleUsers: ManagedUser[] = [
  user(2, 'Alice Admin', 'admin@acme.test', [1]),
  user(3, 'Andy Analyst', 'analyst@acme.test', [], true, '2025-01-05T23:59:59.999Z'),
  user(4, 'Paula Product', 'pm@acme.test', [3]),
  user(9, 'Olga Old', 'olga@acme.test', [], false),
];

export const sampleUsersAnswer = (users = sampleUsers): UsersAndCustomerUsers => ({
  users,
  customerUsers: users.map((u) => u.customerUser),
});
export const sampleRolesAnswer = (roles = sampleRoles): RolesPrivilegesAndRoleUsers => ({
  roles,
  rolePrivileges: roles.flatMap((r) => r.rolePrivileges),
  roleUsers: sampleUsers.flatMap((u) => u.userRoles),
  privileges: samplePrivileges,
});

export const sampleImpersonations: Impersonation[] = [
  {
    id: 31,
    adminUserId: 1,
    adminEmail: 'sysadmin@shelfsight.test',
    targetUserId: 3,
    targetEmail: 'analyst@acme.test',
    ipAddress: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:124.0) Gecko/20100101 Firefox/124.0',
    createdAt: '2024-03-04T12:15:00.000Z',
  },
  {
    id: 30,
    adminUserId: 1,
    adminEmail: 'sysadmin@shelfsight.test',
    targetUserId: 4,
    targetEmail: 'pm@acme.test',
    ipAddress: null,
    userAgent: null,
    createdAt: '2024-03-01T08:40:00.000Z',
  },
];

/** GET …/retailers?scope=all as the server answers it (only the fields the picker reads matter here). */
export const sampleCatalogueAnswer = () =>
  sampleRetailers.map((retailer) => ({ id: retailer.id, displayName: retailer.name }));
