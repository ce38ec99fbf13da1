import { sampleAuthUser, signedInSession } from '@shelfsight/api-client/fixtures';
import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { UserMenu } from './UserMenu';

const renderMenu = (user = sampleAuthUser) =>
  renderWithProviders(
    <Routes>
      <Route path="/" element={<UserMenu name={user.displayName} />} />
      <Route path="/profile/" element={<p>Profile screen</p>} />
    </Routes>,
    { route: '/', preloadedState: { session: signedInSession({ user }) } },
  );

describe('UserMenu', () => {
  it("opens the profile from 'My profile' and offers no login-as to an administrator", async () => {
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: /Ada Lovelace/ }));
    expect(await screen.findByRole('menuitem', { name: /Sign out/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Log in as…/ })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: /My profile/ }));
    expect(await screen.findByText('Profile screen')).toBeInTheDocument();
  });

  it("gives system admins 'Log in as…', which asks for the user's e-mail", async () => {
    const { user } = renderMenu({ ...sampleAuthUser, displayName: 'System Admin', isSystemAdmin: true });
    await user.click(screen.getByRole('button', { name: /System Admin/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Log in as…/ }));
    expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Log in as…' })).toBeInTheDocument();
  });
});
