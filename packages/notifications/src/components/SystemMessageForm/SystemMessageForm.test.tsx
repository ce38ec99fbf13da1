import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SystemMessageForm } from './SystemMessageForm';
import { maintenanceMessage as existing } from '../../testing/sampleSystemMessages';

describe('SystemMessageForm', () => {
  it('requires title, message and start date before sending', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SystemMessageForm onSubmit={onSubmit} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the title')).toBeInTheDocument();
    expect(await screen.findByText('Please enter the start date')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the edited message with an open end, and deactivates', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SystemMessageForm initial={existing} onSubmit={onSubmit} onCancel={vi.fn()} />);
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Maintenance moved');
    await user.click(screen.getByRole('switch'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        systemMessageEvent: 'after_login',
        systemMessageType: 'maintenance',
        title: 'Maintenance moved',
        message: 'Down on Sunday.',
        isActive: false,
        dateFrom: '2024-03-01',
        timeFrom: '08:30',
        dateTo: null,
        timeTo: null,
      }),
    );
  });

  it('sends an end date with midnight when no end time is given, and shows server field errors', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { rerender } = render(<SystemMessageForm initial={existing} onSubmit={onSubmit} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('End date (UTC)'), { target: { value: '2024-03-04' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ dateTo: '2024-03-04', timeTo: '00:00' })),
    );
    rerender(
      <SystemMessageForm
        initial={existing}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
        fieldErrors={{ dateTo: 'The end must be after the start' }}
      />,
    );
    expect(await screen.findByText('The end must be after the start')).toBeInTheDocument();
  });
});
