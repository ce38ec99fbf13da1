import { rootReducer } from '@shelfsight/api-client';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { authFlowSlice } from '../../state/authFlowSlice';
import { sampleAuthUser } from '@shelfsight/api-client/fixtures';
import { RedirectIfAuthenticated } from '../RedirectIfAuthenticated';
import { RequireAuth } from './RequireAuth';

rootReducer.inject(authFlowSlice);

afterEach(() => localStorage.clear());

const routes = (
  <Routes>
    <Route element={<RedirectIfAuthenticated />}>
      <Route path="/login/" element={<p>Sign-in screen</p>} />
    </Route>
    <Route element={<RequireAuth />}>
      <Route path="/" element={<p>Home screen</p>} />
      <Route path="/tasks/" element={<p>Tasks screen</p>} />
    </Route>
  </Routes>
);

const signedIn = {
  session: {
    token: 'access-1',
    user: sampleAuthUser,
    scopes: {},
    activeCustomerId: null,
    systemAdminToken: null,
    systemAdminEmail: null,
  },
};

describe('access guards', () => {
  it('sends a signed-out visitor to sign in and remembers where they were going', async () => {
    const server = fakeRoutes({});
    const { store } = renderWithProviders(routes, { route: '/tasks/?status=open' });
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(store.getState().authFlow?.redirect).toBe('/tasks/?status=open');
    expect(server.requests).toHaveLength(0);
  });

  it('lets a signed-in user in and refreshes their user and scopes', async () => {
    const server = fakeRoutes({
      'GET /api/auth/user': () =>
        json({
          user: { ...sampleAuthUser, displayName: 'Ada King' },
          scopes: { admin: true, 'no-custom-pricing': true },
        }),
    });
    const { store } = renderWithProviders(routes, { route: '/tasks/', preloadedState: signedIn });
    expect(screen.getByText('Tasks screen')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().session.user?.displayName).toBe('Ada King'));
    expect(store.getState().session.scopes).toEqual({ admin: true, 'no-custom-pricing': true });
    expect(server.requests[0]?.headers.get('authorization')).toBe('Bearer access-1');
  });

  it('sends a signed-in user away from the sign-in page', async () => {
    fakeRoutes({ 'GET /api/auth/user': () => json({ user: sampleAuthUser, scopes: {} }) });
    renderWithProviders(routes, { route: '/login/', preloadedState: signedIn });
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
  });
});
