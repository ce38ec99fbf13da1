import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fill } from '../testing/fill';
import { RESET_MESSAGES } from '../utils/resetError';
import { RequestPasswordResetEmailPage } from './RequestPasswordResetEmailPage';

const PATH = 'POST /api/auth/reset-password/send-email';

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/request-password-reset-email/" element={<RequestPasswordResetEmailPage />} />
    </Routes>,
    { route: '/request-password-reset-email/' },
  );
}

describe('RequestPasswordResetEmailPage', () => {
  it('sends nothing without a valid address', async () => {
    const server = fakeRoutes({ [PATH]: () => new Response(null, { status: 204 }) });
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('sends the address and shows the neutral confirmation', async () => {
    const server = fakeRoutes({ [PATH]: () => new Response(null, { status: 204 }) });
    const { user } = renderPage();
    await fill(user, screen.getByLabelText('Email'), ' pm@acme.test ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_MESSAGES.sent);
    expect(server.requests).toHaveLength(1);
    expect(await server.requests[0]?.json()).toEqual({ email: 'pm@acme.test' });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login/');
  });

  it('shows the server field error and stays on the form', async () => {
    fakeRoutes({
      [PATH]: () =>
        json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Invalid body: email',
            fields: { email: 'Invalid email address' },
          },
          400,
        ),
    });
    const { user } = renderPage();
    await fill(user, screen.getByLabelText('Email'), 'odd@address.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
