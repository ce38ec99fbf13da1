import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { FilterSetFields, type FilterSetFieldsProps } from './FilterSetFields';
import { sampleSavedFilters, sampleUseSegmentItems } from './formFieldsSample';

function renderFields(props: Partial<FilterSetFieldsProps> = {}, initialValues: Record<string, number[]> = {}) {
  const useSegmentItems = vi.fn(sampleUseSegmentItems);
  const onValuesChange = vi.fn();
  render(
    <Form layout="vertical" initialValues={initialValues} onValuesChange={onValuesChange}>
      <FilterSetFields savedFilters={sampleSavedFilters} useSegmentItems={useSegmentItems} {...props} />
    </Form>,
  );
  return { useSegmentItems, onValuesChange };
}

describe('FilterSetFields', () => {
  it('offers the saved filters by name and stores the chosen ids under savedFilterIds', async () => {
    const { onValuesChange } = renderFields();
    await userEvent.click(screen.getByLabelText('Saved filters'));
    expect(await screen.findByTitle('UK grocers')).toBeInTheDocument();
    await userEvent.click(screen.getByTitle('Own brands'));
    expect(onValuesChange).toHaveBeenLastCalledWith(
      { savedFilterIds: [2] },
      expect.objectContaining({ savedFilterIds: [2] }),
    );
  });

  it('loads the segment items only once "More filters" is opened, then shows one field per segment', async () => {
    const { useSegmentItems } = renderFields();
    expect(screen.queryByLabelText('Retailers')).toBeNull();
    expect(useSegmentItems).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText('More filters'));
    expect(await screen.findByLabelText('Retailers')).toBeInTheDocument();
    for (const label of ['Brands', 'Countries', 'Search keywords', 'Visibility clusters']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(useSegmentItems).toHaveBeenCalledWith('retailers');
    expect(useSegmentItems).toHaveBeenCalledWith('visibilityClusters');
  });

  it('names items with their details, keeps excluded ones unchoosable, and counts the chosen items', async () => {
    const { onValuesChange } = renderFields();
    await userEvent.click(screen.getByText('More filters'));
    await userEvent.click(await screen.findByLabelText('Retailers'));
    await userEvent.click(await screen.findByTitle('Tesco (UK)'));
    expect(onValuesChange).toHaveBeenLastCalledWith(
      { retailers: [101] },
      expect.objectContaining({ retailers: [101] }),
    );
    expect(screen.getByTitle('Amazon (DE)')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByTitle('Amazon (DE)'));
    await userEvent.click(screen.getByTitle('Walmart (US)'));
    expect(onValuesChange).toHaveBeenLastCalledWith(
      { retailers: [101, 102] },
      expect.objectContaining({ retailers: [101, 102] }),
    );
    expect(await screen.findByText('More filters (2 chosen)')).toBeInTheDocument();
  });

  it('counts the items of a stored filter set before "More filters" is opened', async () => {
    const { useSegmentItems } = renderFields({}, { retailers: [101, 102], brands: [202] });
    expect(await screen.findByText('More filters (3 chosen)')).toBeInTheDocument();
    expect(useSegmentItems).not.toHaveBeenCalled();
  });

  it('shows the hint under the saved filters, and the message the server gave for them', () => {
    renderFields({
      extra: 'The alert checks the data these filters leave.',
      error: 'This saved filter does not exist or is not shared with you.',
    });
    expect(screen.getByText('The alert checks the data these filters leave.')).toBeInTheDocument();
    const message = screen.getByText('This saved filter does not exist or is not shared with you.');
    expect(message.closest('.ant-form-item')).toHaveClass('ant-form-item-has-error');
  });
});
