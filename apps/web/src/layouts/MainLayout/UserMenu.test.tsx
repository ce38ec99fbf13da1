import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { UserMenu } from './UserMenu';

describe('UserMenu', () => {
  it("opens the profile from 'My profile'", async () => {
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/" element={<UserMenu name="Ada Lovelace" />} />
        <Route path="/profile/" element={<p>Profile screen</p>} />
      </Routes>,
      { route: '/' },
    );
    await user.click(screen.getByRole('button', { name: /Ada Lovelace/ }));
    expect(await screen.findByRole('menuitem', { name: /Sign out/ })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: /My profile/ }));
    expect(await screen.findByText('Profile screen')).toBeInTheDocument();
  });
});
