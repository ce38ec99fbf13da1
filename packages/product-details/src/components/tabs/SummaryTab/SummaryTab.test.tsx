import type { ProductDetails } from '@shelfsight/contracts';
import { EMPTY_VALUE, formatCurrency } from '@shelfsight/ui-kit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { sampleProductDetails } from '../../../testing/sampleProductDetails';
import { SummaryTable } from './SummaryTab';

const renderTable = (details: ProductDetails = sampleProductDetails()) => {
  render(
    <MemoryRouter>
      <SummaryTable details={details} />
    </MemoryRouter>,
  );
  const table = screen.getByRole('table');
  return { rows: within(table).getAllByRole('row').slice(1), table, details };
};

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

describe('SummaryTable', () => {
  it('shows one row per retailer with its title, code, DCC score, price in its currency and stock', () => {
    const { rows, details } = renderTable();
    expect(rows).toHaveLength(details.retailerDetails.length);
    details.retailerDetails.forEach((detail, index) => {
      const row = rows[index]!;
      expect(row).toHaveTextContent(detail.countryCode);
      if (detail.productTitle) expect(row).toHaveTextContent(detail.productTitle);
      if (detail.productSubTitle) expect(row).toHaveTextContent(detail.productSubTitle);
      if (detail.shopProductId) expect(row).toHaveTextContent(detail.shopProductId);
      expect(row).toHaveTextContent(formatCurrency(detail.sellingPrice, detail.currency ?? undefined));
      expect(row).toHaveTextContent(detail.inStockIndicator === 'Yes' ? 'Yes' : 'No');
      if (detail.dccScore !== null) {
        expect(within(row).getByRole('button', { name: `DCC score at ${detail.retailerName}` })).toHaveTextContent(
          String(Math.round(detail.dccScore)),
        );
      }
    });
    expect(screen.getByText('All prices in local currency incl. VAT')).toBeInTheDocument();
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('shows the number of offers because a retailer has more than one, and opens them', async () => {
    const { rows, details } = renderTable();
    expect(headers()).toContain('Number of offers');
    details.retailerDetails.forEach((detail, index) => {
      const cell = within(rows[index]!).getAllByRole('cell')[6]!;
      // A page without marketplace offers has no count to show, not zero offers.
      expect(cell.textContent).toBe(detail.offerList.length ? String(detail.offerList.length) : EMPTY_VALUE);
    });
    const many = details.retailerDetails.find((detail) => detail.offerList.length > 1)!;
    await userEvent.click(screen.getByRole('button', { name: `Offers at ${many.retailerName}` }));
    expect(
      await screen.findByText(`Offers at ${many.retailerName}`, { selector: '.ant-modal-title' }),
    ).toBeInTheDocument();
  });

  it('leaves the number of offers out when no retailer has more than one', () => {
    const sample = sampleProductDetails();
    const details = {
      ...sample,
      retailerDetails: sample.retailerDetails.map((detail) => ({ ...detail, offerList: detail.offerList.slice(0, 1) })),
    };
    renderTable(details);
    expect(headers()).not.toContain('Number of offers');
  });

  it("opens the DCC score dialog from a retailer's score", async () => {
    const { details } = renderTable();
    const detail = details.retailerDetails.find((retailer) => retailer.dccScore !== null)!;
    await userEvent.click(screen.getByRole('button', { name: `DCC score at ${detail.retailerName}` }));
    expect(await screen.findByText(`DCC score: ${Math.round(detail.dccScore!)}`)).toBeInTheDocument();
  });

  it('says excl. VAT when every price excludes it', () => {
    renderTable({ ...sampleProductDetails(), priceType: 'EXCL' });
    expect(screen.getByText('All prices in local currency excl. VAT')).toBeInTheDocument();
  });
});
