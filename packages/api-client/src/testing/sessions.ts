import type { AuthUser } from '@shelfsight/contracts';
import { initialSessionState, type SessionState } from '../session/sessionSlice';

export const sampleUser: AuthUser = {
  id: 7,
  displayName: 'Ada Lovelace',
  email: 'ada@example.com',
  dateCreated: '2024-01-05T10:00:00.000Z',
  lastUpdated: '2024-01-05T10:00:00.000Z',
  expirationDate: null,
  demoExpirationDate: null,
  apiSecret: null,
  isBlocked: false,
  needsToChangePassword: false,
  isSystemAdmin: false,
  isAdmin: true,
  hasProductManagement: false,
  hasParkerAccess: false,
  userRoles: [],
  roles: [],
};

export function signedIn(overrides: Partial<SessionState> = {}): SessionState {
  return { ...initialSessionState, token: 'tok-1', user: sampleUser, scopes: { admin: true }, activeCustomerId: 42, ...overrides };
}
