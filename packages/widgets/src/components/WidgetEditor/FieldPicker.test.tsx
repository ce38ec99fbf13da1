import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleTableFields } from '../../testing/sampleWidgets';
import { FieldPicker } from './FieldPicker';

describe('FieldPicker', () => {
  it('tells fields with the same id apart by their type', async () => {
    const onPick = vi.fn();
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <FieldPicker
        label="Field 1"
        value={1}
        fieldType="ATTRIBUTE"
        tableFields={sampleTableFields}
        onPick={onPick}
        onChange={onChange}
      />,
    );
    expect(screen.getByTitle('Product name')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Field 1' }));
    await user.click(await screen.findByTitle('Availability'));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 1, fieldType: 'METRIC', name: 'Availability' }));
    expect(onChange).toHaveBeenCalledWith(1);
  });
});
