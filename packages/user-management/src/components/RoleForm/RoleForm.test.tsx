import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { samplePrivileges, sampleRetailers, sampleRoles } from '../../testing/sampleData';
import { RoleForm } from './RoleForm';

const nordic = sampleRoles.find((role) => role.name === 'Nordic buyers');

describe('RoleForm', () => {
  it('sends the name, description and ticked privileges', async () => {
    const onSubmit = vi.fn();
    render(<RoleForm privileges={samplePrivileges} onSubmit={onSubmit} onCancel={() => {}} />);
    // Retailer grants are chosen per retailer, not ticked as a plain privilege.
    expect(screen.queryByRole('checkbox', { name: /Access to retailer/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Role name'), '  Auditors ');
    await userEvent.type(screen.getByLabelText('Description'), 'Look, never touch');
    await userEvent.click(screen.getByRole('checkbox', { name: /Read only/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add role' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Auditors',
      description: 'Look, never touch',
      privileges: [{ privilegeId: 3 }],
    });
  });

  it('shows the server error on its field', () => {
    render(
      <RoleForm
        privileges={samplePrivileges}
        fieldErrors={{ name: 'A role with this name already exists.' }}
        onSubmit={vi.fn()}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByText('A role with this name already exists.')).toBeInTheDocument();
  });

  it('grants retailers from the catalogue as ACCESS grants with their ids and names', async () => {
    const onSubmit = vi.fn();
    render(
      <RoleForm privileges={samplePrivileges} retailers={sampleRetailers} onSubmit={onSubmit} onCancel={() => {}} />,
    );
    await userEvent.type(screen.getByLabelText('Role name'), 'Dutch desk');
    await userEvent.click(screen.getByRole('combobox', { name: 'Retailers' }));
    await userEvent.click(await screen.findByTitle('Coolblue NL'));
    await userEvent.click(screen.getByRole('button', { name: 'Add role' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0].privileges).toEqual([
      { privilegeId: 1, entityId: 11, entityName: 'Coolblue NL' },
    ]);
  });

  it('starts from the edited role and keeps its retailer grants without a catalogue', async () => {
    const onSubmit = vi.fn();
    render(
      <RoleForm
        privileges={samplePrivileges}
        role={nordic}
        submitLabel="Save"
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByLabelText('Role name')).toHaveValue('Nordic buyers');
    expect(screen.getByRole('checkbox', { name: /Product management/ })).toBeChecked();
    expect(screen.getByText(/The retailer list is not available yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Nordic buyers',
      description: 'Buyers for Norway',
      privileges: [
        { privilegeId: 4 },
        { privilegeId: 1, entityId: 14, entityName: 'Power NO' },
        { privilegeId: 1, entityId: 15, entityName: 'Elkjøp NO' },
      ],
    });
  });
});
