import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleAuthUser } from '@shelfsight/api-client/fixtures';
import { UserWelcome } from './UserWelcome';

describe('UserWelcome', () => {
  it('greets the user by name with their email and roles', () => {
    render(<UserWelcome user={sampleAuthUser} />);
    expect(screen.getByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Administrators')).toBeInTheDocument();
    expect(screen.queryByText('System administrator')).not.toBeInTheDocument();
  });

  it('says so when the user has no roles, and marks system admins', () => {
    render(<UserWelcome user={{ ...sampleAuthUser, roles: [], isSystemAdmin: true }} />);
    expect(screen.getByText('No roles assigned yet')).toBeInTheDocument();
    expect(screen.getByText('System administrator')).toBeInTheDocument();
  });
});
