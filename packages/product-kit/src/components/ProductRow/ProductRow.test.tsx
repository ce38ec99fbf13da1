import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductRow } from './ProductRow';

describe('ProductRow', () => {
  it('puts brand and GTIN after the name and the whole line in the title', () => {
    render(<ProductRow product={{ name: 'NIVEA Creme 150 ml', brand: 'NIVEA', gtin: '4005808890514' }} />);
    expect(screen.getByText('NIVEA · 4005808890514')).toBeInTheDocument();
    expect(screen.getByTitle('NIVEA Creme 150 ml · NIVEA · 4005808890514')).toHaveTextContent(
      'NIVEA Creme 150 mlNIVEA · 4005808890514',
    );
  });

  it('shows the name alone when neither brand nor GTIN is known', () => {
    render(<ProductRow product={{ name: 'Gillette Mach3 Blades, 8 pcs', brand: null, gtin: null }} />);
    expect(screen.getByTitle('Gillette Mach3 Blades, 8 pcs')).toHaveTextContent(/^Gillette Mach3 Blades, 8 pcs$/);
  });
});
