import type { RetailerDetail } from '@shelfsight/contracts';
import { formatCurrency, formatNumber } from '@shelfsight/ui-kit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleProductDetails } from '../../testing/sampleProductDetails';
import { OffersDialog } from './OffersDialog';

const sample = sampleProductDetails();
const withOffers = sample.retailerDetails.find((detail) => detail.offerList.length > 1)!;

describe('OffersDialog', () => {
  it("lists the retailer's offers with their prices in its currency", () => {
    render(<OffersDialog detail={withOffers} priceType={sample.priceType} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: `Offers at ${withOffers.retailerName}` });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(withOffers.offerList.length);
    withOffers.offerList.forEach((offer, index) => {
      expect(rows[index]).toHaveTextContent(offer.sellerName);
      expect(rows[index]).toHaveTextContent(formatCurrency(offer.offerPrice, withOffers.currency!));
    });
    const buyBoxes = withOffers.offerList.filter((offer) => offer.isBuyBox).length;
    expect(within(dialog).getAllByText('Buy box', { selector: '.ant-tag' })).toHaveLength(buyBoxes);
    expect(within(dialog).getByText('All prices in local currency incl. VAT')).toBeInTheDocument();
    expect(dialog.querySelector('.ant-pagination')).toBeNull();
    expect(document.querySelector<HTMLElement>('.ant-modal')?.style.maxWidth).toBe('1000px');
  });

  it('pages the offers only above 10 rows', () => {
    const many: RetailerDetail = {
      ...withOffers,
      offerList: Array.from({ length: 11 }, (_, index) => ({ ...withOffers.offerList[0]!, sellerName: `S${index}` })),
    };
    render(<OffersDialog detail={many} priceType={null} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('.ant-pagination')).not.toBeNull();
    expect(within(dialog).getAllByRole('row').slice(1)).toHaveLength(10);
  });

  it("opens a seller's ratings and recent review count", async () => {
    render(<OffersDialog detail={withOffers} priceType={sample.priceType} onClose={() => undefined} />);
    const offer = withOffers.offerList[1]!;
    await userEvent.click(screen.getByRole('button', { name: offer.sellerName }));
    const seller = (await screen.findByText('Overall rating')).closest('.ant-modal') as HTMLElement;
    expect(seller).toHaveTextContent(offer.sellerDetails.displayName);
    expect(within(seller).getByRole('row', { name: /Overall rating/ })).toHaveTextContent(
      formatNumber(offer.sellerDetails.ratingOverall),
    );
    expect(within(seller).getByRole('row', { name: /Delivery time/ })).toHaveTextContent(
      formatNumber(offer.sellerDetails.ratingDelivery_Time),
    );
    expect(within(seller).getByRole('row', { name: /Recent reviews/ })).toHaveTextContent(
      offer.sellerDetails.recentReviewCount!.toLocaleString('en-US'),
    );
  });
});
