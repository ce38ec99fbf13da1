import type { SearchResult } from '@shelfsight/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { sampleProductDetails } from '../../../testing/sampleProductDetails';
import { SearchResultsTable } from './SearchResultsTab';

const details = sampleProductDetails();

describe('SearchResultsTable', () => {
  it('shows each result with its position, page, date, volume (a dash if empty) and country', () => {
    render(<SearchResultsTable details={details} />);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Retailer',
      'Keyword',
      'Position',
      'Page',
      'Search date',
      'Search volume',
      'Country',
      'Link',
    ]);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(details.searchResults.some((result) => result.searchVolume === null)).toBe(true);
    details.searchResults.forEach((result, index) => {
      const cells = within(rows[index]!).getAllByRole('cell');
      expect(cells.slice(0, 7).map((cell) => cell.textContent)).toEqual([
        result.retailer,
        result.keyword,
        String(result.rank),
        String(result.page),
        DateTime.fromISO(result.searchTimestamp).toFormat('LLL d, yyyy'),
        result.searchVolume === null ? '-' : result.searchVolume.toLocaleString('en-US'),
        result.country,
      ]);
      expect(within(cells[7]!).getByRole('link')).toHaveAttribute('href', result.serpURL);
    });
  });

  it("names the country in full on hover, from the retailers' countries", async () => {
    render(<SearchResultsTable details={details} />);
    const result = details.searchResults.find((row) => row.country === 'NL')!;
    const name = details.retailerDetails.find((detail) => detail.countryCode === result.country)!.countryName;
    await userEvent.hover(screen.getByText('NL'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(name);
  });

  it('pages more than 10 results', () => {
    const many: SearchResult[] = Array.from({ length: 12 }, (_, index) => ({
      ...details.searchResults[0]!,
      keywordId: index,
    }));
    render(<SearchResultsTable details={{ ...details, searchResults: many }} />);
    expect(within(screen.getByRole('table')).getAllByRole('row').slice(1)).toHaveLength(10);
    expect(document.querySelector('.ant-pagination')).not.toBeNull();
  });
});
