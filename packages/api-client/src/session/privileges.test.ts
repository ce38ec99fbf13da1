import type { AuthUser } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { selectHasPrivilege, selectIsReadOnly } from './privileges';

const user = (
  privilegeTypes: AuthUser['roles'][number]['rolePrivileges'][number]['privilegeType'][],
  isSystemAdmin = false,
): AuthUser => ({
  id: 5,
  displayName: 'Rita',
  email: 'rita@acme.test',
  dateCreated: '',
  lastUpdated: '',
  expirationDate: null,
  demoExpirationDate: null,
  apiSecret: null,
  isBlocked: false,
  needsToChangePassword: false,
  isSystemAdmin,
  isAdmin: false,
  hasProductManagement: false,
  hasParkerAccess: false,
  userRoles: [{ userId: 5, roleId: 3 }],
  roles: [
    {
      id: 3,
      customerId: 1,
      type: 'CUSTOM',
      name: 'Read only',
      description: null,
      dateCreated: '',
      lastUpdated: '',
      rolePrivileges: privilegeTypes.map((privilegeType, index) => ({
        roleId: 3,
        privilegeId: index + 1,
        privilegeType,
        privilegeName: privilegeType,
        entityType: null,
        entityId: null,
        entityName: null,
      })),
    },
  ],
});

describe('privilege selectors', () => {
  it('reads READ_ONLY from the roles of the session user', () => {
    expect(selectIsReadOnly({ session: { user: user(['READ_ONLY']) } })).toBe(true);
    expect(selectIsReadOnly({ session: { user: user(['PRODUCT_MANAGEMENT']) } })).toBe(false);
    expect(selectIsReadOnly({ session: { user: null } })).toBe(false);
  });

  it('never makes a system admin read-only', () => {
    expect(selectIsReadOnly({ session: { user: user(['READ_ONLY'], true) } })).toBe(false);
  });

  it('answers any privilege type', () => {
    expect(selectHasPrivilege('PARKER_ACCESS')({ session: { user: user(['PARKER_ACCESS']) } })).toBe(true);
    expect(selectHasPrivilege('ACCESS')({ session: { user: user([]) } })).toBe(false);
  });
});
