import type { RetailerDetail } from '@shelfsight/contracts';
import { formatPrettyDate } from '@shelfsight/ui-kit';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleProductDetails } from '../../testing/sampleProductDetails';
import { ReviewsDialog } from './ReviewsDialog';

const details = sampleProductDetails().retailerDetails;
const many = details.reduce((best, detail) => (detail.reviewList.length > best.reviewList.length ? detail : best));
const few = details.find((detail) => detail.reviewList.length > 0 && detail.reviewList.length <= 10)!;

const pageOf = (detail: RetailerDetail) => {
  render(<ReviewsDialog detail={detail} onClose={() => undefined} />);
  return screen.getByRole('dialog');
};

describe('ReviewsDialog', () => {
  it('shows seven columns and every review of a retailer with 10 or fewer, without a footer', () => {
    const dialog = pageOf(few);
    expect(within(dialog).getAllByRole('columnheader')).toHaveLength(7);
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(few.reviewList.length);
    few.reviewList.forEach((review, index) => {
      expect(rows[index]).toHaveTextContent(formatPrettyDate(review.datePublished));
      expect(within(rows[index]!).getByLabelText(`${review.score} of 5`)).toBeInTheDocument();
      expect(rows[index]).toHaveTextContent(few.shopProductId!);
    });
    expect(dialog.querySelector('.ant-pagination')).toBeNull();
  });

  it('pages more than 10 reviews by 10', () => {
    expect(many.reviewList.length).toBeGreaterThan(10);
    const dialog = pageOf(many);
    expect(within(dialog).getAllByRole('row').slice(1)).toHaveLength(10);
    expect(dialog.querySelector('.ant-pagination')).not.toBeNull();
  });
});
