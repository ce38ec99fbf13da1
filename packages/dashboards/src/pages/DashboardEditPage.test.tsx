import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import type { DashboardInput } from '@shelfsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EDITOR_TEXTS } from '../components/DashboardEditor/DashboardEditor';
import { sampleDashboard, sampleSavedFilters, sampleSavedWidgets } from '../testing/sampleDashboards';
import { DashboardEditPage } from './DashboardEditPage';

function serve() {
  return fakeRoutes({
    'GET /api/customer/42/widgets': () => json(sampleSavedWidgets()),
    'GET /api/customer/42/saved-filters': () => json(sampleSavedFilters()),
    'GET /api/customer/42/data-retention': () => json({ months: 24 }),
    'GET /api/customer/42/dashboard/5': () => json(sampleDashboard()),
    'POST /api/customer/42/dashboard/create': async (request) =>
      json({ ...sampleDashboard({ id: 9 }), ...((await request.json()) as object), groups: [] }, 201),
    'PATCH /api/customer/42/dashboard/5': () => json(sampleDashboard()),
  });
}

const renderEditor = (route: string) =>
  renderRoutes(
    [
      { path: '/dashboards/edit/', element: <DashboardEditPage /> },
      { path: '/dashboards/view/', element: <p>Viewing</p> },
    ],
    { route, preloadedState: { session: signedInSession() } },
  );

/** Opens an antd select by its accessible name and picks an option by its text. */
async function choose(user: ReturnType<typeof renderEditor>['user'], name: string, option: string) {
  await user.click(screen.getByRole('combobox', { name }));
  await user.click((await screen.findAllByTitle(option)).at(-1)!);
}

const sentBody = (calls: { method: string; path: string; body: unknown }[], method: string) =>
  calls.find((call) => call.method === method && call.path.includes('/dashboard'))?.body as DashboardInput | undefined;

describe('DashboardEditPage', () => {
  it('creates a dashboard with two groups of widgets and opens it', { timeout: 60_000 }, async () => {
    const { calls } = serve();
    const { user, router } = renderEditor('/dashboards/edit/');
    await user.type(await screen.findByRole('textbox', { name: EDITOR_TEXTS.name }), 'Weekly review');
    await user.click(screen.getByRole('button', { name: /Add group/ }));
    await user.type(screen.getByRole('textbox', { name: EDITOR_TEXTS.groupName }), 'Availability');
    await choose(user, 'Add widget to Row 1 of Availability', 'Availability');
    await user.click(screen.getByRole('button', { name: /Add group/ }));
    const names = screen.getAllByRole('textbox', { name: EDITOR_TEXTS.groupName });
    await user.type(names[1]!, 'Prices');
    await choose(user, 'Add widget to Row 1 of Prices', 'Selling price by retailer');
    expect(within(screen.getByRole('list', { name: 'Row 1 of Prices' })).getByRole('listitem')).toHaveAccessibleName(
      'Selling price by retailer',
    );

    await user.type(screen.getByRole('textbox', { name: 'Colour (hex) of Prices' }), '#12345');
    expect(await screen.findByText('Invalid HEX color.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: EDITOR_TEXTS.save })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Colour (hex) of Prices' }), '6');
    await waitFor(() => expect(screen.queryByText('Invalid HEX color.')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: EDITOR_TEXTS.save }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=9'));
    expect(router.state.location.pathname).toBe('/dashboards/view/');
    expect(sentBody(calls, 'POST')).toMatchObject({
      name: 'Weekly review',
      icon: 'presentation',
      rollingDatePreset: null,
      fixedDateRange: null,
      groups: [
        { name: 'Availability', styleColor: null, widgets: [{ widgetId: 11, rowIndex: 0 }] },
        { name: 'Prices', styleColor: '#123456', widgets: [{ widgetId: 12, rowIndex: 0 }] },
      ],
    });
  });

  it(
    'edits a dashboard I own: keeps placed widgets with their ids and overrides, and saves with PATCH',
    { timeout: 60_000 },
    async () => {
      const { calls } = serve();
      const { user } = renderEditor('/dashboards/edit/?id=5');
      expect(await screen.findByRole('textbox', { name: EDITOR_TEXTS.name })).toHaveValue('Availability and price');
      const firstRow = screen.getByRole('list', { name: 'Row 1 of Availability' });
      expect(
        within(firstRow)
          .getAllByRole('listitem')
          .map((item) => item.getAttribute('aria-label')),
      ).toEqual(['Availability last week', 'Review scores']);
      await user.click(screen.getByRole('button', { name: 'Remove Review scores' }));
      await user.click(screen.getByRole('button', { name: `${EDITOR_TEXTS.removeGroup} Price` }));
      await user.click(screen.getByRole('button', { name: EDITOR_TEXTS.save }));
      await waitFor(() => expect(sentBody(calls, 'PATCH')).toBeDefined());
      expect(sentBody(calls, 'PATCH')).toMatchObject({
        name: 'Availability and price',
        rollingDatePreset: '30d',
        applyRetailerAssortment: true,
        groups: [{ id: 21, widgets: [{ id: 31, widgetId: 11, rowIndex: 0, datePresetOverride: '7d' }] }],
      });
      expect(sentBody(calls, 'PATCH')?.groups).toHaveLength(1);
    },
  );

  it('overrides the name and date preset of a placed widget on this dashboard', { timeout: 60_000 }, async () => {
    const { calls } = serve();
    const { user } = renderEditor('/dashboards/edit/?id=5');
    await user.click(await screen.findByRole('button', { name: 'Settings of Review scores' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name on this dashboard' }), 'Reviews this year');
    await user.click(within(dialog).getByRole('combobox', { name: 'Date preset on this dashboard' }));
    await user.click((await screen.findAllByTitle('Last 12 months')).at(-1)!);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(
      await within(screen.getByRole('list', { name: 'Row 1 of Availability' })).findByRole('listitem', {
        name: 'Reviews this year',
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: EDITOR_TEXTS.save }));
    await waitFor(() => expect(sentBody(calls, 'PATCH')).toBeDefined());
    expect(sentBody(calls, 'PATCH')?.groups?.[0]?.widgets?.[1]).toMatchObject({
      id: 32,
      widgetId: 13,
      nameOverride: 'Reviews this year',
      datePresetOverride: '12m',
    });
  });

  it('lets only the owner edit', async () => {
    serve();
    renderRoutes([{ path: '/dashboards/edit/', element: <DashboardEditPage /> }], {
      route: '/dashboards/edit/?id=5',
      preloadedState: { session: signedInSession({ user: { ...signedInSession().user!, id: 8 } }) },
    });
    expect(
      await screen.findByText('Only the owner of this dashboard may change, share or delete it.'),
    ).toBeInTheDocument();
  });
});
