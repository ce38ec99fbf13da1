import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeleteButton } from './DeleteButton';

const props = { kind: 'alert', name: 'Out of stock', consequence: 'Its recipients are no longer told.' };

describe('DeleteButton', () => {
  it('asks with the kind, the name and the consequence, and deletes only when confirmed', async () => {
    const onConfirm = vi.fn();
    render(<DeleteButton {...props} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Out of stock' }));
    expect(await screen.findByText('Delete the alert "Out of stock"?')).toBeInTheDocument();
    expect(screen.getByText('Its recipients are no longer told.')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cannot be pressed while disabled', () => {
    render(<DeleteButton {...props} onConfirm={vi.fn()} disabled />);
    expect(screen.getByRole('button', { name: 'Delete Out of stock' })).toBeDisabled();
  });
});
