import { rootReducer } from '@shelfsight/api-client';
import { sampleAuthUser } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { mfaMessages } from '@shelfsight/contracts';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { authFlowSlice } from '../state/authFlowSlice';
import { fill } from '../testing/fill';
import { MfaPage } from './MfaPage';

rootReducer.inject(authFlowSlice);
afterEach(() => localStorage.clear());

function renderMfa(route = '/mfa/?email=ada%40example.com&redirect=%2Ftasks%2F') {
  return renderWithProviders(
    <Routes>
      <Route path="/mfa/" element={<MfaPage />} />
      <Route path="/login/" element={<p>Sign-in screen</p>} />
      <Route path="/tasks/" element={<p>Tasks screen</p>} />
    </Routes>,
    { route },
  );
}

const signedIn = () => json({ token: 'access-2', user: sampleAuthUser, scopes: {}, v1RedirectUrl: null });

describe('MfaPage', () => {
  it('sends the code with the email, trust choice and device, then starts the session at the redirect', async () => {
    const server = fakeRoutes({ 'POST /api/auth/mfa/verify': signedIn });
    const { user, store } = renderMfa();
    await fill(user, screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByLabelText('Trust this device for 30 days'));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Tasks screen')).toBeInTheDocument();
    expect(store.getState().session.token).toBe('access-2');
    const body = (await server.requests[0]?.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ email: 'ada@example.com', code: '123456', trustDevice: true });
    expect(typeof body.deviceIdentifier).toBe('string');
  });

  it('switches to a recovery code and shows the server’s field error under it', async () => {
    const server = fakeRoutes({
      'POST /api/auth/mfa/verify': () =>
        json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'x',
            fields: { recoveryCode: mfaMessages.invalidRecoveryCode },
          },
          400,
        ),
    });
    const { user, store } = renderMfa();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await fill(user, screen.getByLabelText('Recovery code'), 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(mfaMessages.invalidRecoveryCode)).toBeInTheDocument();
    expect(await server.requests[0]?.json()).toMatchObject({ recoveryCode: 'abcde-12345', trustDevice: false });
    expect(store.getState().session.token).toBeNull();
  });

  it('sends nothing without a code, and asks to sign in again when the challenge ran out', async () => {
    const server = fakeRoutes({
      'POST /api/auth/mfa/verify': () =>
        json({ statusCode: 410, error: 'Gone', message: mfaMessages.challengeExpired }, 410),
    });
    const { user } = renderMfa();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the 6-digit code')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
    await fill(user, screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(mfaMessages.challengeExpired);
    await user.click(screen.getByRole('link', { name: 'Sign in again' }));
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
  });

  it('asks to sign in first when the email is missing', () => {
    fakeRoutes({});
    renderMfa('/mfa/');
    expect(screen.getByRole('alert')).toHaveTextContent('Sign in first');
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
  });
});
