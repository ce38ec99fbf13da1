import type { AuthUser, Scopes } from '@shelfsight/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  token: string | null;
  user: AuthUser | null;
  scopes: Scopes;
  activeCustomerId: number | null;
  /** A system admin acting as another user keeps their own token and email here to switch back. */
  systemAdminToken: string | null;
  systemAdminEmail: string | null;
}

export const initialSessionState: SessionState = {
  token: null,
  user: null,
  scopes: {},
  activeCustomerId: null,
  systemAdminToken: null,
  systemAdminEmail: null,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    sessionStarted(state, action: PayloadAction<{ token: string; user: AuthUser; scopes: Scopes }>) {
      state.token = action.payload.token;
      state.user = action.payload.user;
      state.scopes = action.payload.scopes;
    },
    tokenRefreshed(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    userLoaded(state, action: PayloadAction<{ user: AuthUser; scopes: Scopes }>) {
      state.user = action.payload.user;
      state.scopes = action.payload.scopes;
    },
    activeCustomerChanged(state, action: PayloadAction<number | null>) {
      state.activeCustomerId = action.payload;
    },
    systemAdminSaved(state, action: PayloadAction<{ token: string; email: string } | null>) {
      state.systemAdminToken = action.payload?.token ?? null;
      state.systemAdminEmail = action.payload?.email ?? null;
    },
    // Mirrors the storage rule of logout: the active customer and a system admin's own identity survive.
    loggedOut(state) {
      state.token = null;
      state.user = null;
      state.scopes = {};
    },
  },
});

export const { sessionStarted, tokenRefreshed, userLoaded, activeCustomerChanged, systemAdminSaved, loggedOut } =
  sessionSlice.actions;

type WithSession = { session: SessionState };

export const selectSession = (state: WithSession): SessionState => state.session;
export const selectToken = (state: WithSession): string | null => state.session.token;
export const selectAuthUser = (state: WithSession): AuthUser | null => state.session.user;
export const selectScopes = (state: WithSession): Scopes => state.session.scopes;
export const selectIsAuthenticated = (state: WithSession): boolean => state.session.token !== null;
export const selectActiveCustomerId = (state: WithSession): number | null => state.session.activeCustomerId;
