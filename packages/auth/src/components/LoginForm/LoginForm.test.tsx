import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fill } from '../../testing/fill';
import { LoginForm } from './LoginForm';

describe('LoginForm', () => {
  it('submits the values only when both are present', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} />);

    await fill(user, screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your password')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await fill(user, screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'correct horse' }));
  });

  it('shows the form error and server field errors', async () => {
    render(
      <LoginForm onSubmit={vi.fn()} errorMessage="Invalid credentials" fieldErrors={{ email: 'Unknown address' }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(await screen.findByText('Unknown address')).toBeInTheDocument();
  });
});
