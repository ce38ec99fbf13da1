import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { sampleProductDetails } from '../../../testing/sampleProductDetails';
import { PageContentTable } from './PageContentTab';

const details = sampleProductDetails();

const renderTable = () => {
  render(
    <MemoryRouter>
      <PageContentTable details={details} productDummyId="4711" />
    </MemoryRouter>,
  );
  return within(screen.getByRole('table')).getAllByRole('row').slice(1);
};

describe('PageContentTable', () => {
  it("shows each page's counts, texts, flags and codes", () => {
    const rows = renderTable();
    expect(rows).toHaveLength(details.retailerDetails.length);
    const flag = (listed: boolean, present: boolean) => (listed ? (present ? 'Yes' : 'No') : '-');
    details.retailerDetails.forEach((detail, index) => {
      const cells = within(rows[index]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      expect(cells).toEqual([
        detail.retailerName,
        detail.dccScore === null ? '-' : String(Math.round(detail.dccScore)),
        detail.imageCount === null ? '-' : String(detail.imageCount),
        detail.videoCount === null ? '-' : String(detail.videoCount),
        detail.productTitle ?? '-',
        detail.productSubTitle ?? '-',
        flag(detail.listed, detail.productDescriptionPresent),
        flag(detail.listed, detail.bulletpointsPresent),
        detail.pdpbrand ?? '-',
        detail.pdpGtin ?? '-',
        detail.pdpMpnCode ?? '-',
      ]);
    });
  });

  it('opens the images & videos of a page from its image count', async () => {
    renderTable();
    const detail = details.retailerDetails.find((retailer) => (retailer.imageCount ?? 0) > 0)!;
    await userEvent.click(screen.getByRole('button', { name: `Images & videos at ${detail.retailerName}` }));
    const images = await screen.findAllByRole('img', { name: /^Image \d/ });
    expect(images).toHaveLength(detail.assetList.filter((asset) => asset.type === 'IMAGE').length);
  });

  it('opens the DCC score dialog from a score', async () => {
    renderTable();
    const detail = details.retailerDetails.find((retailer) => retailer.dccScore !== null)!;
    await userEvent.click(screen.getByRole('button', { name: `DCC score at ${detail.retailerName}` }));
    expect(await screen.findByText(`DCC score: ${Math.round(detail.dccScore!)}`)).toBeInTheDocument();
  });
});
