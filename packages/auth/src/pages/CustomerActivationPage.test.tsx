import { sampleAuthUser } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES } from '../utils/loginOutcome';
import { ACTIVATION_TEXTS, CustomerActivationPage } from './CustomerActivationPage';

const session = (activeCustomerId: number | null) => ({
  token: 't',
  user: sampleAuthUser,
  scopes: {},
  activeCustomerId,
  systemAdminToken: null,
  systemAdminEmail: null,
});

afterEach(() => localStorage.clear());

describe('CustomerActivationPage', () => {
  it('explains a pending setup with the customer name', async () => {
    fakeRoutes({
      'GET /api/customer/get-all': () => json({}),
      'GET /api/customer/get-active': () => json({ id: 5, name: 'Pendingco', pendingSetup: true }),
    });
    renderWithProviders(<CustomerActivationPage />, { preloadedState: { session: session(5) } });
    expect(await screen.findByText(ACTIVATION_TEXTS.pendingTitle)).toBeInTheDocument();
    expect(screen.getByText(ACTIVATION_TEXTS.pending('Pendingco'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('says there is no access when the user has no customer', async () => {
    fakeRoutes({ 'GET /api/customer/get-all': () => json({}) });
    renderWithProviders(<CustomerActivationPage />, { preloadedState: { session: session(null) } });
    expect(await screen.findByText(LOGIN_MESSAGES.noCustomers)).toBeInTheDocument();
  });
});
