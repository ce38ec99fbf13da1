import { rootReducer } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse, renderRoutes, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RedirectIfAuthenticated } from '../components/RedirectIfAuthenticated';
import { authRoutes } from '../routes';
import { authFlowSlice } from '../state/authFlowSlice';
import { LOGIN_MESSAGES } from '../utils/loginOutcome';
import { ActivateDemoAccountPage } from './ActivateDemoAccountPage';
import { fillSignUp, signedInAnswer } from './signUpPageFixtures';

rootReducer.inject(authFlowSlice);
afterEach(() => localStorage.clear());

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/activate-demo-account/" element={<ActivateDemoAccountPage />} />
      <Route path="/" element={<p>Home screen</p>} />
    </Routes>,
    { route: '/activate-demo-account/' },
  );
}

describe('ActivateDemoAccountPage', () => {
  it('validates, activates the demo and lands signed in at home', async () => {
    const calls = fakeServer((request) =>
      new URL(request.url).pathname === '/api/demo/submit' ? signedInAnswer() : jsonResponse({ valid: true }),
    );
    const { user, store } = renderPage();
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Activate demo' }));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/validate-hub-spot-demo-submission', '/api/demo/submit']);
    expect(typeof (calls[1]?.body as { deviceIdentifier?: unknown }).deviceIdentifier).toBe('string');
    expect(store.getState().session.token).toBe('access-new');
  });

  it('shows the generic message when the server fails', async () => {
    fakeServer((request) =>
      new URL(request.url).pathname === '/api/demo/submit'
        ? jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'x' }, 500)
        : jsonResponse({ valid: true }),
    );
    const { user, store } = renderPage();
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Activate demo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOGIN_MESSAGES.generic);
    expect(store.getState().session.token).toBeNull();
  });

  it('sends a signed-in user home, as its route is for guests', async () => {
    fakeServer(() => jsonResponse({}));
    const route = authRoutes.find((candidate) => candidate.path === '/activate-demo-account/');
    expect(route?.handle).toMatchObject({ layout: 'auth', access: 'guest' });
    const { router } = renderRoutes(
      [
        {
          element: <RedirectIfAuthenticated />,
          children: [{ path: '/activate-demo-account/', element: <ActivateDemoAccountPage /> }],
        },
        { path: '/', element: <p>Home screen</p> },
      ],
      { route: '/activate-demo-account/', preloadedState: { session: signedInSession() } },
    );
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
