import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import type { CalculatedMetricCompareInput, CalculatedMetricComparison } from '@shelfsight/contracts';
import { SAMPLE_CUSTOMER_RETAILERS, SAMPLE_PRODUCT_FILTER_ITEMS } from '@shelfsight/product-kit/samples';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sampleComparison } from '../testing/sampleComparison';
import { sampleVersions } from '../testing/sampleData';
import { sampleSavedFilters } from '../testing/sampleSavedFilters';
import { COMPARE_TEXTS, defaultVersions, savedFilterOption, TestAndCompareDccPage } from './TestAndCompareDccPage';

const base = '/api/customer/42/calculated-metric';
const route = '/settings/test-and-compare-dcc-score/';
const routes = [{ path: route, element: <TestAndCompareDccPage /> }];

// The browser's save: the name each download asked for.
const saved: string[] = [];
const createObjectURL = URL.createObjectURL;
URL.createObjectURL = () => 'blob:test/compare';
const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
  saved.push(this.download);
});
afterAll(() => {
  click.mockRestore();
  URL.createObjectURL = createObjectURL;
});

/** The server: the sample comparison for whatever versions are asked, so the columns name them. */
function serve() {
  return fakeRoutes({
    [`GET ${base}/DCC_SCORE/versions`]: () => json(sampleVersions),
    'GET /api/customer/42/retailers': () => json(SAMPLE_CUSTOMER_RETAILERS),
    'GET /api/customer/42/dashboard/filter/products': () => json(SAMPLE_PRODUCT_FILTER_ITEMS),
    'GET /api/customer/42/saved-filters': () => json(sampleSavedFilters),
    [`POST ${base}/compare/DCC_SCORE`]: async (request) => {
      const { versionA, versionB } = (await request.json()) as CalculatedMetricCompareInput;
      return json({ ...sampleComparison, versionA, versionB } satisfies CalculatedMetricComparison);
    },
    [`POST ${base}/compare/DCC_SCORE/download/csv`]: () =>
      new Response('Product,Retailer\n', {
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="DCC compare v1 v2.csv"' },
      }),
  });
}

const compareBodies = (server: ReturnType<typeof serve>) =>
  server.calls.filter((call) => call.path === `${base}/compare/DCC_SCORE`).map((call) => call.body);
/** The product names of the table's rows, top to bottom. */
const productColumn = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('TestAndCompareDccPage', () => {
  it('compares the active version with the newest other one on the newest day, page by page', async () => {
    const server = serve();
    renderRoutes(routes, { route, preloadedState: { session: signedInSession() } });
    expect(await screen.findByText('NIVEA Creme 150 ml')).toBeInTheDocument();
    // No date: the server takes the newest day; empty lists: every retailer and product.
    expect(compareBodies(server)).toEqual([{ versionA: 1, versionB: 2, retailerIds: [], productIds: [] }]);
    expect(
      screen.getByText('Nov 28, 2026: 6 pages, 4 scored differently. Average score v1 74%, v2 70%.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Score v1/ })).toBeInTheDocument();
    const nivea = screen.getByText('NIVEA Creme 150 ml').closest('tr') as HTMLElement;
    expect(within(nivea).getByText('-14')).toBeInTheDocument();
    expect(within(nivea).getByText('Minimal / Images: met → not met')).toBeInTheDocument();
    expect(within(nivea).getByText('Extended / Video: not met → not counted')).toBeInTheDocument();
    expect(productColumn()).toEqual(sampleComparison.pages.map((page) => page.productName));
  });

  it('sorts the rows by a column', async () => {
    serve();
    const { user } = renderRoutes(routes, { route, preloadedState: { session: signedInSession() } });
    await screen.findByText('NIVEA Creme 150 ml');
    await user.click(screen.getByRole('columnheader', { name: /Product/ }));
    const byName = sampleComparison.pages.map((page) => page.productName!).sort((a, b) => a.localeCompare(b));
    expect(productColumn()).toEqual(byName);
    await user.click(screen.getByRole('columnheader', { name: /Difference/ }));
    // Ascending: the largest drop first, the largest gain last.
    expect(productColumn()[0]).toBe('Pampers Baby-Dry Size 4, 46 pcs');
    expect(productColumn().at(-1)).toBe("L'Oréal Elvital Color-Glanz Shampoo 300 ml");
  });

  it('asks again for the versions and retailers chosen, and downloads what is shown', async () => {
    const server = serve();
    const { user } = renderRoutes(routes, { route, preloadedState: { session: signedInSession() } });
    await screen.findByText('NIVEA Creme 150 ml');
    await user.click(screen.getByRole('combobox', { name: COMPARE_TEXTS.versionA }));
    await user.click((await screen.findAllByText('Version 2: Extended weighted higher')).at(-1)!);
    await user.click(screen.getByRole('combobox', { name: COMPARE_TEXTS.retailers }));
    await user.click(await screen.findByText(SAMPLE_CUSTOMER_RETAILERS[0]!.displayName));
    const retailerId = SAMPLE_CUSTOMER_RETAILERS[0]!.id;
    const wanted = { versionA: 2, versionB: 2, retailerIds: [retailerId], productIds: [] };
    await waitFor(() => expect(compareBodies(server).at(-1)).toEqual(wanted));
    await waitFor(() => expect(screen.getByRole('button', { name: /Download CSV/ })).toBeEnabled());

    await user.click(screen.getByRole('button', { name: /Download CSV/ }));
    await waitFor(() => expect(saved).toEqual(['DCC compare v1 v2.csv']));
    const download = server.calls.find((call) => call.path.endsWith('/download/csv'));
    expect(download).toEqual({ method: 'POST', path: `${base}/compare/DCC_SCORE/download/csv`, body: wanted });
  });
});

describe('TestAndCompareDccPage with a saved filter', () => {
  it('compares the pages of a chosen saved filter instead of products, and downloads the same', async () => {
    const server = serve();
    const { user } = renderRoutes(routes, { route, preloadedState: { session: signedInSession() } });
    await screen.findByText('NIVEA Creme 150 ml');
    await user.click(screen.getByRole('combobox', { name: COMPARE_TEXTS.savedFilter }));
    // Another user's filter names its owner; a search-only one says why it cannot be chosen.
    const searchOnly = await screen.findByText(`Coffee machine searches — ${COMPARE_TEXTS.notForPages}`);
    expect(searchOnly.closest('.ant-select-item')).toHaveClass('ant-select-item-option-disabled');
    await user.click(await screen.findByText('Skin care brands (Andy Analyst)'));
    const wanted = { versionA: 1, versionB: 2, retailerIds: [], productIds: [], savedFilterId: 5 };
    await waitFor(() => expect(compareBodies(server).at(-1)).toEqual(wanted));
    expect(screen.getByRole('combobox', { name: COMPARE_TEXTS.products })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Download CSV/ }));
    await waitFor(() => expect(server.calls.some((call) => call.path.endsWith('/download/csv'))).toBe(true));
    expect(server.calls.find((call) => call.path.endsWith('/download/csv'))?.body).toEqual(wanted);
  });

  it('offers a filter by name, another user’s with its owner, one of search results disabled', () => {
    expect(sampleSavedFilters.map(savedFilterOption)).toEqual([
      { value: 3, label: 'Germany', disabled: false },
      { value: 5, label: 'Skin care brands (Andy Analyst)', disabled: false },
      { value: 8, label: `Coffee machine searches — ${COMPARE_TEXTS.notForPages}`, disabled: true },
    ]);
  });
});

describe('TestAndCompareDccPage when the comparison fails', () => {
  it('says so and offers no download', async () => {
    fakeRoutes({
      [`GET ${base}/DCC_SCORE/versions`]: () => json(sampleVersions),
      'GET /api/customer/42/retailers': () => json(SAMPLE_CUSTOMER_RETAILERS),
      'GET /api/customer/42/dashboard/filter/products': () => json(SAMPLE_PRODUCT_FILTER_ITEMS),
      'GET /api/customer/42/saved-filters': () => json(sampleSavedFilters),
      [`POST ${base}/compare/DCC_SCORE`]: () => json({ statusCode: 500, error: 'Internal Server Error' }, 500),
    });
    renderRoutes(routes, { route, preloadedState: { session: signedInSession() } });
    expect(await screen.findByText(COMPARE_TEXTS.failed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Download CSV/ })).toBeDisabled();
    expect(screen.getByText('No product pages to compare.')).toBeInTheDocument();
  });
});

describe('defaultVersions', () => {
  it('sets the active version against the newest other one', () => {
    const [one, two] = sampleVersions;
    const versions = [
      { ...one!, isActiveVersion: false },
      { ...two!, isActiveVersion: true },
      { ...two!, versionNumber: 3, isActiveVersion: false },
    ];
    expect(defaultVersions(versions)).toEqual({ a: 2, b: 3 });
    expect(defaultVersions([one!])).toEqual({ a: 1, b: 1 });
    expect(defaultVersions([])).toEqual({ a: null, b: null });
  });
});
