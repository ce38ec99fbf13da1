import { render, screen, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { sampleProductDetails } from '../../../testing/sampleProductDetails';
import { CategoryListingsTable } from './CategoryListingsTab';

const details = sampleProductDetails();

describe('CategoryListingsTable', () => {
  it('shows each listing like a search result, with its label and no volume', () => {
    render(<CategoryListingsTable details={details} />);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Retailer',
      'Label',
      'Position',
      'Page',
      'Search date',
      'Country',
      'Link',
    ]);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(details.categoryListings.length);
    details.categoryListings.forEach((listing, index) => {
      const cells = within(rows[index]!).getAllByRole('cell');
      expect(cells.slice(0, 6).map((cell) => cell.textContent)).toEqual([
        listing.retailer,
        listing.label,
        String(listing.rank),
        String(listing.page),
        DateTime.fromISO(listing.searchTimestamp).toFormat('LLL d, yyyy'),
        listing.country,
      ]);
      expect(within(cells[6]!).getByRole('link')).toHaveAttribute('href', listing.serpURL);
    });
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });
});
