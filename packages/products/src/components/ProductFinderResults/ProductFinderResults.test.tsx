import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleFinderHits } from '../../testing/productsAdminSamples';
import { ProductFinderResults } from './ProductFinderResults';

describe('ProductFinderResults', () => {
  it('shows each product page with its retailer, shop product id and a link to it', () => {
    render(<ProductFinderResults hits={sampleFinderHits} />);
    const hornbach = screen.getByText('10452277').closest('tr')!;
    expect(within(hornbach).getByText('Hornbach')).toBeInTheDocument();
    expect(within(hornbach).getByRole('link', { name: 'Open at Hornbach' })).toHaveAttribute(
      'href',
      'https://www.hornbach.de/p/akku-bohrschrauber-18-v/10452277/',
    );
    expect(screen.getAllByRole('row')).toHaveLength(sampleFinderHits.length + 1);
  });

  it('shows the product’s picture beside its name', () => {
    render(<ProductFinderResults hits={sampleFinderHits.slice(0, 1)} />);
    expect(screen.getByRole('img', { name: 'Cordless Drill 18 V' })).toHaveAttribute(
      'src',
      sampleFinderHits[0]!.imageUrl,
    );
  });
});
