import type { AuthUser, Role } from '@shelfsight/contracts';

const administrators: Role = {
  id: 1,
  customerId: 42,
  type: 'SYSTEM',
  name: 'Administrators',
  description: 'Full access to the customer account',
  dateCreated: '2024-01-05T10:00:00.000Z',
  lastUpdated: '2024-01-05T10:00:00.000Z',
  rolePrivileges: [],
};

/** A realistic signed-in user for tests and stories. */
export const sampleUser: AuthUser = {
  id: 7,
  displayName: 'Ada Lovelace',
  email: 'ada@example.com',
  dateCreated: '2024-01-05T10:00:00.000Z',
  lastUpdated: '2024-03-18T09:30:00.000Z',
  expirationDate: null,
  demoExpirationDate: null,
  apiSecret: null,
  isBlocked: false,
  needsToChangePassword: false,
  isSystemAdmin: false,
  isAdmin: true,
  hasProductManagement: false,
  hasParkerAccess: false,
  userRoles: [{ userId: 7, roleId: 1 }],
  roles: [administrators],
};
