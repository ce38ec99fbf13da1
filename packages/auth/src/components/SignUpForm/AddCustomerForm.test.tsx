import { signUpMessages } from '@shelfsight/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fill } from '../../testing/fill';
import { AddCustomerForm } from './AddCustomerForm';

describe('AddCustomerForm', () => {
  it('asks for the company and the terms before sending', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<AddCustomerForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText(signUpMessages.companyNameRequired)).toBeInTheDocument();
    expect(screen.getByText(signUpMessages.termsRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await fill(user, screen.getByLabelText('Company name'), 'Acme Outlet ');
    await user.click(screen.getByLabelText('I accept the terms of service'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onSubmit).toHaveBeenCalledWith({ companyName: 'Acme Outlet', termsAccepted: true });
  });
});
