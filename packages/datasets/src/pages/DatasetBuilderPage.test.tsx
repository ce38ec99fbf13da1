import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  contextFromDate,
  contextToDate,
  sampleDatasets,
  sampleDimensions,
  sampleMetrics,
  sampleSavedFilters,
  sampleUsersAnswer,
  sampleWidgetContext,
  sampleWidgets,
} from '../testing/sampleData';
import { DatasetBuilderPage } from './DatasetBuilderPage';

const routes = [
  { path: '/datasets/', element: <p>Dataset list</p> },
  { path: '/datasets/builder/', element: <DatasetBuilderPage /> },
];
const session = { session: signedInSession() };

/** The lists every builder reads. */
const lookups = {
  'GET /api/customer/42/widgets': () => json(sampleWidgets),
  'GET /api/customer/42/filtered-metrics': () => json(sampleMetrics),
  'GET /api/dimensions': () => json(sampleDimensions),
  'GET /api/customer/42/saved-filters': () => json(sampleSavedFilters),
  'GET /api/customer/42/saved-filter-users': () => json(sampleUsersAnswer),
  'GET /api/customer/42/data-retention': () => json({ months: 24 }),
  'GET /api/customer/42/datasets/context': () => json(sampleWidgetContext),
};
const created = () => json(sampleDatasets[1]);
const sent = (server: ReturnType<typeof fakeRoutes>) =>
  server.calls.find((call) => call.method === 'POST')?.body as Record<string, unknown> | undefined;

type User = ReturnType<typeof renderRoutes>['user'];
async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByTitle(option));
}

/** The labels antd marks as required (the asterisk), in order. */
const requiredLabels = () =>
  Array.from(document.querySelectorAll('label.ant-form-item-required')).map((label) => label.textContent);

describe('DatasetBuilderPage', () => {
  it('marks the fields the builder cannot do without', async () => {
    fakeRoutes(lookups);
    const { user } = renderRoutes(routes, { route: '/datasets/builder/', preloadedState: session });
    await screen.findByRole('button', { name: 'Build dataset' });
    expect(requiredLabels()).toEqual(['Name', 'Metrics', 'Dimensions', 'Dates']);
    // Screen readers hear it from the field, not from the mark.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByRole('radio', { name: 'A saved widget' }));
    expect(requiredLabels()).toEqual(['Name', 'Widget', 'Dates']);
  });

  it("gives the contract's messages and sends nothing while the builder is incomplete", async () => {
    const server = fakeRoutes({ ...lookups, 'POST /api/customer/42/dataset/create': created });
    const { user } = renderRoutes(routes, { route: '/datasets/builder/', preloadedState: session });
    await user.click(await screen.findByRole('button', { name: 'Build dataset' }));
    expect(await screen.findByText('Enter a name for the dataset.')).toBeInTheDocument();
    expect(await screen.findByText('Choose a widget, or at least one metric and one dimension.')).toBeInTheDocument();
    await choose(user, 'Metrics', 'Availability');
    expect(await screen.findByText('Choose at least one dimension.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'A saved widget' }));
    await user.click(screen.getByRole('button', { name: 'Build dataset' }));
    expect(await screen.findByText('Choose a widget.')).toBeInTheDocument();
    expect(sent(server)).toBeUndefined();
  });

  it('builds metrics × dimensions by month and goes to the list', async () => {
    const server = fakeRoutes({ ...lookups, 'POST /api/customer/42/dataset/create': created });
    const { user, router } = renderRoutes(routes, { route: '/datasets/builder/', preloadedState: session });
    await user.type(await screen.findByLabelText('Name'), 'Availability by retailer');
    await choose(user, 'Metrics', 'Availability');
    await choose(user, 'Metrics', 'Price index');
    await choose(user, 'Dimensions', 'Retailer');
    await choose(user, 'Group by date', 'Month');
    await user.click(screen.getByRole('radio', { name: 'Excel' }));
    await user.click(screen.getByRole('button', { name: 'Build dataset' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/datasets/'));
    const body = sent(server)!;
    expect(body).toMatchObject({
      subject: 'Availability by retailer',
      outputType: 'metrics',
      metricIds: [2, 18],
      dimensionIds: [1],
      dateGrouping: 'MONTHNUM',
      widgetId: null,
      dashboardWidgetId: null,
      fileType: 'xlsx',
      expiryDays: 30,
    });
    expect(body.fromDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.fromDate! <= body.toDate!).toBe(true);
  });

  it('defaults a saved widget to its table when it is a table, else to the product rows', async () => {
    const server = fakeRoutes({ ...lookups, 'POST /api/customer/42/dataset/create': created });
    const { user } = renderRoutes(routes, { route: '/datasets/builder/', preloadedState: session });
    await user.type(await screen.findByLabelText('Name'), 'Rows');
    await user.click(screen.getByRole('radio', { name: 'A saved widget' }));
    await choose(user, 'Widget', 'Assortment table');
    expect(screen.getByRole('radio', { name: "The widget's table" })).toBeChecked();
    await choose(user, 'Widget', 'Price index');
    expect(screen.getByRole('radio', { name: 'The product rows behind it' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: "The widget's table" })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Build dataset' }));
    await waitFor(() => expect(sent(server)).toMatchObject({ widgetId: 9, outputType: 'DETAILS', metricIds: [] }));
  });

  it('starts from a placed widget through datasets/context and sends its source and filters', async () => {
    const server = fakeRoutes({ ...lookups, 'POST /api/customer/42/dataset/create': created });
    const { user } = renderRoutes(routes, { route: '/datasets/builder/?dwId=301', preloadedState: session });
    expect(await screen.findByLabelText('Name')).toHaveValue('Assortment table (Market overview)');
    expect(
      screen.getByRole('radio', { name: 'This dashboard widget: Assortment table (Market overview)' }),
    ).toBeChecked();
    expect(screen.getByRole('radio', { name: "The widget's table" })).toBeChecked();
    expect(await screen.findByText('More filters (1 chosen)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Build dataset' }));
    await waitFor(() =>
      expect(sent(server)).toMatchObject({
        dashboardWidgetId: 301,
        outputType: 'widgetdata',
        fromDate: contextFromDate,
        toDate: contextToDate,
        filterSet: { savedFilterIds: [11], filterRetailerIds: [3] },
        applyRetailerAssortment: true,
      }),
    );
    const contextCall = server.requests.find((request) => request.url.includes('/datasets/context'));
    expect(new URL(contextCall!.url).search).toBe('?dwId=301');
  });

  it("shows the server's field messages beside their fields and stays", async () => {
    fakeRoutes({
      ...lookups,
      'POST /api/customer/42/dataset/create': () =>
        json({ statusCode: 422, message: 'Invalid input', fields: { widgetId: 'This widget is gone.' } }, 422),
    });
    const { user, router } = renderRoutes(routes, { route: '/datasets/builder/?dwId=301', preloadedState: session });
    await screen.findByLabelText('Name');
    await user.click(screen.getByRole('radio', { name: 'A saved widget' }));
    await choose(user, 'Widget', 'Price index');
    await user.click(screen.getByRole('button', { name: 'Build dataset' }));
    expect(await screen.findByText('This widget is gone.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/datasets/builder/');
  });
});
