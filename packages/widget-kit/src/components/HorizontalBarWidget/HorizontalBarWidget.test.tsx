import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { echarts } from '@shelfsight/chart-options/echarts';
import type { HorizontalBarRawOutput } from '@shelfsight/contracts';
import { PRODUCT_DETAILS_HINT } from '../../utils/productDetailsHint';
import { HorizontalBarWidget } from './HorizontalBarWidget';

/** Two products and the items without a product, as a 'price by product' widget answers. */
const productBars: HorizontalBarRawOutput = {
  bars: [
    { key: 'product:48213', label: 'NIVEA Creme 150 ml', value: 96.4, compareValue: 91 },
    { key: 'product:48214|currency:GBP', label: 'NIVEA Soft 200 ml (GBP)', value: 88.2, compareValue: 90.5 },
    { key: 'product:none', label: 'Without a product', value: 60.1, compareValue: null },
  ],
};
import { availabilityBarSettings, availabilityByRetailerBars } from '@shelfsight/chart-options/samples';

describe('HorizontalBarWidget', () => {
  it('draws a labelled bar per retailer with its value', async () => {
    const { container } = render(
      <HorizontalBarWidget
        data={availabilityByRetailerBars}
        settings={availabilityBarSettings}
        width={640}
        renderer="svg"
        animation={false}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Availability by retailer' })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('svg text')).not.toBeNull());
    const texts = [...container.querySelectorAll('svg text')].map((node) => node.textContent);
    expect(texts).toEqual(expect.arrayContaining(['Tesco', 'Superdrug', '98.2%', '64.1%', '100%']));
    expect(texts).toEqual(expect.arrayContaining(['Feb 1, 2024 – Feb 29, 2024']));
    expect(container.querySelector('svg')).toHaveAttribute('height', '400');
  });

  it('hands the item of a clicked bar row to onItemClick, and nothing for clicks outside the bars', async () => {
    const onItemClick = vi.fn();
    const { container } = render(
      <HorizontalBarWidget
        data={availabilityByRetailerBars}
        settings={availabilityBarSettings}
        width={640}
        renderer="svg"
        animation={false}
        onItemClick={onItemClick}
      />,
    );
    await waitFor(() => expect(container.querySelector('svg text')).not.toBeNull());
    const chart = echarts.getInstanceByDom(container.querySelector('[data-chart]') as HTMLElement);
    // Row 2 (Sainsbury’s), near the axis where its bar starts: the row counts, not only the bar's length.
    const [x, y] = chart?.convertToPixel({ gridIndex: 0 }, [5, 2]) as number[];
    chart?.getZr().trigger('click', { offsetX: x, offsetY: y });
    chart?.getZr().trigger('click', { offsetX: 1, offsetY: 1 });
    expect(onItemClick).toHaveBeenCalledTimes(1);
    expect(onItemClick).toHaveBeenCalledWith({ key: 'retailer:2', label: 'Sainsbury’s' }, {});
  });

  it('opens the details of a clicked product bar rather than its item, and the item of a bar without a product', async () => {
    const onItemClick = vi.fn();
    const onProductDetails = vi.fn();
    const { container } = render(
      <HorizontalBarWidget
        data={productBars}
        settings={availabilityBarSettings}
        width={640}
        renderer="svg"
        animation={false}
        onItemClick={onItemClick}
        onProductDetails={onProductDetails}
      />,
    );
    await waitFor(() => expect(container.querySelector('svg text')).not.toBeNull());
    const chart = echarts.getInstanceByDom(container.querySelector('[data-chart]') as HTMLElement)!;
    const clickRow = (row: number) => {
      const [x, y] = chart.convertToPixel({ gridIndex: 0 }, [5, row]) as number[];
      chart.getZr().trigger('click', { offsetX: x, offsetY: y });
    };
    clickRow(1);
    expect(onProductDetails).toHaveBeenCalledWith('48214');
    expect(onItemClick).not.toHaveBeenCalled();
    clickRow(2);
    expect(onItemClick).toHaveBeenCalledWith({ key: 'product:none', label: 'Without a product' }, {});
    expect(onProductDetails).toHaveBeenCalledTimes(1);

    const formatter = (chart.getOption() as { tooltip: { formatter: (param: object) => string }[] }).tooltip[0]!
      .formatter;
    expect(formatter([{ dataIndex: 0, seriesName: 'Mar 2024', value: 96.4 }])).toContain(PRODUCT_DETAILS_HINT);
    expect(formatter([{ dataIndex: 2, seriesName: 'Mar 2024', value: 60.1 }])).not.toContain(PRODUCT_DETAILS_HINT);
  });

  it('says so when there are no bars', () => {
    render(<HorizontalBarWidget data={{ bars: [] }} settings={availabilityBarSettings} />);
    expect(screen.getByText('No data for this period')).toBeInTheDocument();
  });
});
