import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleRoles, sampleUsers } from '../../testing/sampleData';
import { UserTable } from './UserTable';

describe('UserTable', () => {
  it('shows roles by name, the active flag and the expiry', () => {
    render(<UserTable users={sampleUsers} roles={sampleRoles} />);
    const alice = screen.getByText('Alice Admin').closest('tr') as HTMLElement;
    expect(within(alice).getByText('Administrators')).toBeInTheDocument();
    expect(within(alice).getByText('Active')).toBeInTheDocument();
    expect(
      within(screen.getByText('Andy Analyst').closest('tr') as HTMLElement).getByText('Jan 5, 2025'),
    ).toBeInTheDocument();
    expect(within(screen.getByText('Olga Old').closest('tr') as HTMLElement).getByText('Inactive')).toBeInTheDocument();
  });

  it('calls back on edit and deactivate', async () => {
    const onEdit = vi.fn();
    const onDeactivate = vi.fn();
    render(<UserTable users={sampleUsers} roles={sampleRoles} onEdit={onEdit} onDeactivate={onDeactivate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Paula Product' }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ email: 'pm@acme.test' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate Paula Product' }));
    expect(onDeactivate).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
    // An inactive member has nothing left to deactivate.
    expect(screen.queryByRole('button', { name: 'Deactivate Olga Old' })).not.toBeInTheDocument();
  });

  it('has no buttons for read-only viewers', () => {
    render(<UserTable users={sampleUsers} roles={sampleRoles} readOnly />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
