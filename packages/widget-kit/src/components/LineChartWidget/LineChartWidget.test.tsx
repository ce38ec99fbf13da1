import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { echarts } from '@shelfsight/chart-options/echarts';
import { LineChartWidget } from './LineChartWidget';
import { availabilityByRetailer } from '@shelfsight/chart-options/samples';

const settings = {
  metricName: 'Availability',
  valueFormat: { type: 'percent' },
  dateFrom: '2024-03-01',
  dateTo: '2024-03-05',
  dateGrouping: 'DAY',
} as const;

const data = {
  chartData: [
    {
      seriesKey: 'retailer:1',
      label: 'Tesco',
      points: [
        { date: '2024-03-01', value: 91 },
        { date: '2024-03-03', value: 88 },
      ],
    },
    { seriesKey: 'retailer:2', label: 'Asda', points: [{ date: '2024-03-01', value: 72 }] },
  ],
  clickThroughs: [{ seriesKey: 'retailer:1', dimension: 'retailer', entityId: 1 }],
};

function svgTexts(container: HTMLElement) {
  return [...container.querySelectorAll('svg text')].map((node) => node.textContent);
}

async function renderChart(props: Partial<Parameters<typeof LineChartWidget>[0]> = {}) {
  const view = render(
    <LineChartWidget data={data} settings={settings} width={600} renderer="svg" animation={false} {...props} />,
  );
  await waitFor(() => expect(view.container.querySelector('svg text')).not.toBeNull());
  return view;
}

describe('LineChartWidget', () => {
  it('draws a 2:1 chart with every day from dateFrom to dateTo and a 0–100% axis', async () => {
    const { container } = await renderChart();
    expect(screen.getByRole('figure', { name: 'Availability by date' })).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('height', '300');
    const texts = svgTexts(container);
    expect(texts).toEqual(expect.arrayContaining(['1 Mar', '2 Mar', '3 Mar', '4 Mar', '5 Mar']));
    expect(texts).toEqual(expect.arrayContaining(['0%', '25%', '50%', '75%', '100%', 'Tesco', 'Asda']));
  });

  it('shows "(+ n more)" when the retailer names pass about 70 characters', async () => {
    const sample = availabilityByRetailer(14);
    const { container } = await renderChart({ data: sample.data, settings: sample.settings });
    const more = svgTexts(container).find((text) => text?.includes('more)'));
    expect(more).toMatch(/\(\+ \d+ more\)$/);
  });

  it('opens the segment of a line clicked within 2 hours of a point, with its click-through', async () => {
    const onSegmentClick = vi.fn();
    const { container } = await renderChart({ onSegmentClick });
    const chart = echarts.getInstanceByDom(container.querySelector('[data-chart]') as HTMLElement);
    await waitFor(() => expect(chart?.getZr()).toBeDefined());
    // Grid: x 50–580 spans 1–5 March, y 250–30 spans 0–100%. Tesco is at 91% on 1 March (50, 49.8).
    const [x, y] = chart?.convertToPixel({ gridIndex: 0 }, [Date.UTC(2024, 2, 1), 86]) as number[];
    await waitFor(() => {
      chart?.getZr().trigger('click', { offsetX: (x as number) + 2, offsetY: y });
      expect(onSegmentClick).toHaveBeenCalledWith({
        seriesKey: 'retailer:1',
        label: 'Tesco',
        date: '2024-03-01',
        value: 91,
        clickThrough: { seriesKey: 'retailer:1', dimension: 'retailer', entityId: 1 },
      });
    });
  });

  it('ignores clicks between days and away from the lines', async () => {
    const onSegmentClick = vi.fn();
    const { container } = await renderChart({ onSegmentClick });
    const chart = echarts.getInstanceByDom(container.querySelector('[data-chart]') as HTMLElement);
    const midday = chart?.convertToPixel({ gridIndex: 0 }, [Date.UTC(2024, 2, 1, 12), 91]) as number[];
    const farBelow = chart?.convertToPixel({ gridIndex: 0 }, [Date.UTC(2024, 2, 3), 40]) as number[];
    chart?.getZr().trigger('click', { offsetX: midday[0], offsetY: midday[1] });
    chart?.getZr().trigger('click', { offsetX: farBelow[0], offsetY: farBelow[1] });
    expect(onSegmentClick).not.toHaveBeenCalled();
  });

  it('keeps a line switched off in the legend off when a point is then selected', async () => {
    const onSegmentClick = vi.fn();
    const { container } = await renderChart({ onSegmentClick });
    const chart = echarts.getInstanceByDom(container.querySelector('[data-chart]') as HTMLElement);
    const legendSelection = () =>
      ((chart?.getOption().legend as { selected: Record<string, boolean> }[])[0] as { selected: object }).selected;
    // As a click on its legend item does.
    chart?.dispatchAction({ type: 'legendToggleSelect', name: 'Asda' });
    await waitFor(() => expect(legendSelection()).toMatchObject({ Asda: false }));
    const [x, y] = chart?.convertToPixel({ gridIndex: 0 }, [Date.UTC(2024, 2, 1), 91]) as number[];
    chart?.getZr().trigger('click', { offsetX: x, offsetY: y });
    // The selected dot is drawn by a new option; Asda stays off.
    const tescoDots = () => (chart?.getOption().series as { data: unknown[] }[])[0]?.data;
    await waitFor(() => expect(tescoDots()?.[0]).toMatchObject({ symbolSize: 10 }));
    expect(legendSelection()).toEqual({ Asda: false });
  });

  it('explains graph data of the wrong shape instead of drawing', () => {
    render(<LineChartWidget data={{ rows: [] } as never} settings={settings} />);
    expect(screen.getByText('Graph data must be an object with a chartData array.')).toBeInTheDocument();
  });

  it('says so when there is nothing to draw', () => {
    render(<LineChartWidget data={{ chartData: [] }} settings={settings} />);
    expect(screen.getByText('No data for this period')).toBeInTheDocument();
  });
});
