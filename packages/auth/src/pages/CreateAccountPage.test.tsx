import { rootReducer } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { signUpMessages } from '@shelfsight/contracts';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { authFlowSlice } from '../state/authFlowSlice';
import { fill } from '../testing/fill';
import { pageLoads } from '../utils/pageLoads';
import { CreateAccountPage } from './CreateAccountPage';
import { LoginPage } from './LoginPage';
import { fieldError, fillSignUp, PASSWORD, signedInAnswer } from './signUpPageFixtures';

const reloadPage = vi.spyOn(pageLoads, 'reload').mockImplementation(() => {});
afterAll(() => reloadPage.mockRestore());
rootReducer.inject(authFlowSlice);
afterEach(() => localStorage.clear());

function renderPage(options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/create-account/" element={<CreateAccountPage />} />
      <Route path="/login/" element={<LoginPage />} />
      <Route path="/" element={<p>Home screen</p>} />
    </Routes>,
    { route: '/create-account/', ...options },
  );
}

describe('CreateAccountPage for a visitor', () => {
  it('validates on the server, submits, and lands signed in at home', async () => {
    const calls = fakeServer((request) =>
      new URL(request.url).pathname === '/api/sign-up/submit' ? signedInAnswer() : jsonResponse({ valid: true }),
    );
    const { user, store } = renderPage();
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual([
      '/api/validate-hub-spot-sign-up-submission',
      '/api/sign-up/submit',
    ]);
    expect(calls[1]?.body).toMatchObject({
      companyName: 'Northwind Traders',
      email: 'nora@northwind.test',
      password: PASSWORD,
      termsAccepted: true,
    });
    expect(store.getState().session).toMatchObject({ token: 'access-new', scopes: { admin: true } });
    expect(store.getState().session.user?.email).toBe('nora@northwind.test');
  });

  it("shows the server's field errors and does not submit", async () => {
    const calls = fakeServer(() => fieldError({ email: signUpMessages.emailTaken }));
    const { user, store } = renderPage();
    await fillSignUp(user, 'admin@acme.test');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(signUpMessages.emailTaken)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(signUpMessages.emailTaken);
    expect(calls).toHaveLength(1);
    expect(store.getState().session.token).toBeNull();
  });

  it('sends nothing while the form breaks a rule', async () => {
    const calls = fakeServer(() => jsonResponse({ valid: true }));
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText(signUpMessages.companyNameRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('links to sign-in and back', async () => {
    fakeServer(() => jsonResponse({}));
    const { user } = renderPage();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
  });
});

describe('CreateAccountPage for a signed-in user', () => {
  it('creates another company account and switches to it', async () => {
    const calls = fakeServer(() => jsonResponse({ id: 51, name: 'Acme Outlet', accountType: 'TRIAL' }, 201));
    const { user, store } = renderPage({ preloadedState: { session: signedInSession() } });
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
    await fill(user, screen.getByLabelText('Company name'), 'Acme Outlet');
    await user.click(screen.getByLabelText('I accept the terms of service'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'POST', path: '/api/customer/create', body: { companyName: 'Acme Outlet', termsAccepted: true } },
    ]);
    expect(store.getState().session.activeCustomerId).toBe(51);
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalled());
  });

  it('shows field errors of the server', async () => {
    fakeServer(() => fieldError({ companyName: 'Choose another name.' }));
    const { user, store } = renderPage({ preloadedState: { session: signedInSession() } });
    await fill(user, screen.getByLabelText('Company name'), 'Acme');
    await user.click(screen.getByLabelText('I accept the terms of service'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Choose another name.')).toBeInTheDocument();
    expect(store.getState().session.activeCustomerId).toBe(signedInSession().activeCustomerId);
  });
});
