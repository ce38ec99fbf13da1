import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { echarts } from '@shelfsight/chart-options/echarts';
import { HorizontalBarWidget } from './HorizontalBarWidget';
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

  it('says so when there are no bars', () => {
    render(<HorizontalBarWidget data={{ bars: [] }} settings={availabilityBarSettings} />);
    expect(screen.getByText('No data for this period')).toBeInTheDocument();
  });
});
