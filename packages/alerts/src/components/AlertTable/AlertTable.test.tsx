import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleAlerts } from '../../testing/sampleData';
import { AlertTable } from './AlertTable';

const rowOf = (subject: string) => within(screen.getByText(subject).closest('tr') as HTMLElement);
const handlers = () => ({
  onEdit: vi.fn(),
  onCopy: vi.fn(),
  onDelete: vi.fn(),
  onToggleActive: vi.fn(),
  onCheck: vi.fn(),
});

describe('AlertTable', () => {
  it('shows the rule in words, the latest check, the last raise and the owner', () => {
    renderWithProviders(<AlertTable alerts={sampleAlerts} {...handlers()} />);
    const raised = rowOf('Availability below 80 %');
    expect(raised.getByText('Availability < 80 %')).toBeInTheDocument();
    expect(raised.getByText('Raised').closest('.ant-tag')).toHaveClass('ant-tag-error');
    expect(raised.getByText('Jan 5, 2024')).toBeInTheDocument();
    expect(raised.getByText('Me')).toBeInTheDocument();
    const quiet = rowOf('Price index jumps per retailer');
    expect(quiet.getByText('OK').closest('.ant-tag')).toHaveClass('ant-tag-success');
    expect(quiet.getByText('-')).toBeInTheDocument();
    const received = rowOf('Days out of stock above 3');
    expect(received.getByText('Paula Product')).toBeInTheDocument();
    expect(received.getByText('Check failed')).toBeInTheDocument();
  });

  it('offers edit, check and delete only on owned alerts, and copy on all', () => {
    renderWithProviders(<AlertTable alerts={sampleAlerts} {...handlers()} />);
    const own = rowOf('Availability below 80 %');
    for (const name of ['Edit', 'Copy', 'Check', 'Delete'])
      expect(own.getByRole('button', { name: new RegExp(`^${name} `) })).toBeInTheDocument();
    const received = rowOf('Days out of stock above 3');
    expect(received.getAllByRole('button').map((button) => button.textContent)).toEqual(['Copy']);
    expect(received.getByRole('switch')).toBeDisabled();
  });

  it('switches an owned alert off, and deletes only after confirmation', async () => {
    const props = handlers();
    const { user } = renderWithProviders(<AlertTable alerts={sampleAlerts} {...props} />);
    await user.click(screen.getByRole('switch', { name: 'Active Availability below 80 %' }));
    expect(props.onToggleActive).toHaveBeenCalledWith(sampleAlerts[0], false);
    await user.click(screen.getByRole('button', { name: 'Delete Availability below 80 %' }));
    expect(props.onDelete).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(props.onDelete).toHaveBeenCalledWith(sampleAlerts[0]);
  });

  it('shows no actions to a read-only viewer', () => {
    renderWithProviders(<AlertTable alerts={sampleAlerts} readOnly {...handlers()} />);
    expect(screen.queryByRole('button', { name: /^Copy / })).toBeNull();
    for (const toggle of screen.getAllByRole('switch')) expect(toggle).toBeDisabled();
  });

  it('shows the page of the highlighted alert and marks its row', () => {
    // 30 alerts by subject: "Alert 00" … "Alert 29"; the highlighted one is on the second page of 25.
    const many = Array.from({ length: 30 }, (_, index) => ({
      ...sampleAlerts[0]!,
      id: 100 + index,
      subject: `Alert ${String(index).padStart(2, '0')}`,
    }));
    renderWithProviders(<AlertTable alerts={many} highlightId={127} {...handlers()} />);
    expect(screen.queryByText('Alert 00')).toBeNull();
    expect(screen.getByText('Alert 27').closest('tr')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Alert 26').closest('tr')).not.toHaveAttribute('aria-current');
  });
});
