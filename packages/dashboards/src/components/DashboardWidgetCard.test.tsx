import { createSlotRegistry, SlotsProvider, type AppFeature, type SlotRegistry } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { dataTableOutputSchema, type DashboardWidgetWithDefinition } from '@shelfsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleDashboard, sampleDashboardList, sampleWidgetsFor } from '../testing/sampleDashboards';
import { sampleRatingDetails } from '../testing/sampleWidgetDetails';
import { DashboardWidgetCard } from './DashboardWidgetCard';
import { detailsTargetOf } from './WidgetDetailsDialog';

// Rating per retailer, its Reviews group linked to "Content and DCC" (6) and to an unknown dashboard (404).
const ratingTable = {
  visualizationType: 'DATA_TABLE',
  rawOutput: dataTableOutputSchema.parse({
    columns: [
      { key: 'item', id: 0, sequenceNumber: 0, name: 'Retailer', dataType: 's', format: 'text' },
      { key: 'f1', id: 14, sequenceNumber: 1, name: 'Rating', dataType: 'n', format: 'number', columnGroupId: 2 },
    ],
    columnGroups: [
      { id: 2, sequenceNumber: 1, name: 'Reviews', color: null, icon: null, linkedDashboardId: 6 },
      { id: 3, sequenceNumber: 2, name: 'Other', color: null, icon: null, linkedDashboardId: 404 },
    ],
    rows: [
      { key: 'retailer:1', values: { item: 'Tesco', f1: 4.3 } },
      { key: 'retailer:3', values: { item: 'Asda', f1: 4.1 } },
    ],
    totalRows: 2,
    page: 1,
    itemsPerPage: 50,
    sortBy: null,
    sortDesc: false,
  }),
  settingsUsed: { dateFrom: '2026-03-01', dateTo: '2026-03-31', aggregationFunction: 'AVG' },
};

const kpi = {
  visualizationType: 'KPI',
  rawOutput: { value: 4.2, compareValue: null, observationCount: 90 },
  settingsUsed: {
    metricName: 'Rating',
    valueFormat: { type: 'number' },
    aggregationFunction: 'AVG',
    dateFrom: '2026-03-01',
    dateTo: '2026-03-31',
  },
};

function renderCard(
  answer: object,
  options: { override?: number[]; interactive?: boolean; registry?: SlotRegistry } = {},
) {
  const dashboard = sampleDashboard({ defaultSavedFilterId: 9 });
  const placed = sampleWidgetsFor(dashboard).find((widget) => widget.id === 32) as DashboardWidgetWithDefinition;
  const server = fakeRoutes({
    'POST /api/customer/42/widget/get-data': () => json(answer),
    'GET /api/customer/42/dashboards': () => json(sampleDashboardList()),
    'GET /api/customer/42/widget/13/get-widget-data-details': () => json(sampleRatingDetails()),
    'POST /api/customer/42/widget/13/download/csv': () =>
      new Response('Retailer,Rating\n', {
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="Rating.csv"' },
      }),
  });
  const onCrossFilter = vi.fn();
  const onOpenLinkedDashboard = vi.fn();
  const card = (
    <DashboardWidgetCard
      dashboard={dashboard}
      placed={{ ...placed, overrideLinkedDashboards: options.override ?? [] }}
      eager={options.interactive === false}
      onCrossFilter={onCrossFilter}
      onOpenLinkedDashboard={onOpenLinkedDashboard}
    />
  );
  const view = renderWithProviders(
    options.registry ? <SlotsProvider registry={options.registry}>{card}</SlotsProvider> : card,
    { preloadedState: { session: signedInSession() } },
  );
  return { ...view, ...server, onCrossFilter, onOpenLinkedDashboard, dashboard, placed };
}

const detailsQueries = (requests: Request[]) =>
  requests.filter((request) => request.url.includes('get-widget-data-details')).map((request) => new URL(request.url));

describe('DashboardWidgetCard item menu', { timeout: 30_000 }, () => {
  it('names the widget in a title on its heading, which the card cuts to one line', async () => {
    renderCard(kpi);
    const heading = document.querySelector('.ant-card-head-title') as HTMLElement;
    expect(heading.textContent).not.toBe('');
    expect(within(heading).getByText(heading.textContent ?? '')).toHaveAttribute('title', heading.textContent);
  });

  it('offers to filter by a clicked row, its products and the dashboards its groups link to', async () => {
    const { user, onCrossFilter, onOpenLinkedDashboard } = renderCard(ratingTable);
    await user.click(await screen.findByText('Tesco'));
    const menu = await screen.findByRole('dialog', { name: 'Tesco' });
    // Dashboard 404 is not in my list, so it is not offered.
    expect(await within(menu).findByRole('button', { name: 'Open Content and DCC' })).toBeInTheDocument();
    expect(within(menu).getAllByRole('button', { name: /^Open / })).toHaveLength(1);
    await user.click(within(menu).getByRole('button', { name: 'Filter dashboard by Tesco' }));
    expect(onCrossFilter).toHaveBeenCalledWith({ key: 'retailer:1', label: 'Tesco' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tesco' })).toBeNull());

    await user.click(screen.getByText('Asda'));
    await user.click(await screen.findByRole('button', { name: 'Open Content and DCC' }));
    expect(onOpenLinkedDashboard).toHaveBeenCalledWith(6, { key: 'retailer:3', label: 'Asda' });
  });

  it('takes the placed widget’s linked dashboards over the column groups’, never the dashboard itself', async () => {
    const { user } = renderCard(ratingTable, { override: [7, 5] });
    await user.click(await screen.findByText('Tesco'));
    const menu = await screen.findByRole('dialog', { name: 'Tesco' });
    expect(await within(menu).findByRole('button', { name: 'Open Reviews and ratings' })).toBeInTheDocument();
    expect(within(menu).getAllByRole('button', { name: /^Open / })).toHaveLength(1);
  });

  it('shows the products behind the item in the widget’s context, under the server’s title', async () => {
    const { user, requests } = renderCard(ratingTable);
    await user.click(await screen.findByText('4.3'));
    await user.click(await screen.findByRole('button', { name: 'Show products' }));
    const dialog = await screen.findByRole('dialog', { name: '6 products with 412 out of 1873 reviews' });
    expect(within(dialog).getByText('Tesco · Rating · Mar 1, 2026 – Mar 31, 2026')).toBeInTheDocument();
    const first = within(dialog).getByText('NIVEA Creme 150 ml').closest('tr') as HTMLElement;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['NIVEA Creme 150 ml', 'Tesco', '4.6']);
    const [query] = detailsQueries(requests);
    expect(Object.fromEntries(query?.searchParams ?? [])).toEqual({
      item: 'retailer:1',
      metricId: '14',
      dashboardId: '5',
      dashboardWidgetId: '32',
      datePreset: '30d',
      applyRetailerAssortment: '1',
      savedFilterIds: '9',
      page: '1',
      itemsPerPage: '10',
    });
  });

  it('opens the details of the whole widget from a KPI’s value', async () => {
    const { user, requests } = renderCard(kpi);
    await user.click(await screen.findByRole('button', { name: '4.2' }));
    expect(await screen.findByRole('dialog', { name: '6 products with 412 out of 1873 reviews' })).toBeInTheDocument();
    expect(detailsQueries(requests)[0]?.searchParams.has('item')).toBe(false);
  });

  it('takes no clicks in print', async () => {
    const { user } = renderCard(ratingTable, { interactive: false });
    await user.click(await screen.findByText('Tesco'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('detailsTargetOf', () => {
  const rest = { context: {} };
  it('needs a saved widget and, unless the whole widget is asked for, an item', () => {
    const item = { key: 'brand:3', label: 'NIVEA' };
    expect(detailsTargetOf(undefined, item, rest)).toBeNull();
    expect(detailsTargetOf(13, null, rest)).toBeNull();
    expect(detailsTargetOf(13, item, rest)).toEqual({ context: {}, widgetId: 13, item });
    expect(detailsTargetOf(13, null, rest, true)).toEqual({ context: {}, widgetId: 13, item: null });
  });
});

describe('DashboardWidgetCard dataset link', { timeout: 30_000 }, () => {
  it('links to the dataset builder from this placed widget', async () => {
    renderCard(ratingTable);
    const link = await screen.findByRole('link', { name: /^Build dataset from / });
    expect(link).toHaveAttribute('href', '/datasets/builder/?dwId=32');
  });

  it('offers no dataset link in print', async () => {
    renderCard(ratingTable, { interactive: false });
    await screen.findByText('Tesco');
    expect(screen.queryByRole('link', { name: /^Build dataset from / })).toBeNull();
  });
});

describe('DashboardWidgetCard download', { timeout: 30_000 }, () => {
  it('downloads the placed widget in its dashboard: dashboard, filters and assortment, the page of 50 rows', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:test/1');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    try {
      const { user, calls, dashboard, placed } = renderCard(ratingTable);
      const title = placed.nameOverride ?? placed.widget?.name ?? '';
      await user.click(await screen.findByRole('button', { name: `Download ${title}` }));
      await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      const download = calls.find((call) => call.path.endsWith('/download/csv'));
      expect(download?.method).toBe('POST');
      expect(download?.body).toMatchObject({
        dashboardId: dashboard.id,
        dashboardWidgetId: 32,
        applyRetailerAssortment: dashboard.applyRetailerAssortment,
        // The dashboard's default saved filter, as the card draws with it.
        savedFilterIds: [9],
      });
      // The card shows 10 rows a page on screen; the file holds the download's default page.
      expect(download?.body).not.toHaveProperty('itemsPerPage');
    } finally {
      click.mockRestore();
      createObjectURL.mockRestore();
      revokeObjectURL.mockRestore();
    }
  });

  it('offers no download in print', async () => {
    renderCard(ratingTable, { interactive: false });
    await screen.findByText('Tesco');
    expect(screen.queryByRole('button', { name: /^Download / })).toBeNull();
  });
});

// A feature of this test only: it contributes an action to every widget card, without the dashboards importing it.
const PinAction = ({ widgetId, dashboardId }: { widgetId: number; dashboardId: number }) => (
  <p>
    Pinning widget {widgetId} of dashboard {dashboardId}
  </p>
);
const pinFeature: AppFeature = {
  id: 'pins',
  routes: [],
  contributions: {
    'widgetCard.actions': [{ id: 'pin', label: 'Pin to board', load: async () => ({ default: PinAction }) }],
  },
};

describe('DashboardWidgetCard contributed actions', { timeout: 30_000 }, () => {
  it('lists the actions features contribute and runs the chosen one with the widget and dashboard ids', async () => {
    const { user, dashboard, placed } = renderCard(kpi, { registry: createSlotRegistry([pinFeature]) });
    const title = placed.nameOverride ?? placed.widget?.name ?? '';
    await user.click(await screen.findByRole('button', { name: `More actions for ${title}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Pin to board' }));
    expect(
      await screen.findByText(`Pinning widget ${placed.widgetId} of dashboard ${dashboard.id}`),
    ).toBeInTheDocument();
  });

  it('shows no actions menu when no feature contributes, with or without a bound registry', async () => {
    const { unmount } = renderCard(kpi, { registry: createSlotRegistry([]) });
    await screen.findByRole('button', { name: /^Download / });
    expect(screen.queryByRole('button', { name: /^More actions for / })).toBeNull();
    unmount();
    renderCard(kpi);
    await screen.findByRole('button', { name: /^Download / });
    expect(screen.queryByRole('button', { name: /^More actions for / })).toBeNull();
  });

  it('offers no actions in print', async () => {
    renderCard(ratingTable, { interactive: false, registry: createSlotRegistry([pinFeature]) });
    await screen.findByText('Tesco');
    expect(screen.queryByRole('button', { name: /^More actions for / })).toBeNull();
  });
});
