import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleProductDetails } from '../../../testing/sampleProductDetails';
import { AwardsTable } from './AwardsTab';

const details = sampleProductDetails();

describe('AwardsTable', () => {
  it('lists each award with its retailer, image and target URL to open or copy', () => {
    render(<AwardsTable details={details} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const awards = details.retailerDetails.flatMap((detail) =>
      detail.awardDetails.map((award) => ({ retailerName: detail.retailerName, award })),
    );
    expect(rows).toHaveLength(awards.length);
    awards.forEach(({ retailerName, award }, index) => {
      const cells = within(rows[index]!).getAllByRole('cell');
      expect(cells[0]).toHaveTextContent(retailerName);
      expect(cells[1]).toHaveTextContent(award.label);
      if (award.imageUrl) expect(within(cells[2]!).getByRole('img')).toHaveAttribute('src', award.imageUrl);
      if (award.targetUrl) {
        expect(cells[3]).toHaveTextContent(award.targetUrl);
        expect(within(cells[3]!).getByRole('link', { name: `Open ${award.label}` })).toHaveAttribute(
          'href',
          award.targetUrl,
        );
        expect(within(cells[3]!).getByRole('button', { name: /copy/i })).toBeInTheDocument();
      } else {
        expect(cells[3]).toHaveTextContent('-');
      }
    });
  });

  it("copies an award's target URL", async () => {
    const user = userEvent.setup();
    render(<AwardsTable details={details} />);
    const award = details.retailerDetails.flatMap((detail) => detail.awardDetails).find((a) => a.targetUrl)!;
    const row = screen.getByText(award.label).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /copy/i }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(award.targetUrl));
  });

  it('says so when no retailer shows an award', () => {
    const sample = sampleProductDetails();
    render(
      <AwardsTable
        details={{
          ...sample,
          retailerDetails: sample.retailerDetails.map((detail) => ({ ...detail, awardDetails: [] })),
        }}
      />,
    );
    expect(screen.getByText('No retailer shows an award for this product.')).toBeInTheDocument();
  });
});
