import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleMappable } from '../../testing/selectionSamples';
import { MappingCandidateTable, type MappingCandidateTableProps } from './MappingCandidateTable';

const rowOf = (text: string) => within(screen.getByText(text).closest('tr') as HTMLElement);

/** The sample's candidates for product 101, mapping and unmapping into spies unless given. */
const renderTable = (props: Partial<MappingCandidateTableProps> = {}) =>
  renderWithProviders(
    <MappingCandidateTable
      productId={101}
      candidates={sampleMappable.retailerProducts}
      onMap={vi.fn()}
      onUnmap={vi.fn()}
      productNameOf={(id) => `Product ${id}`}
      {...props}
    />,
  );

describe('MappingCandidateTable', () => {
  it('shows why each retailer product is suggested and where it is mapped', () => {
    renderTable();
    const own = rowOf('Brewmaster Barista Pro 540 Kaffeevollautomat');
    expect(own.getByText('GTIN')).toBeInTheDocument();
    expect(own.getByText('MPN')).toBeInTheDocument();
    expect(own.getByText('name 82 %')).toBeInTheDocument();
    expect(own.getByText('this product')).toBeInTheDocument();
    const unmapped = rowOf('Barista Pro 540 coffee machine, black');
    expect(unmapped.getByText('unmapped')).toBeInTheDocument();
    expect(unmapped.queryByText('MPN')).not.toBeInTheDocument();
    expect(rowOf('Brewmaster Barista coffee machine 450').getByText('Product 102')).toBeInTheDocument();
  });

  it('names the other product a retailer product is mapped to', () => {
    const names = new Map([[102, 'Brewmaster Barista 450 Kaffeevollautomat']]);
    renderTable({ productNameOf: (id) => names.get(id) ?? `Product ${id}` });
    const elsewhere = rowOf('Brewmaster Barista coffee machine 450');
    expect(elsewhere.getByText('Brewmaster Barista 450 Kaffeevollautomat')).toBeInTheDocument();
    expect(elsewhere.queryByText('Product 102')).not.toBeInTheDocument();
  });

  it('maps another retailer product and unmaps its own', async () => {
    const onMap = vi.fn();
    const onUnmap = vi.fn();
    const { user } = renderTable({ onMap, onUnmap });
    await user.click(screen.getByRole('button', { name: 'Map EM-4471 at Elektro Markt' }));
    expect(onMap).toHaveBeenCalledWith(sampleMappable.retailerProducts[1]);
    const own = sampleMappable.retailerProducts[0]!;
    await user.click(screen.getByRole('button', { name: `Unmap ${own.shopProductId} at ${own.retailerName}` }));
    expect(onUnmap).toHaveBeenCalledWith(sampleMappable.retailerProducts[0]);
  });
});
