import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { retailerChoicesOf } from '../../api/catalogueApi';
import { SAMPLE_CUSTOMER_RETAILERS } from '../../samples';
import { RetailerPicker } from './RetailerPicker';

const retailers = retailerChoicesOf(SAMPLE_CUSTOMER_RETAILERS);

describe('RetailerPicker', () => {
  it('finds retailers by a part of their name and answers the picked id', async () => {
    const onChange = vi.fn();
    render(<RetailerPicker aria-label="Reference retailer" retailers={retailers} onChange={onChange} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Reference retailer' }), 'drug');
    expect(await screen.findByTitle('Superdrug')).toBeInTheDocument();
    expect(screen.queryByTitle('Tesco')).not.toBeInTheDocument();
    await userEvent.click(screen.getByTitle('Superdrug'));
    expect(onChange.mock.calls[0]?.[0]).toBe(23);
  });

  it('adds to the chosen retailers in multiple mode', async () => {
    const onChange = vi.fn();
    render(
      <RetailerPicker aria-label="Retailers" mode="multiple" retailers={retailers} value={[12]} onChange={onChange} />,
    );
    expect(screen.getByTitle('Amazon UK')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Retailers' }));
    await userEvent.click(await screen.findByTitle('Boots'));
    expect(onChange.mock.calls[0]?.[0]).toEqual([12, 17]);
  });
});
