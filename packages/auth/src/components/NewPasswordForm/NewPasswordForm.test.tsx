import { passwordRuleMessages } from '@shelfsight/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewPasswordForm } from './NewPasswordForm';

describe('NewPasswordForm', () => {
  it('ticks the rules as the password meets them, and sends both fields', async () => {
    const onSubmit = vi.fn();
    render(<NewPasswordForm onSubmit={onSubmit} email="pm@acme.test" />);
    const user = userEvent.setup();
    const rules = within(screen.getByRole('list', { name: 'Password rules' }));
    expect(rules.getByText(/At least 10 characters/)).toHaveTextContent('(not met yet)');
    await user.type(screen.getByLabelText('New password'), 'Plum-Harbour-Lantern-7');
    expect(rules.getByText(/At least 10 characters/)).toHaveTextContent('(met)');
    expect(rules.getByText(/Not your e-mail address/)).toHaveTextContent('(met)');
    await user.type(screen.getByLabelText('Confirm password'), 'Plum-Harbour-Lantern-7');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(onSubmit).toHaveBeenCalledWith({
      password: 'Plum-Harbour-Lantern-7',
      confirmPassword: 'Plum-Harbour-Lantern-7',
    });
  });

  it('sends nothing while the confirmation differs', async () => {
    const onSubmit = vi.fn();
    render(<NewPasswordForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'Plum-Harbour-Lantern-7');
    await user.type(screen.getByLabelText('Confirm password'), 'Plum-Harbour-Lantern-8');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText(passwordRuleMessages.confirmMismatch)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a server message until its field is edited', async () => {
    render(<NewPasswordForm onSubmit={vi.fn()} fieldErrors={{ password: 'This password was used before.' }} />);
    expect(screen.getByText('This password was used before.')).toBeInTheDocument();
    await userEvent.setup().type(screen.getByLabelText('New password'), 'x');
    expect(screen.queryByText('This password was used before.')).toBeNull();
  });
});
