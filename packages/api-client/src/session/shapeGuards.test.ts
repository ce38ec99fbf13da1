import { describe, expect, it } from 'vitest';
import { isScopes, isStoredAuthUser, tokenOf } from './shapeGuards';

const storedUser = {
  id: 7,
  email: 'analyst@acme.test',
  displayName: 'Ana Lyst',
  isSystemAdmin: false,
  isAdmin: false,
  roles: [],
  userRoles: [],
};

describe('stored session shape guards', () => {
  it('accepts a user the app stored and refuses tampered or partial ones', () => {
    expect(isStoredAuthUser(storedUser)).toBe(true);
    expect(isStoredAuthUser({ ...storedUser, id: '7' })).toBe(false);
    expect(isStoredAuthUser({ ...storedUser, roles: undefined })).toBe(false);
    expect(isStoredAuthUser([storedUser])).toBe(false);
    expect(isStoredAuthUser(null)).toBe(false);
  });

  it('accepts scopes only as a map of flags', () => {
    expect(isScopes({ admin: true, 'system-admin': false })).toBe(true);
    expect(isScopes({ admin: 'yes' })).toBe(false);
    expect(isScopes(['admin'])).toBe(false);
  });

  it('reads a non-empty token from a refresh answer', () => {
    expect(tokenOf({ token: 'abc.def.ghi' })).toBe('abc.def.ghi');
    expect(tokenOf({ token: '' })).toBeNull();
    expect(tokenOf({ accessToken: 'abc' })).toBeNull();
    expect(tokenOf('abc')).toBeNull();
  });
});
