import { BROWSER_STORAGE_KEYS } from '@shelfsight/contracts';
import { nanoid } from 'nanoid';
import { initialSessionState, type SessionState } from './sessionSlice';
import { isScopes, isStoredAuthUser } from './shapeGuards';

/** The app's local storage keys (in contracts: the server's PDF printing signs the app in with them). */
export const STORAGE_KEYS = BROWSER_STORAGE_KEYS;

/** What survives a logout (spec 1 §4 Logout). */
export const KEPT_ON_LOGOUT: readonly string[] = [
  STORAGE_KEYS.systemAdminToken,
  STORAGE_KEYS.systemAdminEmail,
  STORAGE_KEYS.deviceIdentifier,
  STORAGE_KEYS.activeCustomerId,
];

function readJson(key: string): unknown {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** Reads the session back after a reload; values that fail validation are dropped, not trusted. */
export function loadPersistedSession(): SessionState {
  const user = readJson(STORAGE_KEYS.authUser);
  const scopes = readJson(STORAGE_KEYS.scopes);
  const customerId = Number(localStorage.getItem(STORAGE_KEYS.activeCustomerId));
  return {
    ...initialSessionState,
    token: localStorage.getItem(STORAGE_KEYS.token),
    user: isStoredAuthUser(user) ? user : null,
    scopes: isScopes(scopes) ? scopes : {},
    activeCustomerId: Number.isInteger(customerId) && customerId > 0 ? customerId : null,
    systemAdminToken: localStorage.getItem(STORAGE_KEYS.systemAdminToken),
    systemAdminEmail: localStorage.getItem(STORAGE_KEYS.systemAdminEmail),
  };
}

function writeOrRemove(key: string, value: string | null): void {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
}

export function persistSession(session: SessionState): void {
  writeOrRemove(STORAGE_KEYS.token, session.token);
  writeOrRemove(STORAGE_KEYS.authUser, session.user ? JSON.stringify(session.user) : null);
  writeOrRemove(STORAGE_KEYS.scopes, session.token ? JSON.stringify(session.scopes) : null);
  writeOrRemove(
    STORAGE_KEYS.activeCustomerId,
    session.activeCustomerId === null ? null : String(session.activeCustomerId),
  );
  writeOrRemove(STORAGE_KEYS.systemAdminToken, session.systemAdminToken);
  writeOrRemove(STORAGE_KEYS.systemAdminEmail, session.systemAdminEmail);
}

/** Clears local storage on logout, keeping exactly the keys of KEPT_ON_LOGOUT. */
export function clearStorageOnLogout(): void {
  const kept = KEPT_ON_LOGOUT.flatMap((key) => {
    const value = localStorage.getItem(key);
    return value === null ? [] : [[key, value] as const];
  });
  localStorage.clear();
  for (const [key, value] of kept) localStorage.setItem(key, value);
}

/** A stable id for this browser, sent with the login so the server can recognise trusted devices. */
export function getDeviceIdentifier(): string {
  const existing = localStorage.getItem(STORAGE_KEYS.deviceIdentifier);
  if (existing) return existing;
  const created = nanoid();
  localStorage.setItem(STORAGE_KEYS.deviceIdentifier, created);
  return created;
}
