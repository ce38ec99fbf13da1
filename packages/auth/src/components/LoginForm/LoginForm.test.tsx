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
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'correct horse' }),
    );
  });

  it('shows the form error and server field errors', async () => {
    render(
      <LoginForm onSubmit={vi.fn()} errorMessage="Invalid credentials" fieldErrors={{ email: 'Unknown address' }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(await screen.findByText('Unknown address')).toBeInTheDocument();
  });

  it('hides a server field error once that field is edited', async () => {
    const user = userEvent.setup();
    render(<LoginForm onSubmit={vi.fn()} fieldErrors={{ email: 'Unknown address', password: 'Too short' }} />);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Unknown address');
    await fill(user, screen.getByLabelText('Email'), 'grace@example.com');
    expect(screen.queryByText('Unknown address')).not.toBeInTheDocument();
    expect(screen.getByText('Too short')).toBeInTheDocument();
  });

  it('locks the form while signing in', () => {
    render(<LoginForm onSubmit={vi.fn()} submitting />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
  });
});
