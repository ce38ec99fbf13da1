import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../../testing/sampleUser';
import { UserWelcome } from './UserWelcome';

describe('UserWelcome', () => {
  it('greets the user by name with their email and roles', () => {
    render(<UserWelcome user={sampleUser} />);
    expect(screen.getByRole('heading', { name: 'Welcome, Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Administrators')).toBeInTheDocument();
    expect(screen.queryByText('System administrator')).not.toBeInTheDocument();
  });

  it('says so when the user has no roles, and marks system admins', () => {
    render(<UserWelcome user={{ ...sampleUser, roles: [], isSystemAdmin: true }} />);
    expect(screen.getByText('No roles assigned yet')).toBeInTheDocument();
    expect(screen.getByText('System administrator')).toBeInTheDocument();
  });
});
