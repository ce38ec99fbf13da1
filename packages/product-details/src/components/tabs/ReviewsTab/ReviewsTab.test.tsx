import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleProductDetails } from '../../../testing/sampleProductDetails';
import { ReviewsTable } from './ReviewsTab';

const details = sampleProductDetails();

describe('ReviewsTable', () => {
  it("shows each retailer's review count, rating and the number of reviews its page shows", () => {
    render(<ReviewsTable details={details} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    details.retailerDetails.forEach((detail, index) => {
      const cells = within(rows[index]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      expect(cells.slice(0, 5)).toEqual([
        detail.retailerName,
        detail.shopProductId ?? '-',
        detail.reviewCount === null ? '-' : detail.reviewCount.toLocaleString('en-US'),
        detail.reviewRating === null ? '-' : detail.reviewRating.toFixed(1),
        String(detail.reviewList.length),
      ]);
    });
    expect(
      screen.getByText('The table contains only customer reviews that are visible on the product detail page.'),
    ).toBeInTheDocument();
  });

  it("opens a retailer's visible reviews", async () => {
    render(<ReviewsTable details={details} />);
    const detail = details.retailerDetails.find((retailer) => retailer.reviewList.length > 0)!;
    await userEvent.click(screen.getByRole('button', { name: `Customer reviews at ${detail.retailerName}` }));
    expect(await screen.findByText(detail.reviewList[0]!.title!)).toBeInTheDocument();
  });
});
