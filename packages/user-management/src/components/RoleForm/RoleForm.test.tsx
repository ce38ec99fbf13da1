import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { samplePrivileges } from '../../testing/sampleData';
import { RoleForm } from './RoleForm';

describe('RoleForm', () => {
  it('sends the name, description and ticked privileges', async () => {
    const onSubmit = vi.fn();
    render(<RoleForm privileges={samplePrivileges} onSubmit={onSubmit} onCancel={() => {}} />);
    // Retailer grants need a retailer and are not offered as a plain checkbox.
    expect(screen.queryByText(/Access to retailer/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Role name'), '  Auditors ');
    await userEvent.type(screen.getByLabelText('Description'), 'Look, never touch');
    await userEvent.click(screen.getByRole('checkbox', { name: /Read only/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add role' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'Auditors', description: 'Look, never touch', privileges: [{ privilegeId: 3 }] });
  });

  it('requires a name and shows the server error on it', async () => {
    const onSubmit = vi.fn();
    render(<RoleForm privileges={samplePrivileges} fieldErrors={{ name: 'A role with this name already exists.' }} onSubmit={onSubmit} onCancel={() => {}} />);
    expect(screen.getByText('A role with this name already exists.')).toBeInTheDocument();
  });
});
