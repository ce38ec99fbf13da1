import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse, renderWithProviders } from '@shelfsight/api-client/test-utils';
import type { ProductDetails } from '@shelfsight/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleProductDetails } from '../../../testing/sampleProductDetails';
import { trendMetrics } from './trendMetrics';
import { sampleTrend } from './trendSamples';
import TrendsTab from './TrendsTab';

const detailsPath = 'GET /api/customer/42/products/get-details/4711';
const chartPath = 'GET /api/customer/42/chart/get-details';

function serve(details: ProductDetails) {
  return fakeRoutes({
    [detailsPath]: () => jsonResponse({ rawOutput: details }),
    [chartPath]: (request) => {
      const query = new URL(request.url).searchParams;
      const metric = trendMetrics.find((item) => item.metric === query.get('metric'));
      const [dateFrom = '', dateTo = ''] = (query.get('dates') ?? '').split(',');
      return metric
        ? jsonResponse(sampleTrend(metric, dateFrom, dateTo))
        : jsonResponse({ statusCode: 400, error: 'Bad Request', message: 'Unknown metric.' }, 400);
    },
  });
}

async function renderTab(details: ProductDetails = sampleProductDetails()) {
  const { requests } = serve(details);
  const view = renderWithProviders(<TrendsTab productDummyId="4711" />, {
    preloadedState: { session: signedInSession() },
  });
  const chartQueries = () =>
    requests
      .filter((request) => new URL(request.url).pathname.endsWith('/chart/get-details'))
      .map((request) => Object.fromEntries(new URL(request.url).searchParams));
  await waitFor(() => expect(chartQueries()).toHaveLength(1));
  return { ...view, chartQueries };
}

// antd's button radios take the click on their label; the input itself lets pointer events through.
const chooseMetric = (user: ReturnType<typeof renderWithProviders>['user'], label: string) =>
  user.click(screen.getByRole('radio', { name: label }).closest('label') as HTMLElement);

describe('TrendsTab', { timeout: 30_000 }, () => {
  it("asks for the DCC score per retailer over the details' period first, then the metric of the button", async () => {
    const details = sampleProductDetails();
    const { user, chartQueries } = await renderTab(details);
    expect(chartQueries()[0]).toMatchObject({
      productId: '4711',
      metric: 'DCC_SCORE',
      dimension: 'RETAILER',
      dates: `${details.dateFrom},${details.dateTo}`,
      visualizationType: 'LINE',
      dateGranularity: 'DAY',
      aggregationType: 'MIN',
      useDefaults: '0',
    });

    await chooseMetric(user, 'Selling price');
    await waitFor(() => expect(chartQueries()).toHaveLength(2));
    expect(chartQueries()[1]).toMatchObject({ metric: 'PRICE_SELL', dimension: 'RETAILER' });

    await chooseMetric(user, 'Search rank');
    await waitFor(() => expect(chartQueries()).toHaveLength(3));
    expect(chartQueries()[2]).toMatchObject({ metric: 'SEARCH_RANK', dimension: 'SEARCH_KEYWORD' });

    await chooseMetric(user, 'Category rank');
    await waitFor(() => expect(chartQueries()).toHaveLength(4));
    expect(chartQueries()[3]).toMatchObject({ metric: 'CATEGORY_RANK', dimension: 'CATEGORY_LISTING' });
  });

  it('offers the lines menu only when the chart has more than one line', async () => {
    const { user } = await renderTab();
    const linesButton = await screen.findByRole('button', { name: /Lines/ });

    await user.click(linesButton);
    const lineBoxes = await screen.findAllByRole('checkbox');
    expect(lineBoxes.map((box) => box.closest('label')?.textContent)).toEqual(['Amazon DE', 'dm', 'bol.com', 'Boots']);
    for (const box of lineBoxes) await user.click(box);
    expect(screen.getByText('Every line is hidden.')).toBeInTheDocument();

    // The sample's category rank has one line: nothing to show or hide.
    await chooseMetric(user, 'Category rank');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Category rank' })).toBeChecked());
    await waitFor(() => expect(screen.queryByRole('button', { name: /Lines/ })).not.toBeInTheDocument());
  });

  it("limits the period to the customer's retention", async () => {
    const details = sampleProductDetails({
      dateFrom: '2026-10-29',
      dateTo: '2026-11-27',
      retention: { minDate: '2026-10-15', maxDate: '2026-11-27' },
    });
    const { user } = await renderTab(details);
    // The picker shows the day as every screen writes dates: 'Oct 29, 2026'.
    const shown = (day: string) =>
      new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
    expect(screen.getByPlaceholderText('Start date')).toHaveValue(shown(details.dateFrom));
    expect(screen.getByPlaceholderText('End date')).toHaveValue(shown(details.dateTo));

    await user.click(screen.getByPlaceholderText('Start date'));
    const cell = (day: string) => document.querySelector(`td[title="${day}"]`);
    await waitFor(() => expect(cell('2026-10-14')).not.toBeNull());
    expect(cell('2026-10-14')).toHaveClass('ant-picker-cell-disabled');
    expect(cell('2026-10-15')).not.toHaveClass('ant-picker-cell-disabled');
    expect(cell('2026-11-27')).not.toHaveClass('ant-picker-cell-disabled');
    expect(cell('2026-11-28')).toHaveClass('ant-picker-cell-disabled');
  });

  it('asks for the period chosen in the picker', async () => {
    const { user, chartQueries } = await renderTab();
    await user.click(screen.getByPlaceholderText('Start date'));
    await user.click(document.querySelector('td[title="2026-11-02"]') as HTMLElement);
    await user.click(document.querySelector('td[title="2026-11-16"]') as HTMLElement);
    await waitFor(() => expect(chartQueries()).toHaveLength(2));
    expect(chartQueries()[1]).toMatchObject({ metric: 'DCC_SCORE', dates: '2026-11-02,2026-11-16' });
  });
});
