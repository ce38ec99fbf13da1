import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleStatuses } from '../../testing/sampleData';
import { StatusSettings } from './StatusSettings';

describe('StatusSettings', () => {
  it('lists the statuses by sequence number', () => {
    renderWithProviders(<StatusSettings statuses={sampleStatuses} onAdd={vi.fn()} onUpdate={vi.fn()} />);
    const titles = screen
      .getAllByRole('textbox', { name: /^Title of / })
      .map((input) => (input as HTMLInputElement).value);
    const expected = [...sampleStatuses].sort((a, b) => a.sequenceNumber - b.sequenceNumber).map((s) => s.stateTitle);
    expect(titles).toEqual(expected);
  });

  it('renames and moves a status on blur, one change per call', async () => {
    const onUpdate = vi.fn();
    const { user } = renderWithProviders(
      <StatusSettings statuses={sampleStatuses} onAdd={vi.fn()} onUpdate={onUpdate} />,
    );
    const title = screen.getByRole('textbox', { name: 'Title of Blocked' });
    await user.clear(title);
    await user.type(title, 'Waiting');
    await user.tab();
    expect(onUpdate).toHaveBeenLastCalledWith(4, { stateTitle: 'Waiting' });
    const sequence = screen.getByRole('spinbutton', { name: 'Sequence of Blocked' });
    await user.clear(sequence);
    await user.type(sequence, '0');
    await user.tab();
    expect(onUpdate).toHaveBeenLastCalledWith(4, { sequenceNumber: 0 });
    expect(onUpdate).toHaveBeenCalledTimes(2);
  });

  it('adds a status with the sequence number given', async () => {
    const onAdd = vi.fn();
    const { user } = renderWithProviders(<StatusSettings statuses={sampleStatuses} onAdd={onAdd} onUpdate={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'New status' }), 'Waiting');
    await user.type(screen.getByRole('spinbutton', { name: 'Sequence of the new status' }), '5');
    await user.click(screen.getByRole('button', { name: 'Add status' }));
    expect(onAdd).toHaveBeenCalledExactlyOnceWith({ stateTitle: 'Waiting', sequenceNumber: 5 });
  });
});
