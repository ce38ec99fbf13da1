import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import type { DashboardInput } from '@shelfsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EDITOR_TEXTS } from '../components/DashboardEditor/DashboardEditor';
import { DEFAULT_DATE_PICKER_VALUE } from '@shelfsight/contracts';
import { type EditorFormValues, keepDraft, readDraft } from '../components/DashboardEditor/editorDraft';
import { RIBBON_TEXTS } from '../components/DashboardEditor/RibbonsField';
import { OVERRIDE_TEXTS } from '../components/DashboardEditor/WidgetOverridesDialog';
import {
  sampleDashboard,
  sampleDashboardList,
  sampleSavedFilters,
  sampleSavedWidgets,
} from '../testing/sampleDashboards';
import { sampleDimensions, sampleTagCategories } from '../testing/sampleOverrideChoices';
import { DashboardEditPage } from './DashboardEditPage';

function serve(patch: () => Response = () => json(sampleDashboard())) {
  return fakeRoutes({
    'GET /api/customer/42/widgets': () => json(sampleSavedWidgets()),
    'GET /api/customer/42/saved-filters': () => json(sampleSavedFilters()),
    'GET /api/customer/42/data-retention': () => json({ months: 24 }),
    'GET /api/customer/42/dashboard/5': () => json(sampleDashboard()),
    'GET /api/customer/42/dashboards': () => json(sampleDashboardList()),
    'GET /api/dimensions': () => json(sampleDimensions()),
    'GET /api/customer/42/tag-categories': () => json(sampleTagCategories()),
    'PATCH /api/customer/42/dashboard/5': patch,
  });
}

const renderEditor = (route: string) =>
  renderRoutes(
    [
      { path: '/dashboards/edit/', element: <DashboardEditPage /> },
      { path: '/dashboards/view/', element: <p>Viewing</p> },
      { path: '/widgets/edit/', element: <p>Widget editor</p> },
    ],
    { route, preloadedState: { session: signedInSession() } },
  );

const draftValues = (): EditorFormValues => ({
  name: '',
  icon: 'star',
  applyRetailerAssortment: false,
  dateMode: 'widget',
  dates: DEFAULT_DATE_PICKER_VALUE,
  stretchLayout: false,
});

type User = ReturnType<typeof renderEditor>['user'];

const patched = (calls: { method: string; body: unknown }[]) =>
  calls.find((call) => call.method === 'PATCH')?.body as DashboardInput | undefined;

const rowItems = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

async function renameDashboard(user: User, name: string) {
  const field = await screen.findByRole('textbox', { name: EDITOR_TEXTS.name });
  await user.clear(field);
  await user.click(field);
  await user.paste(name);
}

describe('DashboardEditPage: overrides and widgets created in place', { timeout: 60_000 }, () => {
  afterEach(() => sessionStorage.clear());

  it("saves a widget's dimension override and ribbon in the layout", async () => {
    const { calls } = serve();
    const { user } = renderEditor('/dashboards/edit/?id=5');
    await user.click(await screen.findByRole('button', { name: 'Settings of Review scores' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: OVERRIDE_TEXTS.overrideDimensionId }));
    await user.click((await screen.findAllByTitle('Brand')).at(-1)!);
    await user.click(within(dialog).getByRole('button', { name: new RegExp(RIBBON_TEXTS.add) }));
    await user.click(within(dialog).getByRole('textbox', { name: `${RIBBON_TEXTS.text} 1` }));
    await user.paste('Per brand');
    await user.click(within(dialog).getByRole('button', { name: OVERRIDE_TEXTS.apply }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: EDITOR_TEXTS.save }));
    await waitFor(() => expect(patched(calls)).toBeDefined());
    expect(patched(calls)?.groups?.[0]?.widgets?.[1]).toMatchObject({
      id: 32,
      overrideDimensionId: 2,
      overrideRibbons: [{ text: 'Per brand', color: null }],
    });
  });

  it("shows the server's refusal on the widget and in its settings", async () => {
    serve(() =>
      json(
        {
          statusCode: 422,
          error: 'Unprocessable Entity',
          message: 'Unknown dimension.',
          fields: { 'groups.0.widgets.1.overrideDimensionId': 'Unknown dimension.' },
        },
        422,
      ),
    );
    const { user } = renderEditor('/dashboards/edit/?id=5');
    await user.click(await screen.findByRole('button', { name: EDITOR_TEXTS.save }));
    const chip = await screen.findByRole('listitem', { name: 'Review scores' });
    expect(await within(chip).findByText(/Unknown dimension\./)).toBeInTheDocument();
    await user.click(within(chip).getByRole('button', { name: 'Settings of Review scores' }));
    expect(await within(await screen.findByRole('dialog')).findByText('Unknown dimension.')).toBeInTheDocument();
  });

  it('keeps the unsaved work for the widget editor and places the created widget on return', async () => {
    const { calls } = serve();
    const { user, router } = renderEditor('/dashboards/edit/?id=5');
    await renameDashboard(user, 'Availability (draft)');
    await user.click(screen.getByRole('button', { name: `${EDITOR_TEXTS.newWidget} in Availability` }));
    expect(await screen.findByText('Widget editor')).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      returnTo: '/dashboards/edit/?id=5&draft=1',
      addToGroup: 'group-21',
    });
    expect(readDraft(5)?.values.name).toBe('Availability (draft)');

    // The widget editor saved widget 14 and came back.
    await router.navigate('/dashboards/edit/?id=5&draft=1&addToGroup=group-21&addWidget=14');
    expect(await screen.findByRole('textbox', { name: EDITOR_TEXTS.name })).toHaveValue('Availability (draft)');
    expect(await screen.findByRole('list', { name: 'Row 2 of Availability' })).toBeInTheDocument();
    expect(rowItems('Row 2 of Availability')).toEqual(['Weekly notes']);
    await waitFor(() => expect(router.state.location.search).toBe('?id=5'));
    expect(readDraft(5)).toBeNull();

    await user.click(screen.getByRole('button', { name: EDITOR_TEXTS.save }));
    await waitFor(() => expect(patched(calls)).toBeDefined());
    expect(patched(calls)).toMatchObject({ name: 'Availability (draft)' });
    expect(patched(calls)?.groups?.[0]?.widgets?.at(-1)).toEqual({ widgetId: 14, rowIndex: 1 });
  });

  it('restores the unsaved work and adds nothing after Cancel in the widget editor', async () => {
    serve();
    const { user, router } = renderEditor('/dashboards/edit/?id=5');
    await renameDashboard(user, 'Availability (draft)');
    await user.click(screen.getByRole('button', { name: `${EDITOR_TEXTS.newWidget} in Price` }));
    expect(await screen.findByText('Widget editor')).toBeInTheDocument();
    await router.navigate('/dashboards/edit/?id=5&draft=1');
    expect(await screen.findByRole('textbox', { name: EDITOR_TEXTS.name })).toHaveValue('Availability (draft)');
    expect(screen.queryByRole('list', { name: 'Row 3 of Price' })).not.toBeInTheDocument();
    expect(rowItems('Row 2 of Price')).toEqual(['Widget not shared']);
  });

  it('opened any other way, starts from the saved dashboard and drops a left-over draft', async () => {
    serve();
    keepDraft(5, { values: { ...draftValues(), name: 'Left over' }, groups: [], nextKey: 0 });
    renderEditor('/dashboards/edit/?id=5');
    expect(await screen.findByRole('textbox', { name: EDITOR_TEXTS.name })).toHaveValue('Availability and price');
    expect(readDraft(5)).toBeNull();
  });
});
