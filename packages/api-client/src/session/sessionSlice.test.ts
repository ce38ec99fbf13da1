import { describe, expect, it } from 'vitest';
import { sampleAuthUser, signedInSession } from '../fixtures';
import {
  activeCustomerChanged,
  initialSessionState,
  loggedOut,
  selectActiveCustomerId,
  selectAuthUser,
  selectIsAuthenticated,
  selectScopes,
  selectToken,
  sessionSlice,
  sessionStarted,
  systemAdminSaved,
  tokenRefreshed,
  userLoaded,
} from './sessionSlice';

const reduce = sessionSlice.reducer;

describe('sessionSlice', () => {
  it('starts signed out', () => {
    const state = reduce(undefined, { type: 'init' });
    expect(state).toEqual(initialSessionState);
    expect(selectIsAuthenticated({ session: state })).toBe(false);
  });

  it('sessionStarted stores token, user and scopes', () => {
    const state = reduce(
      initialSessionState,
      sessionStarted({ token: 't', user: sampleAuthUser, scopes: { admin: true } }),
    );
    const root = { session: state };
    expect(selectToken(root)).toBe('t');
    expect(selectAuthUser(root)).toEqual(sampleAuthUser);
    expect(selectScopes(root)).toEqual({ admin: true });
    expect(selectIsAuthenticated(root)).toBe(true);
  });

  it('tokenRefreshed replaces only the token', () => {
    const before = signedInSession();
    const state = reduce(before, tokenRefreshed('t-2'));
    expect(state).toEqual({ ...before, token: 't-2' });
  });

  it('userLoaded replaces the user and scopes', () => {
    const other = { ...sampleAuthUser, displayName: 'Grace Hopper' };
    const state = reduce(signedInSession(), userLoaded({ user: other, scopes: { 'system-admin': true } }));
    expect(state.user?.displayName).toBe('Grace Hopper');
    expect(state.scopes).toEqual({ 'system-admin': true });
    expect(state.token).toBe('tok-1');
  });

  it('activeCustomerChanged sets the customer', () => {
    const state = reduce(signedInSession(), activeCustomerChanged(9));
    expect(selectActiveCustomerId({ session: state })).toBe(9);
  });

  it('systemAdminSaved keeps and clears the admin identity', () => {
    const saved = reduce(signedInSession(), systemAdminSaved({ token: 'admin-t', email: 'root@example.com' }));
    expect(saved.systemAdminToken).toBe('admin-t');
    expect(saved.systemAdminEmail).toBe('root@example.com');
    const cleared = reduce(saved, systemAdminSaved(null));
    expect(cleared.systemAdminToken).toBeNull();
    expect(cleared.systemAdminEmail).toBeNull();
  });

  it('loggedOut drops the identity but keeps the customer and the system admin', () => {
    const before = signedInSession({ systemAdminToken: 'admin-t', systemAdminEmail: 'root@example.com' });
    const state = reduce(before, loggedOut());
    expect(state).toEqual({
      ...initialSessionState,
      activeCustomerId: 42,
      systemAdminToken: 'admin-t',
      systemAdminEmail: 'root@example.com',
    });
  });
});
