import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MfaForm } from './MfaForm';

describe('MfaForm', () => {
  it('sends the trimmed code and whether to trust the device', async () => {
    const onSubmit = vi.fn();
    render(<MfaForm email="pm@acme.test" onSubmit={onSubmit} />);
    const user = userEvent.setup();
    expect(screen.getByText('Enter the code from your authenticator app for pm@acme.test.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Authentication code'), ' 482913 ');
    await user.click(screen.getByRole('checkbox', { name: /Trust this device/ }));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onSubmit).toHaveBeenCalledWith({ code: '482913', trustDevice: true });
  });

  it('takes a recovery code instead', async () => {
    const onSubmit = vi.fn();
    render(<MfaForm email="pm@acme.test" onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'k7q2-9xwd');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onSubmit).toHaveBeenCalledWith({ recoveryCode: 'k7q2-9xwd', trustDevice: false });
  });

  it('asks for the code rather than sending an empty one', async () => {
    const onSubmit = vi.fn();
    render(<MfaForm email="pm@acme.test" onSubmit={onSubmit} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the 6-digit code')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server’s message until the code is edited', async () => {
    render(<MfaForm email="pm@acme.test" onSubmit={vi.fn()} fieldErrors={{ code: 'This code is not valid.' }} />);
    expect(screen.getByLabelText('Authentication code')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.setup().type(screen.getByLabelText('Authentication code'), '1');
    expect(screen.queryByText('This code is not valid.')).toBeNull();
  });
});
