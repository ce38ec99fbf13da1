import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleStatuses } from '../../testing/sampleData';
import { StatusChip, StatusMenu } from './StatusChip';

describe('StatusChip', () => {
  it.each([
    ['Open', 'ant-tag-error'],
    ['In progress', 'ant-tag-processing'],
    ['Done', 'ant-tag-success'],
  ])('paints %s with %s', (status, colourClass) => {
    renderWithProviders(<StatusChip status={status} />);
    expect(screen.getByText(status).closest('.ant-tag')).toHaveClass(colourClass);
  });

  it('paints any other status in the default colour', () => {
    renderWithProviders(<StatusChip status="Blocked" />);
    const chip = screen.getByText('Blocked').closest('.ant-tag');
    for (const colour of ['error', 'processing', 'success']) expect(chip).not.toHaveClass(`ant-tag-${colour}`);
  });
});

describe('StatusMenu', () => {
  it('lists the statuses by sequence number on hover and saves the one chosen', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<StatusMenu status="Open" statuses={sampleStatuses} onChange={onChange} />);
    await user.hover(screen.getByRole('button', { name: 'Status Open' }));
    const items = await screen.findAllByRole('menuitem');
    const expected = [...sampleStatuses].sort((a, b) => a.sequenceNumber - b.sequenceNumber);
    expect(items.map((item) => item.textContent)).toEqual(expected.map((status) => status.stateTitle));
    await user.click(items[2]!);
    expect(onChange).toHaveBeenCalledWith('Done');
  });
});
