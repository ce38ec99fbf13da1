import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RequestResetForm } from './RequestResetForm';

describe('RequestResetForm', () => {
  it('sends the trimmed address', async () => {
    const onSubmit = vi.fn();
    render(<RequestResetForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), '  pm@acme.test ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(onSubmit).toHaveBeenCalledWith('pm@acme.test');
  });

  it('asks for a valid address and sends nothing until there is one', async () => {
    const onSubmit = vi.fn();
    render(<RequestResetForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'pm@acme');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server’s message for the field', () => {
    render(<RequestResetForm onSubmit={vi.fn()} fieldError="No account uses this address." />);
    expect(screen.getByText('No account uses this address.')).toBeInTheDocument();
  });
});
