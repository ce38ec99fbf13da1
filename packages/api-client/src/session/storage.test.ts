import { beforeEach, describe, expect, it } from 'vitest';
import { makeStore } from '../store';
import { sampleAuthUser, signedInSession } from '../fixtures';
import { activeCustomerChanged, loggedOut, sessionStarted } from './sessionSlice';
import { clearStorageOnLogout, getDeviceIdentifier, loadPersistedSession, persistSession } from './storage';

beforeEach(() => localStorage.clear());

describe('session storage', () => {
  it('clearStorageOnLogout keeps exactly the admin identity, device and customer', () => {
    const kept = {
      systemAdminToken: 'admin-t',
      systemAdminEmail: 'root@example.com',
      deviceIdentifier: 'device-1',
      activeCustomerId: '42',
    };
    for (const [key, value] of Object.entries(kept)) localStorage.setItem(key, value);
    localStorage.setItem('authUser', JSON.stringify(sampleAuthUser));
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('dashboardTabIndex', '2');

    clearStorageOnLogout();

    expect(Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)]))).toEqual(kept);
  });

  it('round-trips a session through storage', () => {
    const session = signedInSession({ systemAdminToken: 'admin-t', systemAdminEmail: 'root@example.com' });
    persistSession(session);
    expect(loadPersistedSession()).toEqual(session);
  });

  it('drops a stored user that is not valid JSON or not a user', () => {
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('authUser', '{not json');
    expect(loadPersistedSession().user).toBeNull();
    localStorage.setItem('authUser', JSON.stringify({ id: 'x' }));
    expect(loadPersistedSession().user).toBeNull();
    expect(loadPersistedSession().token).toBe('tok-1');
  });

  it('the store listener persists session changes and makeStore reads them back', () => {
    const store = makeStore();
    store.dispatch(sessionStarted({ token: 'tok-9', user: sampleAuthUser, scopes: { admin: true } }));
    store.dispatch(activeCustomerChanged(5));
    expect(localStorage.getItem('token')).toBe('tok-9');
    expect(localStorage.getItem('activeCustomerId')).toBe('5');
    expect(makeStore().getState().session.user).toEqual(sampleAuthUser);

    store.dispatch(loggedOut());
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('authUser')).toBeNull();
    expect(localStorage.getItem('activeCustomerId')).toBe('5');
  });

  it('getDeviceIdentifier creates an id once and then reuses it', () => {
    const first = getDeviceIdentifier();
    expect(first).toMatch(/^[\w-]{21}$/);
    expect(getDeviceIdentifier()).toBe(first);
    expect(localStorage.getItem('deviceIdentifier')).toBe(first);
  });
});
