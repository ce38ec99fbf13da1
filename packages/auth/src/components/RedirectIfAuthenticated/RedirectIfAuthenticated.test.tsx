import { sampleAuthUser } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RedirectIfAuthenticated } from './RedirectIfAuthenticated';

const routes = (
  <Routes>
    <Route path="/" element={<p>Home screen</p>} />
    <Route
      path="/password-reset/"
      element={
        <RedirectIfAuthenticated>
          <p>Reset screen</p>
        </RedirectIfAuthenticated>
      }
    />
  </Routes>
);

describe('RedirectIfAuthenticated', () => {
  it('shows a signed-out visitor the page', () => {
    fakeRoutes({});
    renderWithProviders(routes, { route: '/password-reset/' });
    expect(screen.getByText('Reset screen')).toBeInTheDocument();
  });

  it('sends a visitor who arrives signed in home', async () => {
    fakeRoutes({ 'GET /api/auth/user': () => json({ user: sampleAuthUser, scopes: {} }) });
    renderWithProviders(routes, {
      route: '/password-reset/',
      preloadedState: {
        session: {
          token: 'access-1',
          user: sampleAuthUser,
          scopes: {},
          activeCustomerId: null,
          systemAdminToken: null,
          systemAdminEmail: null,
        },
      },
    });
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(screen.queryByText('Reset screen')).toBeNull();
  });
});
