import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_TEXTS, WidgetDownloadMenu } from './WidgetDownloadMenu';

// The browser's save: each blob URL and the name the anchor asked for.
const blobs = new Map<string, Blob>();
const saved: { name: string; blob: Blob | undefined }[] = [];
const createObjectURL = URL.createObjectURL;
const revokeObjectURL = URL.revokeObjectURL;
URL.createObjectURL = (blob: Blob) => {
  const href = `blob:test/${blobs.size}`;
  blobs.set(href, blob);
  return href;
};
URL.revokeObjectURL = () => {};
const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
  saved.push({ name: this.download, blob: blobs.get(this.href) });
});
afterAll(() => {
  click.mockRestore();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

const session = { preloadedState: { session: signedInSession() } };
const period = { dateFrom: '2026-10-01', dateTo: '2026-10-31' };

function fileAnswer(name: string, body: string, type: string) {
  return new Response(body, {
    headers: {
      'content-type': type,
      'content-disposition': `attachment; filename="fallback"; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });
}

describe('WidgetDownloadMenu', () => {
  beforeEach(() => {
    saved.length = 0;
  });

  it('offers CSV and Excel and saves each file under the name the server gives', async () => {
    const calls = fakeServer((request) =>
      request.url.endsWith('/csv')
        ? fileAnswer('Prices € week.csv', 'Retailer,Price\nBol.com,12.49\n', 'text/csv')
        : fileAnswer(
            'Prices € week.xlsx',
            'PK-xlsx',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          ),
    );
    const { user } = renderWithProviders(
      <WidgetDownloadMenu widgetId={5} widgetName="Prices" period={period} />,
      session,
    );

    await user.click(screen.getByRole('button', { name: 'Download Prices' }));
    await user.click(await screen.findByRole('menuitem', { name: DOWNLOAD_TEXTS.csv }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('Prices € week.csv');
    expect(await saved[0]?.blob?.text()).toBe('Retailer,Price\nBol.com,12.49\n');

    await user.click(screen.getByRole('button', { name: 'Download Prices' }));
    await user.click(await screen.findByRole('menuitem', { name: DOWNLOAD_TEXTS.excel }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]?.name).toBe('Prices € week.xlsx');

    // The period drawn is the period downloaded, on the customer's path of that widget.
    expect(calls).toEqual([
      { method: 'POST', path: '/api/customer/42/widget/5/download/csv', body: period },
      { method: 'POST', path: '/api/customer/42/widget/5/download/excel', body: period },
    ]);
  });

  it('posts an empty body without a period, so the widget’s own period applies', async () => {
    const calls = fakeServer(() => fileAnswer('KPI.csv', 'Metric,Value\n', 'text/csv'));
    const { user } = renderWithProviders(<WidgetDownloadMenu widgetId={7} widgetName="KPI" />, session);
    await user.click(screen.getByRole('button', { name: 'Download KPI' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls).toEqual([{ method: 'POST', path: '/api/customer/42/widget/7/download/csv', body: {} }]);
  });

  it('offers all rows in either format, asking the server for every row', async () => {
    const calls = fakeServer((request) =>
      fileAnswer(request.url.endsWith('/csv') ? 'All.csv' : 'All.xlsx', 'Retailer,Price\n', 'text/csv'),
    );
    const { user } = renderWithProviders(
      <WidgetDownloadMenu widgetId={5} widgetName="Prices" period={period} />,
      session,
    );
    await user.click(screen.getByRole('button', { name: 'Download Prices' }));
    expect(await screen.findByText(DOWNLOAD_TEXTS.allGroup)).toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: DOWNLOAD_TEXTS.csvAll }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Download Prices' }));
    await user.click(await screen.findByRole('menuitem', { name: DOWNLOAD_TEXTS.excelAll }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(calls).toEqual([
      { method: 'POST', path: '/api/customer/42/widget/5/download/csv', body: { ...period, exportRows: 'all' } },
      { method: 'POST', path: '/api/customer/42/widget/5/download/excel', body: { ...period, exportRows: 'all' } },
    ]);
  });

  it('sends the rest of the request it is given: a placed widget in its dashboard', async () => {
    const calls = fakeServer(() => fileAnswer('Placed.csv', 'Metric,Value\n', 'text/csv'));
    const request = { dashboardWidgetId: 31, dashboardId: 4, filterRetailerIds: [3] };
    const { user } = renderWithProviders(
      <WidgetDownloadMenu widgetId={7} widgetName="Placed" period={period} request={request} />,
      session,
    );
    await user.click(screen.getByRole('button', { name: 'Download Placed' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls).toEqual([
      { method: 'POST', path: '/api/customer/42/widget/7/download/csv', body: { ...request, ...period } },
    ]);
  });

  it('tells a failed download and saves nothing', async () => {
    fakeServer(() =>
      json(
        { statusCode: 404, error: 'Not Found', message: 'This widget does not exist or is not shared with you.' },
        404,
      ),
    );
    const { user } = renderWithProviders(
      <WidgetDownloadMenu widgetId={9} widgetName="Gone" period={period} />,
      session,
    );
    await user.click(screen.getByRole('button', { name: 'Download Gone' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel' }));
    expect(await screen.findByText(DOWNLOAD_TEXTS.failed)).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('is disabled, saying why, for a widget not saved yet', async () => {
    const calls = fakeServer(() => json({}));
    const { user } = renderWithProviders(<WidgetDownloadMenu widgetId={null} widgetName="Draft" />, session);
    const button = screen.getByRole('button', { name: 'Download Draft' });
    expect(button).toBeDisabled();
    await user.hover(screen.getByTestId('download-disabled'));
    expect(await screen.findByText(DOWNLOAD_TEXTS.unsaved)).toBeInTheDocument();
    expect(screen.queryByRole('menuitem')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
