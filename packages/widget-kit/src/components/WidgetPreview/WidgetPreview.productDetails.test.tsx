import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { echarts } from '@shelfsight/chart-options/echarts';
import { ProductDetailsOpenerProvider } from '@shelfsight/ui-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dccByProductAndRetailer } from '../MatrixTableWidget/dccSample';
import { WidgetPreview } from './WidgetPreview';

const session = { preloadedState: { session: signedInSession() } };

const scatter = {
  visualizationType: 'SCATTER',
  rawOutput: {
    series: [
      {
        seriesKey: 'all',
        label: 'Selling price / Availability',
        points: [
          { key: 'product:48213', label: 'NIVEA Creme 150 ml', x: 92.5, y: 4.99 },
          { key: 'product:48214', label: 'NIVEA Soft 200 ml', x: 71.2, y: 3.49 },
        ],
      },
    ],
  },
  settingsUsed: {
    dateFrom: '2026-03-01',
    dateTo: '2026-03-31',
    xAxis: { metricName: 'Availability', valueFormat: { type: 'percent' } },
    yAxis: { metricName: 'Selling price', valueFormat: { type: 'currency', currencyCode: 'GBP' } },
  },
};

const matrix = {
  visualizationType: 'MATRIX_TABLE',
  rawOutput: dccByProductAndRetailer,
  settingsUsed: { dateFrom: '2026-02-01', dateTo: '2026-02-28' },
};

const bars = {
  visualizationType: 'HORIZONTAL_BAR',
  rawOutput: {
    bars: [
      { key: 'product:48213', label: 'NIVEA Creme 150 ml', value: 98.2 },
      { key: 'product:48230', label: 'NIVEA Men Sensitive Shaving Gel 200 ml', value: 87.9 },
    ],
  },
  settingsUsed: {
    metricName: 'Availability',
    valueFormat: { type: 'percent' },
    aggregationFunction: 'AVG',
    dimensionName: 'Product',
    dateFrom: '2026-01-05',
    dateTo: '2026-01-11',
  },
};

/** Prices of a product per retailer: two dimensions, so the lines have no click-through of their own. */
const productByRetailerLines = {
  visualizationType: 'LINE',
  rawOutput: {
    chartData: [
      {
        seriesKey: 'product:48213|retailer:12',
        label: 'NIVEA Creme 150 ml / Tesco',
        points: [
          { date: '2026-04-01', value: 4.99 },
          { date: '2026-04-02', value: 5.19 },
        ],
      },
    ],
    clickThroughs: [],
  },
  settingsUsed: {
    metricName: 'Selling price',
    valueFormat: { type: 'currency', currencyCode: 'GBP' },
    dateFrom: '2026-04-01',
    dateTo: '2026-04-02',
    dateGrouping: 'DAY',
  },
};

/** A saved widget per answer: 7 the scatter, 8 the matrix, 9 the bars, 10 the lines. */
const answers: Record<number, object> = { 7: scatter, 8: matrix, 9: bars, 10: productByRetailerLines };
const answerFor = async (request: Request) =>
  json(answers[((await request.clone().json()) as { widgetId: number }).widgetId]);

/** The live chart of a preview, once drawn. */
async function chartOf(figure: HTMLElement) {
  await waitFor(() => expect(figure.querySelector('svg text')).not.toBeNull());
  return echarts.getInstanceByDom(figure.querySelector('[data-chart]') as HTMLElement)!;
}

describe('WidgetPreview opens the product details of', () => {
  it('a scatter’s product point, a matrix’s product row and a product bar, on the days drawn, for the widget', async () => {
    fakeServer(answerFor);
    const opener = vi.fn();
    renderWithProviders(
      <ProductDetailsOpenerProvider opener={opener}>
        <WidgetPreview widgetId={7} label="Price against availability" />
        <WidgetPreview widgetId={8} label="DCC by product" />
        <WidgetPreview widgetId={9} label="Product availability" />
      </ProductDetailsOpenerProvider>,
      session,
    );

    const scatterChart = await chartOf(screen.getByRole('figure', { name: 'Price against availability' }));
    const [x, y] = scatterChart.convertToPixel({ seriesIndex: 0 }, [71.2, 3.49]) as number[];
    const handler = (scatterChart.getZr() as unknown as { handler: { dispatch: (type: string, e: object) => void } })
      .handler;
    for (const type of ['mousemove', 'mousedown', 'mouseup', 'click']) handler.dispatch(type, { zrX: x, zrY: y });
    expect(opener).toHaveBeenLastCalledWith({
      productDummyId: '48214',
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
      widgetId: 7,
    });

    const table = screen.getByRole('figure', { name: 'DCC by product' });
    // Plain queries and events: role queries and user-event clicks walk the styles of the table, seconds in jsdom.
    const name = (await within(table).findByText('NIVEA Creme 150 ml')).closest('td') as HTMLElement;
    fireEvent.click(within(name).getByLabelText('View product details'));
    expect(opener).toHaveBeenLastCalledWith({
      productDummyId: '48213',
      dateFrom: '2026-02-01',
      dateTo: '2026-02-28',
      widgetId: 8,
    });

    const barChart = await chartOf(screen.getByRole('figure', { name: 'Product availability' }));
    const [barX, barY] = barChart.convertToPixel({ gridIndex: 0 }, [5, 1]) as number[];
    barChart.getZr().trigger('click', { offsetX: barX, offsetY: barY });
    expect(opener).toHaveBeenLastCalledWith({
      productDummyId: '48230',
      dateFrom: '2026-01-05',
      dateTo: '2026-01-11',
      widgetId: 9,
    });
    expect(opener).toHaveBeenCalledTimes(3);
  });

  it('a line of a product split again by retailer, which has no click-through of its own', async () => {
    fakeServer(answerFor);
    const opener = vi.fn();
    renderWithProviders(
      <ProductDetailsOpenerProvider opener={opener}>
        <WidgetPreview widgetId={10} label="Price by product and retailer" />
      </ProductDetailsOpenerProvider>,
      session,
    );
    const chart = await chartOf(screen.getByRole('figure', { name: 'Price by product and retailer' }));
    const [x, y] = chart.convertToPixel({ gridIndex: 0 }, [Date.UTC(2026, 3, 1), 4.99]) as number[];
    chart.getZr().trigger('click', { offsetX: x, offsetY: y });
    await waitFor(() =>
      expect(opener).toHaveBeenCalledWith({
        productDummyId: '48213',
        dateFrom: '2026-04-01',
        dateTo: '2026-04-02',
        widgetId: 10,
      }),
    );
  });
});
