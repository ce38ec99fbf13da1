import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleCategoryPages, sampleClusters, sampleKeywords } from '../../testing/sampleData';
import { ClusterList } from './ClusterList';

describe('ClusterList', () => {
  it('counts a conditional cluster’s keywords and category pages once they are known', () => {
    const props = { clusters: sampleClusters, mayChange: false, onEdit: () => {}, onDelete: () => {} };
    const { rerender } = render(<ClusterList {...props} keywords={undefined} categoryPages={undefined} />);
    const row = () => within(screen.getByRole('cell', { name: 'Hair care' }).closest('tr')!);
    expect(row().getAllByText('…')).toHaveLength(2);
    rerender(<ClusterList {...props} keywords={sampleKeywords} categoryPages={sampleCategoryPages} />);
    const meets = (name: string) => /shampoo|conditioner/i.test(name);
    const counts = row()
      .getAllByRole('cell')
      .slice(-2)
      .map((cell) => cell.textContent);
    expect(counts).toEqual([
      String(sampleKeywords.filter((keyword) => meets(keyword.name)).length),
      String(sampleCategoryPages.filter((page) => meets(page.name)).length),
    ]);
  });

  it('asks before deleting, and edits the row’s cluster', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const user = userEvent.setup();
    render(
      <ClusterList
        clusters={sampleClusters}
        keywords={sampleKeywords}
        categoryPages={sampleCategoryPages}
        mayChange
        onEdit={onEdit}
        onDelete={onDelete}
      />,
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
