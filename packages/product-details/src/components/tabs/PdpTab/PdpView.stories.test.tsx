import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './PdpView.stories';

const { SideBySide, ComparedWithAnEarlierDay } = composeStories(stories);

const changedCells = (row: string) =>
  within(screen.getByRole('rowheader', { name: row }).closest('tr') as HTMLElement)
    .queryAllByText('Changed')
    .map((tag) => tag.closest('td')?.cellIndex);

describe('PDP tab stories', { timeout: 30_000 }, () => {
  it('opens on four retailers side by side', () => {
    renderWithProviders(<SideBySide />);
    const headings = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headings).toEqual(['Attribute', 'Amazon DE (DE)', 'dm (DE)', 'bol.com (NL)', 'Boots (GB)']);
    expect(screen.queryByText('Changed')).not.toBeInTheDocument();
  });

  it("marks what changed since the earlier day in that day's column", () => {
    renderWithProviders(<ComparedWithAnEarlierDay />);
    // Columns: the attribute, then two days per retailer (Amazon DE 1–2, dm 3–4, bol.com 5–6, Boots 7–8).
    expect(changedCells('Selling price')).toEqual([2]);
    expect(changedCells('In stock')).toEqual([6]);
    expect(changedCells('Stock text')).toEqual([6]);
    expect(changedCells('Title')).toEqual([8]);
    expect(changedCells('Images')).toEqual([8]);
    expect(changedCells('Brand')).toEqual([]);
  });
});
