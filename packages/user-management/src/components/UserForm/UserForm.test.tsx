import { passwordRuleMessages } from '@shelfsight/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleRoles, sampleUsers } from '../../testing/sampleData';
import { UserForm } from './UserForm';

describe('UserForm', () => {
  it('checks the password rules before sending a new user', async () => {
    const onSubmit = vi.fn();
    render(<UserForm roles={sampleRoles} onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Nina New');
    await userEvent.type(screen.getByLabelText('E-mail'), 'nina@acme.test');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText(passwordRuleMessages.tooShort)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'Tidy-Harbour-Lamp-42');
    fireEvent.change(screen.getByLabelText('Access expires after (UTC)'), { target: { value: '2030-06-30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      displayName: 'Nina New',
      email: 'nina@acme.test',
      password: 'Tidy-Harbour-Lamp-42',
      roleIds: [],
      isActive: true,
      expirationDate: '2030-06-30T23:59:59.999Z',
    });
  });

  it('edits without a password and shows server errors per field', async () => {
    const onSubmit = vi.fn();
    const andy = sampleUsers[1];
    render(
      <UserForm
        initial={andy}
        roles={sampleRoles}
        fieldErrors={{ email: 'A user with this e-mail address already exists.' }}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByText('A user with this e-mail address already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText('Access expires after (UTC)')).toHaveValue('2025-01-05');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      email: 'analyst@acme.test',
      password: '',
      expirationDate: '2025-01-05T23:59:59.999Z',
    });
  });

  it('shows a general error above the form', () => {
    render(
      <UserForm
        roles={sampleRoles}
        generalError="An error occured. Please contact our support team."
        onSubmit={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByText('An error occured. Please contact our support team.')).toBeInTheDocument();
  });
});
