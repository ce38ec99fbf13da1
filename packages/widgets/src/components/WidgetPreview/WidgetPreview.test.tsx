import { activeCustomerChanged } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import type { DataTableOutput } from '@shelfsight/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PREVIEW_TEXTS, WidgetPreview } from './WidgetPreview';

const tableAnswer: { visualizationType: 'DATA_TABLE'; rawOutput: DataTableOutput; settingsUsed: object } = {
  visualizationType: 'DATA_TABLE',
  rawOutput: {
    columns: [
      { key: 'retailer', id: 1, sequenceNumber: 1, name: 'Retailer', dataType: 's', format: 'text', currency: null, thresholds: [], tooltip: null, columnGroupId: null, sortable: true },
      { key: 'price', id: 2, sequenceNumber: 2, name: 'Selling price', dataType: 'n', format: 'currency', currency: 'EUR', thresholds: [], tooltip: null, columnGroupId: null, sortable: true },
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
    const period = { dateFrom: '2026-10-01', dateTo: '2026-10-07', compareDateFrom: '2026-09-24', compareDateTo: '2026-09-30' };
    renderWithProviders(<WidgetPreview widgetId={5} period={period} label="Preview of Prices" />, session);
    expect(await screen.findByText('Bol.com')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ widgetId: 5, ...period });
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
    expect(await within(screen.getByRole('figure', { name: 'Odd' })).findByText(PREVIEW_TEXTS.notDrawable)).toBeInTheDocument();
    expect(within(screen.getByRole('figure', { name: 'Draft' })).getByText(PREVIEW_TEXTS.incomplete)).toBeInTheDocument();
  });
});
