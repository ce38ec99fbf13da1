import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleProductDetails } from '../../testing/sampleProductDetails';
import { CountryCode, ExternalLink, InStock, OpensDialog, PriceFootnote, RetailerLogo } from './DetailsCells';

describe('DetailsCells', () => {
  it('links out in a new tab, or shows a dash with nothing to link', () => {
    const { unmount } = render(<ExternalLink href="https://shop.example/p/1" label="Open product page" />);
    const link = screen.getByRole('link', { name: 'Open product page' });
    expect(link).toHaveAttribute('href', 'https://shop.example/p/1');
    expect(link).toHaveAttribute('target', '_blank');
    unmount();
    render(<ExternalLink href={null} label="Open product page" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('-')).toBeInTheDocument();
  });

  it("shows the country's full name on hover", async () => {
    render(<CountryCode code="NL" name="Netherlands" />);
    await userEvent.hover(screen.getByText('NL'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Netherlands');
  });

  it('writes the stock indicator as Yes or No', () => {
    render(
      <>
        <InStock value="Yes" />
        <InStock value={false} />
      </>,
    );
    expect(screen.getByText('Yes')).toBeInTheDocument();
    expect(screen.getByText('No')).toBeInTheDocument();
  });

  it("links the retailer's logo to its product page", () => {
    const detail = sampleProductDetails().retailerDetails[0]!;
    render(<RetailerLogo detail={detail} />);
    expect(screen.getByRole('link', { name: detail.retailerName })).toHaveAttribute('href', detail.pdpURL);
  });

  it('opens a dialog from a number above zero only', async () => {
    const open = vi.fn();
    const { unmount } = render(<OpensDialog value={3} label="Show 3 offers" onOpen={open} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show 3 offers' }));
    expect(open).toHaveBeenCalledOnce();
    unmount();
    render(<OpensDialog value={0} label="Show 0 offers" onOpen={open} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('notes whether prices include VAT', () => {
    render(<PriceFootnote priceType="EXCL" />);
    expect(screen.getByText('All prices in local currency excl. VAT')).toBeInTheDocument();
  });
});
