import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleProductDetails } from '../../testing/sampleProductDetails';
import { ProductDetailsHeader } from './ProductDetailsHeader';

const details = sampleProductDetails();
const euro = (value: number) => `€${value.toFixed(2)}`;

describe('ProductDetailsHeader', () => {
  it("shows the product's image, codes, price range and availability rate", () => {
    render(<ProductDetailsHeader details={details} />);
    const { summary } = details;
    expect(screen.getByRole('img', { name: details.productName })).toHaveAttribute('src', details.imageUrl);
    expect(screen.getByText(summary.brandName!)).toBeInTheDocument();
    expect(screen.getByText(summary.eanCode!)).toBeInTheDocument();
    expect(screen.getByText(summary.manufacturerCode!)).toBeInTheDocument();
    expect(summary.currency).toBe('EUR');
    expect(screen.getByText(`${euro(summary.minPrice!)} – ${euro(summary.maxPrice!)}`)).toBeInTheDocument();
    expect(screen.getByText(`${Math.round(summary.availabilityRate!)}%`)).toBeInTheDocument();
  });

  it('says which other currencies retailers price the product in, since the range leaves them out', () => {
    const { rerender } = render(<ProductDetailsHeader details={details} />);
    const others = [
      ...new Set(
        details.retailerDetails
          .filter((detail) => detail.sellingPrice !== null && detail.currency !== details.summary.currency)
          .map((detail) => detail.currency),
      ),
    ];
    expect(others).toEqual(['GBP']);
    expect(screen.getByText('also priced in GBP')).toBeInTheDocument();
    const euroOnly = details.retailerDetails.filter((detail) => detail.currency === 'EUR');
    rerender(<ProductDetailsHeader details={{ ...details, retailerDetails: euroOnly }} />);
    expect(screen.queryByText(/also priced in/)).toBeNull();
  });

  it('shows one price when the range is one price, and dashes for what is unknown', () => {
    render(
      <ProductDetailsHeader
        details={{
          ...details,
          summary: {
            ...details.summary,
            minPrice: 6.95,
            maxPrice: 6.95,
            availabilityRate: null,
            manufacturerCode: null,
          },
        }}
      />,
    );
    expect(screen.getByText(euro(6.95))).toBeInTheDocument();
    expect(screen.getAllByText('-')).toHaveLength(2);
  });
});
