import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CHART_PALETTE } from '@shelfsight/chart-options';
import { echarts } from '@shelfsight/chart-options/echarts';
import type { ScatterRawOutput } from '@shelfsight/contracts';
import { priceAgainstAvailability, priceAgainstAvailabilitySettings } from '@shelfsight/chart-options/samples';
import { PRODUCT_DETAILS_HINT } from '../../utils/productDetailsHint';
import { ScatterPlotWidget } from './ScatterPlotWidget';

/** A product, and the items without a product, each a point far from the other. */
const productAndNone: ScatterRawOutput = {
  series: [
    {
      seriesKey: 'all',
      label: 'Products',
      points: [
        { key: 'product:48213', label: 'NIVEA Creme 150 ml', x: 92.5, y: 4.99 },
        { key: 'product:none', label: 'Without a product', x: 60, y: 1.5 },
      ],
    },
  ],
};

/** The drawn chart of a rendered widget, once drawn. */
async function drawnChart(container: HTMLElement) {
  await waitFor(() => expect(container.querySelector('svg text')).not.toBeNull());
  return echarts.getInstanceByDom(container.querySelector('[data-chart]') as HTMLElement)!;
}

/** Clicks where the point of `value` is drawn, as echarts' own pointer handling does. */
function clickPoint(chart: ReturnType<typeof echarts.getInstanceByDom> & object, value: [number, number]) {
  const [x, y] = chart.convertToPixel({ seriesIndex: 0 }, value) as number[];
  const handler = (chart.getZr() as unknown as { handler: { dispatch: (type: string, event: object) => void } })
    .handler;
  for (const type of ['mousemove', 'mousedown', 'mouseup', 'click']) handler.dispatch(type, { zrX: x, zrY: y });
}

describe('ScatterPlotWidget', () => {
  it('draws the brands legend and both named axes', async () => {
    const { container } = render(
      <ScatterPlotWidget
        data={priceAgainstAvailability}
        settings={priceAgainstAvailabilitySettings}
        width={600}
        renderer="svg"
        animation={false}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Selling price against Availability' })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('svg text')).not.toBeNull());
    const texts = [...container.querySelectorAll('svg text')].map((node) => node.textContent);
    expect(texts).toEqual(
      expect.arrayContaining(['Pampers', 'Huggies', 'Little Angels', 'Availability', 'Selling price']),
    );
    // The availability axis fitted to the data (77.6–97%), not from zero; prices stay on a positive axis.
    expect(texts).toEqual(expect.arrayContaining(['60%', '100%', '£0', '£40']));
    expect(texts).not.toContain('0%');
    // 11 points: each named beside it, as far as the names do not overlap.
    expect(texts.some((text) => text?.startsWith('Pampers Premium'))).toBe(true);
    // Little Angels has 3 products: 3 dots plus its legend icon in the third palette colour.
    expect(container.querySelectorAll(`svg path[fill="${CHART_PALETTE[2]}"]`)).toHaveLength(4);
  });

  it('opens the details of a clicked product point, and nothing for a point without a product', async () => {
    const onProductDetails = vi.fn();
    const { container } = render(
      <ScatterPlotWidget
        data={productAndNone}
        settings={priceAgainstAvailabilitySettings}
        width={600}
        renderer="svg"
        animation={false}
        onProductDetails={onProductDetails}
      />,
    );
    const chart = await drawnChart(container);
    clickPoint(chart, [60, 1.5]);
    expect(onProductDetails).not.toHaveBeenCalled();
    clickPoint(chart, [92.5, 4.99]);
    expect(onProductDetails).toHaveBeenCalledTimes(1);
    expect(onProductDetails).toHaveBeenCalledWith('48213');
  });

  it('tells in the tooltip of a product point, and only there, that a click opens its details', async () => {
    const tooltipOf = async (onProductDetails?: () => void) => {
      const { container, unmount } = render(
        <ScatterPlotWidget
          data={productAndNone}
          settings={priceAgainstAvailabilitySettings}
          width={600}
          renderer="svg"
          animation={false}
          onProductDetails={onProductDetails}
        />,
      );
      const chart = await drawnChart(container);
      const [tooltip] = (chart.getOption() as { tooltip: { formatter: (param: object) => string }[] }).tooltip;
      const texts = [0, 1].map((dataIndex) => tooltip!.formatter({ seriesIndex: 0, dataIndex }));
      unmount();
      return texts;
    };
    const [product, none] = await tooltipOf(() => undefined);
    expect(product).toContain('NIVEA Creme 150 ml');
    expect(product).toContain(PRODUCT_DETAILS_HINT);
    expect(none).toContain('Without a product');
    expect(none).not.toContain(PRODUCT_DETAILS_HINT);
    // Without a way to open the details, no tooltip promises them.
    const [unclickable] = await tooltipOf();
    expect(unclickable).not.toContain(PRODUCT_DETAILS_HINT);
  });

  it('says so when no item has both values', () => {
    render(<ScatterPlotWidget data={{ series: [] }} settings={priceAgainstAvailabilitySettings} />);
    expect(screen.getByText('No data for this period')).toBeInTheDocument();
  });
});
