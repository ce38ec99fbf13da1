import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleProductDetails } from '../../../testing/sampleProductDetails';
import { PromotionsTable } from './PromotionsTab';

const details = sampleProductDetails();

describe('PromotionsTable', () => {
  it('lists every promotion first, then one empty row per retailer without any', () => {
    render(<PromotionsTable details={details} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const promotions = details.retailerDetails.flatMap((detail) =>
      detail.promotionDetails.map((promotion) => ({ detail, promotion })),
    );
    const without = details.retailerDetails.filter((detail) => detail.promotionDetails.length === 0);
    expect(without.length).toBeGreaterThan(0);
    expect(rows).toHaveLength(promotions.length + without.length);
    promotions.forEach(({ detail, promotion }, index) => {
      const cells = within(rows[index]!).getAllByRole('cell');
      expect(cells[0]).toHaveTextContent(detail.retailerName);
      expect(cells[2]).toHaveTextContent(promotion.title);
      expect(cells[4]).toHaveTextContent(promotion.text ?? '-');
      if (promotion.link) {
        expect(within(cells[5]!).getByRole('link')).toHaveAttribute('href', promotion.link);
      }
      if (promotion.imageUrl) {
        expect(within(cells[3]!).getByRole('img', { name: promotion.title })).toHaveAttribute(
          'src',
          promotion.imageUrl,
        );
      }
    });
    without.forEach((detail, index) => {
      const cells = within(rows[promotions.length + index]!).getAllByRole('cell');
      expect(cells[0]).toHaveTextContent(detail.retailerName);
      expect(cells.slice(2).map((cell) => cell.textContent)).toEqual(['-', '-', '-', '-']);
    });
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });
});
