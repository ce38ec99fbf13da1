import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import { savedFilterMessages, type SavedFilterSegment } from '@shelfsight/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleFilters, sampleItems, sampleUsersAnswer } from '../testing/sampleData';
import { emptySegments } from '../utils/segments';
import { SavedFilterFormPage } from './SavedFilterFormPage';

const routes = [
  { path: '/saved-filters/', element: <p>Saved filter list</p> },
  { path: '/saved-filters/create/', element: <SavedFilterFormPage /> },
  { path: '/saved-filters/edit/', element: <SavedFilterFormPage /> },
  { path: '/product-filters/edit/', element: <SavedFilterFormPage /> },
];
const session = { session: signedInSession() };

/** The lists every form reads: users and the items of each segment. */
const lookups = Object.fromEntries([
  ['GET /api/customer/42/saved-filter-users', () => json(sampleUsersAnswer)],
  ...Object.entries(sampleItems).map(([segment, items]) => [
    `GET /api/customer/42/dashboard/filter/${segment as SavedFilterSegment}`,
    () => json(items),
  ]),
]);

async function choose(user: ReturnType<typeof renderRoutes>['user'], label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByTitle(option));
  await user.keyboard('{Escape}');
}

describe('SavedFilterFormPage', () => {
  it('creates a filter with a retailer and a brand and returns to the list', async () => {
    const server = fakeRoutes({
      ...lookups,
      'POST /api/customer/42/saved-filter/create': () => json({ ...sampleFilters[2], id: 20 }, 201),
    });
    const { user, router } = renderRoutes(routes, { route: '/saved-filters/create/', preloadedState: session });
    await user.type(await screen.findByLabelText('Name'), 'Norway speakers');
    await choose(user, 'Retailers', 'Power NO (Norway)');
    await choose(user, 'Brands', 'Sonos');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/saved-filters/'));
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      ...emptySegments(),
      name: 'Norway speakers',
      retailers: [14],
      brands: [4],
      sharedWith: [],
    });
  });

  it('loads a filter for editing and updates it', async () => {
    const server = fakeRoutes({
      ...lookups,
      'GET /api/customer/42/saved-filter/11': () => json(sampleFilters[0]),
      'POST /api/customer/42/saved-filter/update/11': () => json({ ...sampleFilters[0], name: 'Nordic lamps' }),
    });
    const { user, router } = renderRoutes(routes, { route: '/saved-filters/edit/?id=11', preloadedState: session });
    const name = await screen.findByDisplayValue('Nordic Philips');
    await user.clear(name);
    await user.type(name, 'Nordic lamps');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/saved-filters/'));
    expect(server.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/customer/42/saved-filter/update/11',
      body: { name: 'Nordic lamps', retailers: [14, 15], brands: [3], countries: [1415], sharedWith: [5] },
    });
  });

  it('marks the name as required', async () => {
    fakeRoutes(lookups);
    renderRoutes(routes, { route: '/saved-filters/create/', preloadedState: session });
    await screen.findByLabelText('Name');
    const marked = Array.from(document.querySelectorAll('label.ant-form-item-required'));
    expect(marked.map((label) => label.textContent)).toEqual(['Name']);
  });

  it("shows the server's message beside the field it names and stays", async () => {
    fakeRoutes({
      ...lookups,
      'POST /api/customer/42/saved-filter/create': () =>
        json(
          {
            statusCode: 422,
            error: 'Unprocessable Entity',
            message: `sharedWith: ${savedFilterMessages.unknownUser}`,
            fields: { sharedWith: savedFilterMessages.unknownUser },
          },
          422,
        ),
    });
    const { user, router } = renderRoutes(routes, { route: '/saved-filters/create/', preloadedState: session });
    await user.type(await screen.findByLabelText('Name'), 'Shared');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(savedFilterMessages.unknownUser)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/saved-filters/create/');
  });

  it('says so when the filter is not the user’s to edit', async () => {
    fakeRoutes({ ...lookups, 'GET /api/customer/42/saved-filter/12': () => json(sampleFilters[1]) });
    renderRoutes(routes, { route: '/saved-filters/edit/?id=12', preloadedState: session });
    expect(await screen.findByText('Unknown saved filter')).toBeInTheDocument();
  });

  it('refuses to edit a saved filter that narrows no products as a product filter, and points to its own form', async () => {
    fakeRoutes({ ...lookups, 'GET /api/customer/42/saved-filter/13': () => json(sampleFilters[2]) });
    renderRoutes(routes, { route: '/product-filters/edit/?id=13', preloadedState: session });
    expect(await screen.findByText('Not a product filter')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit as a saved filter' })).toHaveAttribute(
      'href',
      '/saved-filters/edit/?id=13',
    );
  });

  it('edits a product filter on the product filter form', async () => {
    fakeRoutes({ ...lookups, 'GET /api/customer/42/saved-filter/11': () => json(sampleFilters[0]) });
    renderRoutes(routes, { route: '/product-filters/edit/?id=11', preloadedState: session });
    expect(await screen.findByDisplayValue('Nordic Philips')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
