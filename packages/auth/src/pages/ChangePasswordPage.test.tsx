import { passwordRuleMessages } from '@shelfsight/contracts';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fill } from '../testing/fill';
import { ChangePasswordPage } from './ChangePasswordPage';

const CHANGE = 'POST /api/auth/change-password';
const GOOD = 'Quartz-Meadow-Kettle-4';

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/change-password/" element={<ChangePasswordPage />} />
      <Route path="/" element={<p>Home</p>} />
    </Routes>,
    { route: '/change-password/', preloadedState: { session: signedInSession() } },
  );
}

describe('ChangePasswordPage', () => {
  it('checks the rules before sending', async () => {
    const server = fakeRoutes({});
    const { user } = renderPage();
    await fill(user, screen.getByLabelText('Current password'), 'old');
    await fill(user, screen.getByLabelText('New password'), 'short');
    await fill(user, screen.getByLabelText('Repeat new password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(passwordRuleMessages.tooShort)).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('shows the server field error of a wrong current password', async () => {
    fakeRoutes({
      [CHANGE]: () =>
        json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'x',
            fields: { currentPassword: 'The current password is not correct.' },
          },
          400,
        ),
    });
    const { user } = renderPage();
    await fill(user, screen.getByLabelText('Current password'), 'wrong-one');
    await fill(user, screen.getByLabelText('New password'), GOOD);
    await fill(user, screen.getByLabelText('Repeat new password'), GOOD);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
  });

  it('sends the three fields and goes home', async () => {
    const server = fakeRoutes({ [CHANGE]: () => new Response(null, { status: 204 }) });
    const { user } = renderPage();
    await fill(user, screen.getByLabelText('Current password'), 'Demo-Password-1');
    await fill(user, screen.getByLabelText('New password'), GOOD);
    await fill(user, screen.getByLabelText('Repeat new password'), GOOD);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(await server.requests[0]?.json()).toEqual({
      currentPassword: 'Demo-Password-1',
      password: GOOD,
      confirmPassword: GOOD,
    });
  });
});
