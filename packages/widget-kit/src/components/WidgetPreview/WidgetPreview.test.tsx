import { activeCustomerChanged } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import type { DataTableOutput } from '@shelfsight/contracts';
import { ProductDetailsOpenerProvider } from '@shelfsight/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { echarts } from '@shelfsight/chart-options/echarts';
import { PREVIEW_TEXTS, WidgetPreview } from './WidgetPreview';

const tableAnswer: { visualizationType: 'DATA_TABLE'; rawOutput: DataTableOutput; settingsUsed: object } = {
  visualizationType: 'DATA_TABLE',
  rawOutput: {
    columns: [
      {
        key: 'retailer',
        id: 1,
        sequenceNumber: 1,
        name: 'Retailer',
        dataType: 's',
        format: 'text',
        currency: null,
        thresholds: [],
        tooltip: null,
        columnGroupId: null,
        sortable: true,
      },
      {
        key: 'price',
        id: 2,
        sequenceNumber: 2,
        name: 'Selling price',
        dataType: 'n',
        format: 'currency',
        currency: 'EUR',
        thresholds: [],
        tooltip: null,
        columnGroupId: null,
        sortable: true,
      },
    ],
    columnGroups: [],
    rows: [
      { key: 'r1', productDummyId: null, values: { retailer: 'Bol.com', price: 12.49 } },
      { key: 'r2', productDummyId: null, values: { retailer: 'Amazon.de', price: 11.99 } },
    ],
    totalRows: 2,
    page: 1,
    itemsPerPage: 50,
    sortBy: null,
    sortDesc: false,
  },
  settingsUsed: { dateFrom: '2024-03-01', dateTo: '2024-03-30', aggregationFunction: 'AVG' },
};

const session = { preloadedState: { session: signedInSession() } };

describe('WidgetPreview', () => {
  it('draws a saved widget with the renderer of its type', async () => {
    const calls = fakeServer(() => json(tableAnswer));
    renderWithProviders(<WidgetPreview widgetId={5} label="Preview of Prices" />, session);
    const figure = screen.getByRole('figure', { name: 'Preview of Prices' });
    expect(await within(figure).findByText('Bol.com')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/customer/42/widget/get-data', body: { widgetId: 5 } });
  });

  it('asks for the period it is given, compare days included', async () => {
    const calls = fakeServer(() => json(tableAnswer));
    const period = {
      dateFrom: '2026-10-01',
      dateTo: '2026-10-07',
      compareDateFrom: '2026-09-24',
      compareDateTo: '2026-09-30',
    };
    renderWithProviders(<WidgetPreview widgetId={5} period={period} label="Preview of Prices" />, session);
    expect(await screen.findByText('Bol.com')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ widgetId: 5, ...period });
  });

  it('adds the fields of the screen it is placed on, never in place of its own widget id', async () => {
    const calls = fakeServer(() => json(tableAnswer));
    const context = { dashboardId: 3, dashboardWidgetId: 31, datePreset: '7d', applyRetailerAssortment: true };
    renderWithProviders(
      <WidgetPreview widgetId={5} context={{ ...context, widgetId: 9 } as never} label="Preview of Prices" />,
      session,
    );
    expect(await screen.findByText('Bol.com')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ ...context, widgetId: 5 });
  });

  it("asks for the table page and sort the reader picks, and starts at page 1 again on the screen's new filters", async () => {
    // The server answers the page asked for: 120 rows, 50 to a page.
    const calls = fakeServer(async (request) => {
      const body = (await request.clone().json()) as { page?: number; sortBy?: string | null; sortDesc?: boolean };
      const page = body.page ?? 1;
      return json({
        ...tableAnswer,
        rawOutput: {
          ...tableAnswer.rawOutput,
          rows: [{ key: `p${page}`, productDummyId: null, values: { retailer: `Retailer on page ${page}`, price: 1 } }],
          totalRows: 120,
          page,
          sortBy: body.sortBy ?? null,
          sortDesc: body.sortDesc ?? false,
        },
      });
    });
    const context = { dashboardId: 3, dashboardWidgetId: 31 };
    const { rerender } = renderWithProviders(
      <WidgetPreview widgetId={5} context={context} label="Preview of Prices" />,
      session,
    );
    expect(await screen.findByText('Retailer on page 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('Retailer on page 2')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({
      ...context,
      widgetId: 5,
      page: 2,
      itemsPerPage: 50,
      sortBy: null,
      sortDesc: false,
    });
    await userEvent.click(screen.getByText('Selling price'));
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ page: 1, sortBy: 'price', sortDesc: false }));

    rerender(<WidgetPreview widgetId={5} context={{ ...context, filterBrandIds: [7] }} label="Preview of Prices" />);
    await waitFor(() => expect(calls.at(-1)?.body).toEqual({ ...context, filterBrandIds: [7], widgetId: 5 }));
    expect(await screen.findByText('Retailer on page 1')).toBeInTheDocument();
  });

  it('waits on a cold load until the customer bootstrap has chosen the customer', async () => {
    const calls = fakeServer(() => json(tableAnswer));
    const { store } = renderWithProviders(<WidgetPreview widgetId={5} label="Preview of Prices" />, {
      preloadedState: { session: signedInSession({ activeCustomerId: null }) },
    });
    const figure = screen.getByRole('figure', { name: 'Preview of Prices' });
    // Nothing is sent, and nothing fails, before there is a customer to ask for.
    expect(figure).toHaveAttribute('aria-busy', 'true');
    expect(calls).toHaveLength(0);
    store.dispatch(activeCustomerChanged(42));
    expect(await within(figure).findByText('Bol.com')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/customer/42/widget/get-data']);
  });

  it('says so when the answer does not fit the type, or the draft is incomplete', async () => {
    fakeServer(() => json({ visualizationType: 'DATA_TABLE', rawOutput: { unexpected: true }, settingsUsed: {} }));
    renderWithProviders(
      <>
        <WidgetPreview widgetId={6} label="Odd" />
        <WidgetPreview definition={null} label="Draft" />
      </>,
      session,
    );
    expect(
      await within(screen.getByRole('figure', { name: 'Odd' })).findByText(PREVIEW_TEXTS.notDrawable),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('figure', { name: 'Draft' })).getByText(PREVIEW_TEXTS.incomplete),
    ).toBeInTheDocument();
  });
});

const productTable: typeof tableAnswer = {
  ...tableAnswer,
  rawOutput: {
    ...tableAnswer.rawOutput,
    columns: [
      { ...tableAnswer.rawOutput.columns[0]!, key: 'item', name: 'Product' },
      tableAnswer.rawOutput.columns[1]!,
    ],
    rows: [{ key: 'product:48213', productDummyId: 48213, values: { item: 'Oat Milk 1 l', price: 1.99 } }],
  },
};

/** A saved widget per answer: 5 the product table, 6 the product line. */
const answerFor = async (request: Request) =>
  json(((await request.clone().json()) as { widgetId: number }).widgetId === 5 ? productTable : productLines);

const productLines = {
  visualizationType: 'LINE',
  rawOutput: {
    chartData: [
      {
        seriesKey: 'product:48213',
        label: 'Oat Milk 1 l',
        points: [
          { date: '2024-03-01', value: 1.99 },
          { date: '2024-03-02', value: 2.09 },
        ],
      },
    ],
    clickThroughs: [{ seriesKey: 'product:48213', dimension: 'product', entityId: 48213 }],
  },
  settingsUsed: {
    metricName: 'Selling price',
    valueFormat: { type: 'currency', currencyCode: 'EUR' },
    dateFrom: '2024-03-01',
    dateTo: '2024-03-03',
    dateGrouping: 'DAY',
  },
};

/** Clicks the first point of the line preview and answers the chart's option before and after. */
async function clickFirstPoint(figure: HTMLElement) {
  await waitFor(() => expect(figure.querySelector('svg text')).not.toBeNull());
  const chart = echarts.getInstanceByDom(figure.querySelector('[data-chart]') as HTMLElement)!;
  const seriesDrawn = () => JSON.stringify((chart.getOption() as { series: unknown }).series);
  const before = seriesDrawn();
  const [x, y] = chart.convertToPixel({ gridIndex: 0 }, [Date.UTC(2024, 2, 1), 1.99]) as number[];
  chart.getZr().trigger('click', { offsetX: x, offsetY: y });
  return { seriesDrawn, before };
}

describe('WidgetPreview and the product details', () => {
  it('offers no product details and takes no line clicks while the app binds no opener', async () => {
    fakeServer(answerFor);
    renderWithProviders(
      <>
        <WidgetPreview widgetId={5} label="Prices" />
        <WidgetPreview widgetId={6} label="Price trend" />
      </>,
      session,
    );
    const table = screen.getByRole('figure', { name: 'Prices' });
    expect(await within(table).findByText('Oat Milk 1 l')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'View product details' })).toBeNull();
    const { seriesDrawn, before } = await clickFirstPoint(screen.getByRole('figure', { name: 'Price trend' }));
    // Nothing is selected: the lines are drawn exactly as before the click.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seriesDrawn()).toBe(before);
  });

  it('opens the details of a row’s product, or of a clicked product line, through the bound opener', async () => {
    fakeServer(answerFor);
    const opener = vi.fn();
    const { user } = renderWithProviders(
      <ProductDetailsOpenerProvider opener={opener}>
        <WidgetPreview widgetId={5} label="Prices" />
        <WidgetPreview widgetId={6} label="Price trend" />
      </ProductDetailsOpenerProvider>,
      session,
    );
    const table = screen.getByRole('figure', { name: 'Prices' });
    await user.click(await within(table).findByRole('button', { name: 'View product details' }));
    expect(opener).toHaveBeenCalledWith({
      productDummyId: 48213,
      dateFrom: '2024-03-01',
      dateTo: '2024-03-30',
      widgetId: 5,
    });
    await clickFirstPoint(screen.getByRole('figure', { name: 'Price trend' }));
    await waitFor(() =>
      expect(opener).toHaveBeenLastCalledWith({
        productDummyId: 48213,
        dateFrom: '2024-03-01',
        dateTo: '2024-03-03',
        widgetId: 6,
      }),
    );
    expect(opener).toHaveBeenCalledTimes(2);
  });
});

describe('WidgetPreview and item clicks', () => {
  const retailerLines = {
    ...productLines,
    rawOutput: {
      chartData: [{ ...productLines.rawOutput.chartData[0]!, seriesKey: 'retailer:12', label: 'Tesco' }],
      clickThroughs: [{ seriesKey: 'retailer:12', dimension: 'retailer', entityId: 12 }],
    },
  };

  it('hands a table row and a line point to onItemClick as items', async () => {
    fakeServer(async (request) =>
      json(((await request.clone().json()) as { widgetId: number }).widgetId === 5 ? productTable : retailerLines),
    );
    const onItemClick = vi.fn();
    const { user } = renderWithProviders(
      <>
        <WidgetPreview widgetId={5} label="Prices" onItemClick={onItemClick} />
        <WidgetPreview widgetId={6} label="Price trend" onItemClick={onItemClick} />
      </>,
      session,
    );
    await user.click(await within(screen.getByRole('figure', { name: 'Prices' })).findByText('Oat Milk 1 l'));
    expect(onItemClick).toHaveBeenLastCalledWith(
      { key: 'product:48213', label: 'Oat Milk 1 l' },
      { linkedDashboardIds: [] },
    );
    await clickFirstPoint(screen.getByRole('figure', { name: 'Price trend' }));
    await waitFor(() =>
      expect(onItemClick).toHaveBeenLastCalledWith({ key: 'retailer:12', label: 'Tesco' }, { date: '2024-03-01' }),
    );
  });

  it('keeps product lines opening the product details where an opener is bound', async () => {
    fakeServer(answerFor);
    const opener = vi.fn();
    const onItemClick = vi.fn();
    renderWithProviders(
      <ProductDetailsOpenerProvider opener={opener}>
        <WidgetPreview widgetId={6} label="Price trend" onItemClick={onItemClick} />
      </ProductDetailsOpenerProvider>,
      session,
    );
    await clickFirstPoint(screen.getByRole('figure', { name: 'Price trend' }));
    await waitFor(() => expect(opener).toHaveBeenCalledTimes(1));
    expect(onItemClick).not.toHaveBeenCalled();
  });
});
