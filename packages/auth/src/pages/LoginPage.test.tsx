import { rootReducer } from '@shelfsight/api-client';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { authFlowSlice, redirectRemembered } from '../state/authFlowSlice';
import { fill } from '../testing/fill';
import { sampleAuthUser } from '@shelfsight/api-client/fixtures';
import { LoginPage } from './LoginPage';

rootReducer.inject(authFlowSlice);

afterEach(() => localStorage.clear());

function LocationProbe() {
  const location = useLocation();
  return <p>MFA step at {location.pathname + location.search}</p>;
}

function renderLogin() {
  return renderWithProviders(
    <Routes>
      <Route path="/login/" element={<LoginPage />} />
      <Route path="/" element={<p>Home screen</p>} />
      <Route path="/tasks/" element={<p>Tasks screen</p>} />
      <Route path="/mfa/" element={<LocationProbe />} />
    </Routes>,
    { route: '/login/' },
  );
}

const success = () => json({ token: 'access-1', user: sampleAuthUser, scopes: { admin: true }, v1RedirectUrl: null });

describe('LoginPage', () => {
  it('sends nothing while email or password is missing', async () => {
    const server = fakeRoutes({ 'POST /api/login': success });
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    expect(await screen.findByText('Please enter your password')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your password')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it("shows 'Invalid credentials' on a 401 and stays signed out", async () => {
    const server = fakeRoutes({
      'POST /api/login': () => json({ statusCode: 401, error: 'Unauthorized', message: 'Invalid credentials' }, 401),
    });
    const { user, store } = renderLogin();
    await fill(user, screen.getByLabelText('Email'), 'ada@example.com');
    await fill(user, screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(store.getState().session.token).toBeNull();
    // A wrong password is a form answer, not an ended session.
    expect(server.onUnauthorized).not.toHaveBeenCalled();
  });

  it('starts the session and goes home on success', async () => {
    const server = fakeRoutes({ 'POST /api/login': success });
    const { user, store } = renderLogin();
    await fill(user, screen.getByLabelText('Email'), 'ada@example.com');
    await fill(user, screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ token: 'access-1', scopes: { admin: true } });
    expect(store.getState().session.user?.displayName).toBe('Ada Lovelace');
    const body = (await server.requests[0]?.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ email: 'ada@example.com', password: 'correct horse' });
    expect(typeof body.deviceIdentifier).toBe('string');
  });

  it('goes to the remembered page instead of home', async () => {
    fakeRoutes({ 'POST /api/login': success });
    const { user, store } = renderLogin();
    store.dispatch(redirectRemembered('/tasks/'));
    await fill(user, screen.getByLabelText('Email'), 'ada@example.com');
    await fill(user, screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Tasks screen')).toBeInTheDocument();
    expect(store.getState().authFlow?.redirect).toBeNull();
  });

  it('explains a 403 for a user without customers', async () => {
    fakeRoutes({
      'POST /api/login': () => json({ statusCode: 403, error: 'Forbidden', message: 'no_customers' }, 403),
    });
    const { user } = renderLogin();
    await fill(user, screen.getByLabelText('Email'), 'ada@example.com');
    await fill(user, screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You don't have access to the tool. Please contact your application administrator.",
    );
  });

  it('continues at /mfa/ with the email and remembered redirect on 400 Mfa_expired, without a session', async () => {
    fakeRoutes({
      'POST /api/login': () => json({ statusCode: 400, error: 'Bad Request', message: 'Mfa_expired' }, 400),
    });
    const { user, store } = renderLogin();
    store.dispatch(redirectRemembered('/tasks/'));
    await fill(user, screen.getByLabelText('Email'), 'mfa@acme.test');
    await fill(user, screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('MFA step at /mfa/?email=mfa%40acme.test&redirect=%2Ftasks%2F')).toBeInTheDocument();
    expect(store.getState().session.token).toBeNull();
  });
});
