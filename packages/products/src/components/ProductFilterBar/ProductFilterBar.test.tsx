import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyProductFilter, filterSetsOf, ProductFilterBar } from './ProductFilterBar';

const choices = {
  tags: [{ value: 12, label: 'Category: Power tools' }],
  brands: [{ id: 6, name: 'Tornvik' }],
  retailers: [{ id: 15, name: 'Hornbach' }],
  attributes: [{ id: 21, name: 'Colour' }],
};

describe('filterSetsOf', () => {
  it('sends no set when nothing filters', () => {
    expect(filterSetsOf(emptyProductFilter)).toEqual([]);
  });

  it('puts every non-empty field in one set, and the attribute only with values', () => {
    const noValues = { ...emptyProductFilter, brandIds: [6], attribute: { attributeId: 21, values: [] } };
    expect(filterSetsOf(noValues)).toEqual([{ brandIds: [6] }]);
    const all = {
      tagIds: [12],
      matchStatuses: ['PARTIAL' as const],
      brandIds: [6],
      retailerIds: [15],
      attribute: { attributeId: 21, values: ['Green'] },
    };
    expect(filterSetsOf(all)).toEqual([
      {
        brandIds: [6],
        tagIds: [12],
        retailerIds: [15],
        matchStatuses: ['PARTIAL'],
        attributes: [{ attributeId: 21, values: ['Green'] }],
      },
    ]);
  });
});

describe('ProductFilterBar', () => {
  it('reports a picked brand and retailer', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ProductFilterBar {...choices} value={emptyProductFilter} onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Filter by brands' }));
    await user.click(await screen.findByTitle('Tornvik'));
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyProductFilter, brandIds: [6] });
    await user.click(screen.getByRole('combobox', { name: 'Filter by retailers' }));
    await user.click(await screen.findByTitle('Hornbach'));
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyProductFilter, retailerIds: [15] });
  });

  it('sends the values typed for the picked attribute', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const value = { ...emptyProductFilter, attribute: { attributeId: 21, values: [] } };
    render(<ProductFilterBar {...choices} value={value} onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: 'Attribute values' }), 'Green{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({
      ...emptyProductFilter,
      attribute: { attributeId: 21, values: ['Green'] },
    });
  });
});
