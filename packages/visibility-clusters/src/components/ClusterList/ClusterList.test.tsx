import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleCategoryPages, sampleClusters, sampleKeywords, sampleOtherPageItems } from '../../testing/sampleData';
import { ClusterList } from './ClusterList';

describe('ClusterList', () => {
  it('counts a conditional cluster’s keywords, category pages and other pages once they are known', () => {
    const props = { clusters: sampleClusters, mayChange: false, onEdit: () => {}, onDelete: () => {} };
    const { rerender } = render(<ClusterList {...props} keywords={undefined} categoryPages={undefined} />);
    const row = () => within(screen.getByRole('cell', { name: 'Hair care' }).closest('tr')!);
    expect(row().getAllByText('…')).toHaveLength(3);
    const pages = { categoryPages: sampleCategoryPages, otherPages: sampleOtherPageItems };
    // "Home page" meets the conditions once they include "home": it counts as an other page, not a category page.
    const withHome = {
      ...sampleClusters[1]!,
      conditions: [
        ...sampleClusters[1]!.conditions,
        { visibilityClusterId: 2, sequenceNumber: 3, operator: 'OR' as const, value: 'home' },
      ],
    };
    rerender(<ClusterList {...props} clusters={[withHome]} keywords={sampleKeywords} {...pages} />);
    const meets = (name: string) => /shampoo|conditioner|home/i.test(name);
    const isOther = (id: number) => sampleOtherPageItems.some((page) => page.id === id);
    const counts = row()
      .getAllByRole('cell')
      .slice(-3)
      .map((cell) => cell.textContent);
    expect(counts).toEqual([
      String(sampleKeywords.filter((keyword) => meets(keyword.name)).length),
      String(sampleCategoryPages.filter((page) => meets(page.name) && !isOther(page.id)).length),
      String(sampleOtherPageItems.filter((page) => meets(page.name)).length),
    ]);
    expect(counts[2]).not.toBe('0');
  });

  it('counts a manual cluster’s other pages apart from its category pages', () => {
    const cluster = {
      ...sampleClusters[0]!,
      entities: [
        ...sampleClusters[0]!.entities,
        { id: 105, visibilityClusterId: 1, entityType: 'OTHER_PAGE' as const, entityId: 24, label: 'Deals' },
        { id: 106, visibilityClusterId: 1, entityType: 'OTHER_PAGE' as const, entityId: 25, label: 'Home page' },
      ],
    };
    render(
      <ClusterList
        clusters={[cluster]}
        keywords={undefined}
        categoryPages={undefined}
        mayChange={false}
        onEdit={() => {}}
        onDelete={() => {}}
      />,
    );
    const cells = within(screen.getByRole('cell', { name: 'Shampoo core' }).closest('tr')!).getAllByRole('cell');
    expect(cells.slice(-3).map((cell) => cell.textContent)).toEqual(['2', '1', '2']);
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
