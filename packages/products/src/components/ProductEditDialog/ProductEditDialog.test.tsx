import { gtinProblem } from '@shelfsight/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleProducts } from '../../testing/productsAdminSamples';
import { ProductEditDialog } from './ProductEditDialog';

describe('ProductEditDialog', () => {
  it('saves the trimmed name, the brand and the codes', async () => {
    const onSave = vi.fn();
    render(<ProductEditDialog product={sampleProducts[1]!} onSave={onSave} onCancel={vi.fn()} />);
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, ' Cordless Drill 18 V Pro ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        {
          name: 'Cordless Drill 18 V Pro',
          brandName: 'Tornvik',
          gtinCodes: ['7311234567890', '7311234567906'],
          mpnCodes: ['TV-18CD'],
          otherCodes: ['SKU-88812'],
        },
        [],
      ),
    );
  });

  it('refuses a typed GTIN that the product-list upload would refuse, and saves once it is removed', async () => {
    const onSave = vi.fn();
    const product = sampleProducts[1]!;
    render(<ProductEditDialog product={product} onSave={onSave} onCancel={vi.fn()} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'GTIN codes' }), '12345{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(gtinProblem('12345')!)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    const typed = screen.getByTitle('12345');
    await userEvent.click(typed.querySelector('.ant-select-selection-item-remove') as HTMLElement);
    await waitFor(() => expect(screen.queryByTitle('12345')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ gtinCodes: product.gtinCodes }), []),
    );
  });

  it('sends only the attribute values that changed, an emptied one as null', async () => {
    const onSave = vi.fn();
    const columns = [
      { id: 21, name: 'Colour' },
      { id: 22, name: 'RRP (EUR)' },
    ];
    render(
      <ProductEditDialog product={sampleProducts[0]!} attributeColumns={columns} onSave={onSave} onCancel={vi.fn()} />,
    );
    await userEvent.clear(screen.getByLabelText('Colour'));
    await userEvent.clear(screen.getByLabelText('RRP (EUR)'));
    await userEvent.type(screen.getByLabelText('RRP (EUR)'), '5.49');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ name: 'Repair & Care Shampoo 250 ml' }), [
        { attributeId: 21, value: null },
        { attributeId: 22, value: '5.49' },
      ]),
    );
  });

  it('clears the brand when its field is emptied, and refuses an empty name', async () => {
    const onSave = vi.fn();
    render(<ProductEditDialog product={sampleProducts[0]!} onSave={onSave} onCancel={vi.fn()} />);
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Name'), 'Shampoo');
    await userEvent.clear(screen.getByLabelText('Brand'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ name: 'Shampoo', brandName: null }), []),
    );
  });
});
