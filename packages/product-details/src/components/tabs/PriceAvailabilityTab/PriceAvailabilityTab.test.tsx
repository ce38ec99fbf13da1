import { formatCurrency } from '@shelfsight/ui-kit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { sampleProductDetails } from '../../../testing/sampleProductDetails';
import { PriceAvailabilityTable } from './PriceAvailabilityTab';

const details = sampleProductDetails();

describe('PriceAvailabilityTable', () => {
  it("shows each retailer's prices in its currency, stock and delivery texts", () => {
    render(<PriceAvailabilityTable details={details} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(details.retailerDetails.length);
    details.retailerDetails.forEach((detail, index) => {
      const cells = within(rows[index]!).getAllByRole('cell');
      const currency = detail.currency ?? undefined;
      // The first cell holds the expand toggle.
      expect(cells[1]).toHaveTextContent(detail.retailerName);
      expect(cells[4]).toHaveTextContent(formatCurrency(detail.originalPrice, currency));
      expect(cells[5]).toHaveTextContent(formatCurrency(detail.sellingPrice, currency));
      expect(cells[6]).toHaveTextContent(detail.stockText ?? '-');
      expect(cells[7]).toHaveTextContent(detail.deliveryTimeText ?? '-');
    });
    expect(screen.getByText('All prices in local currency incl. VAT')).toBeInTheDocument();
  });

  it('gives only rows with intraday records an expand toggle, which lists the reads', async () => {
    render(<PriceAvailabilityTable details={details} />);
    const withReads = details.retailerDetails.filter((detail) => detail.intraDayRecords.length > 0);
    const toggles = screen.getAllByRole('button', { name: /expand row/i });
    expect(toggles).toHaveLength(withReads.length);
    await userEvent.click(toggles[0]!);
    const reads = await screen.findByRole('table', { name: `Reads of the day at ${withReads[0]!.retailerName}` });
    const rows = within(reads).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(withReads[0]!.intraDayRecords.length);
    withReads[0]!.intraDayRecords.forEach((record, index) => {
      expect(rows[index]).toHaveTextContent(DateTime.fromISO(record.downloadDateTime).toFormat('HH:mm'));
      expect(rows[index]).toHaveTextContent(formatCurrency(record.sellingPrice, withReads[0]!.currency!));
      expect(rows[index]).toHaveTextContent(record.stockText!);
    });
  });

  it('has no expand column when no page was read more than once that day', () => {
    const once = {
      ...details,
      retailerDetails: details.retailerDetails.map((detail) => ({ ...detail, intraDayRecords: [] })),
    };
    render(<PriceAvailabilityTable details={once} />);
    const [header] = within(screen.getByRole('table')).getAllByRole('row');
    expect(within(header!).getAllByRole('columnheader')[0]).toHaveTextContent('Retailer');
    const firstRow = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(within(firstRow).getAllByRole('cell')[0]).toHaveTextContent(details.retailerDetails[0]!.retailerName);
    expect(screen.queryByRole('button', { name: /expand row/i })).not.toBeInTheDocument();
  });
});
