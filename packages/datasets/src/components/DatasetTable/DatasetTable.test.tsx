import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen, within } from '@testing-library/react';
import { sideMenuWidth } from '@shelfsight/ui-kit';
import { describe, expect, it, vi } from 'vitest';
import { sampleDatasets } from '../../testing/sampleData';
import { DatasetTable } from './DatasetTable';

const handlers = () => ({ onDownload: vi.fn(), onMail: vi.fn(), onBuildAgain: vi.fn(), onDelete: vi.fn() });
const rowOf = (subject: string) => screen.getByText(subject).closest('tr')!;

describe('DatasetTable', () => {
  it("shows each status in spec 2 §4's chip colours, with the progress while building", () => {
    renderWithProviders(<DatasetTable datasets={sampleDatasets} {...handlers()} />);
    const chip = (subject: string, text: string) => within(rowOf(subject)).getByText(text);
    expect(chip('March availability', 'Ready')).toHaveClass('ant-tag-success');
    expect(chip('Price rows', 'Building 30%')).toHaveClass('ant-tag-processing');
    expect(chip('Broken build', 'Failed')).toHaveClass('ant-tag-error');
    expect(within(rowOf('Price rows')).getByText('1,500 of 5,000')).toBeInTheDocument();
    expect(within(rowOf('March availability')).getByText('18 kB')).toBeInTheDocument();
    expect(within(rowOf('March availability')).getByText('May 1, 2024')).toBeInTheDocument();
  });

  it('lets the owner mail and delete, and anyone download a ready file or build it again', async () => {
    const props = handlers();
    const { user } = renderWithProviders(<DatasetTable datasets={sampleDatasets} {...props} />);
    const mine = within(rowOf('March availability'));
    const received = within(rowOf('Shared shelf share'));
    expect(mine.getByRole('button', { name: 'Mail March availability again' })).toBeInTheDocument();
    expect(mine.getByRole('button', { name: 'Delete March availability' })).toBeInTheDocument();
    expect(received.queryByRole('button', { name: /^Mail / })).not.toBeInTheDocument();
    expect(received.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(within(rowOf('Price rows')).queryByRole('button', { name: /^Download / })).not.toBeInTheDocument();
    await user.click(received.getByRole('button', { name: 'Download Shared shelf share' }));
    expect(props.onDownload).toHaveBeenCalledWith(sampleDatasets[2]);
    await user.click(received.getByRole('button', { name: 'Build Shared shelf share again' }));
    expect(props.onBuildAgain).toHaveBeenCalledWith(sampleDatasets[2]);
  });

  it('deletes only after the confirmation', async () => {
    const props = handlers();
    const { user } = renderWithProviders(<DatasetTable datasets={sampleDatasets} {...props} />);
    await user.click(within(rowOf('Broken build')).getByRole('button', { name: 'Delete Broken build' }));
    expect(props.onDelete).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(props.onDelete).toHaveBeenCalledWith(sampleDatasets[3]);
  });

  it('leaves a read-only viewer only the downloads', () => {
    renderWithProviders(<DatasetTable datasets={sampleDatasets} readOnly {...handlers()} />);
    expect(screen.getAllByRole('button', { name: /^Download / })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /again$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });

  it('fits a 1440 px wide screen without scrolling sideways, status and download included', () => {
    renderWithProviders(<DatasetTable datasets={sampleDatasets} {...handlers()} />);
    const table = document.querySelector('table') as HTMLTableElement;
    expect(table.style.tableLayout).toBe('fixed');
    expect(table.style.width).not.toBe('max-content');
    expect(document.querySelector('.ant-table-content')).not.toHaveStyle({ overflowX: 'auto' });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Status', 'Actions']));
    // The card's width at 1440 px: the side menu, the page's and the card's padding (24 px a side).
    const available = 1440 - sideMenuWidth - 2 * 24 - 2 * 24;
    const fixed = Array.from(table.querySelectorAll('colgroup col'))
      .map((col) => parseFloat((col as HTMLElement).style.width))
      .filter((width) => !Number.isNaN(width));
    // Every column but Name and Source has a width; those two get at least 150 px each.
    expect(fixed).toHaveLength(headers.length - 2);
    expect(fixed.reduce((sum, width) => sum + width, 0) + 2 * 150).toBeLessThanOrEqual(available);
    expect(
      within(rowOf('March availability')).getByRole('button', { name: 'Download March availability' }),
    ).toBeVisible();
  });

  it('keeps a cut-off name and source readable in their titles', () => {
    renderWithProviders(<DatasetTable datasets={sampleDatasets} {...handlers()} />);
    const row = within(rowOf('Price rows'));
    expect(row.getByText('Price rows').closest('[title]')).toHaveAttribute('title', 'Price rows');
    expect(row.getByText('Price index', { exact: false }).closest('[title]')?.getAttribute('title')).toMatch(
      /^Price index \(/,
    );
  });
});
