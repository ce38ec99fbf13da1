import { passwordResetMessages, passwordRuleMessages } from '@shelfsight/contracts';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fill } from '../testing/fill';
import { RESET_MESSAGES } from '../utils/resetError';
import { ResetPasswordPage } from './ResetPasswordPage';

const VALIDATE = 'POST /api/auth/reset-password/abc123/validate';
const RESET = 'POST /api/auth/reset-password/abc123';
const noContent = () => new Response(null, { status: 204 });
const GOOD = 'Plum-Harbour-Lantern-7';

function renderPage(route = '/reset-password/?hash=abc123') {
  return renderWithProviders(
    <Routes>
      <Route path="/reset-password/" element={<ResetPasswordPage />} />
    </Routes>,
    { route },
  );
}

describe('ResetPasswordPage', () => {
  it('explains an expired link and offers a new one', async () => {
    fakeRoutes({
      [VALIDATE]: () => json({ statusCode: 410, error: 'Gone', message: passwordResetMessages.expired }, 410),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(passwordResetMessages.expired);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/request-password-reset-email/',
    );
  });

  it('treats a missing hash as an invalid link without calling the server', async () => {
    const server = fakeRoutes({});
    renderPage('/reset-password/');
    expect(await screen.findByRole('alert')).toHaveTextContent(passwordResetMessages.unknown);
    expect(server.requests).toHaveLength(0);
  });

  it('checks the rules in the browser before sending', async () => {
    const server = fakeRoutes({ [VALIDATE]: noContent, [RESET]: noContent });
    const { user } = renderPage();
    const password = await screen.findByLabelText('New password');
    await fill(user, password, 'qwertyuiop');
    await fill(user, screen.getByLabelText('Confirm password'), 'qwertyuiop-2');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(passwordRuleMessages.common)).toBeInTheDocument();
    expect(await screen.findByText(passwordRuleMessages.confirmMismatch)).toBeInTheDocument();
    expect(screen.getByText(/At least 10 characters/).closest('li')).toHaveTextContent('(met)');
    expect(screen.getByText(/Not one of the most common passwords/).closest('li')).toHaveTextContent('(not met yet)');
    expect(server.requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/auth/reset-password/abc123/validate',
    ]);
  });

  it('sets the password and links to sign in', async () => {
    const server = fakeRoutes({ [VALIDATE]: noContent, [RESET]: noContent });
    const { user } = renderPage();
    await fill(user, await screen.findByLabelText('New password'), GOOD);
    await fill(user, screen.getByLabelText('Confirm password'), GOOD);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_MESSAGES.done);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login/');
    expect(await server.requests.at(-1)?.json()).toEqual({ password: GOOD, confirmPassword: GOOD });
  });

  it('shows the field errors the server names', async () => {
    fakeRoutes({
      [VALIDATE]: noContent,
      [RESET]: () =>
        json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Invalid body: password',
            fields: { password: passwordRuleMessages.sameAsEmail },
          },
          400,
        ),
    });
    const { user } = renderPage();
    await fill(user, await screen.findByLabelText('New password'), GOOD);
    await fill(user, screen.getByLabelText('Confirm password'), GOOD);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(passwordRuleMessages.sameAsEmail)).toBeInTheDocument();
  });
});
