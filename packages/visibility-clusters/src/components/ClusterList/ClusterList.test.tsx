import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleClusters, sampleKeywords } from '../../testing/sampleData';
import { ClusterList } from './ClusterList';

describe('ClusterList', () => {
  it('counts a conditional cluster’s keywords once the keywords are known', () => {
    const props = { clusters: sampleClusters, mayChange: false, onEdit: () => {}, onDelete: () => {} };
    const { rerender } = render(<ClusterList {...props} keywords={undefined} />);
    const row = () => within(screen.getByText('Hair care').closest('tr')!);
    expect(row().getByText('…')).toBeInTheDocument();
    rerender(<ClusterList {...props} keywords={sampleKeywords} />);
    expect(row().getByText('5')).toBeInTheDocument();
  });

  it('asks before deleting, and edits the row’s cluster', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const user = userEvent.setup();
    render(
      <ClusterList clusters={sampleClusters} keywords={sampleKeywords} mayChange onEdit={onEdit} onDelete={onDelete} />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit Hair care' }));
    expect(onEdit).toHaveBeenCalledWith(sampleClusters[1]);
    await user.click(screen.getByRole('button', { name: 'Delete Shampoo core' }));
    expect(await screen.findByText('Delete the visibility cluster "Shampoo core"?')).toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(sampleClusters[0]);
  });
});
