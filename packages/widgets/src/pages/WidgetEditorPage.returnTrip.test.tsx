import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleDimensions, sampleMetrics, sampleWidgets } from '../testing/sampleWidgets';
import { RETURN_TRIP_TEXT, WidgetEditorPage } from './WidgetEditorPage';

function serve() {
  return fakeServer((request) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'POST' && path.endsWith('/widget/create'))
      return json({ ...sampleWidgets()[0], id: 77 }, 201);
    if (path.endsWith('/metrics')) return json(sampleMetrics);
    if (path.endsWith('/dimensions')) return json(sampleDimensions);
    return json([]);
  });
}

const fromDashboard = `/widgets/edit/?returnTo=${encodeURIComponent('/dashboards/edit/?id=5')}&addToGroup=group-21`;

const renderEditor = (route: string) =>
  renderRoutes(
    [
      { path: '/widgets/edit/', element: <WidgetEditorPage /> },
      { path: '/widgets/', element: <p>Widget list</p> },
      { path: '/dashboards/edit/', element: <p>Dashboard editor</p> },
    ],
    { route, preloadedState: { session: signedInSession() } },
  );

async function createTextWidget(user: ReturnType<typeof renderEditor>['user']) {
  await user.click(await screen.findByLabelText('Name'));
  await user.paste('Welcome');
  await user.click(screen.getByRole('combobox', { name: 'Type' }));
  await user.click((await screen.findAllByTitle('Text')).at(-1)!);
  await user.click(await screen.findByRole('textbox', { name: 'Text' }));
  await user.paste('Prices are checked every morning.');
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('WidgetEditorPage opened from the dashboard editor', { timeout: 60_000 }, () => {
  it('goes back to the dashboard editor with the created widget and its group', async () => {
    serve();
    const { user, router } = renderEditor(fromDashboard);
    expect(await screen.findByText(RETURN_TRIP_TEXT)).toBeInTheDocument();
    await createTextWidget(user);
    expect(await screen.findByText('Dashboard editor')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboards/edit/');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      id: '5',
      addToGroup: 'group-21',
      addWidget: '77',
    });
  });

  it('goes back on Cancel with nothing to add', async () => {
    serve();
    const { user, router } = renderEditor(fromDashboard);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboards/edit/'));
    expect(router.state.location.search).toBe('?id=5');
  });

  it('ignores a return address outside the dashboard editor and goes to the list', async () => {
    serve();
    const { user, router } = renderEditor(`/widgets/edit/?returnTo=${encodeURIComponent('https://evil.example/')}`);
    await createTextWidget(user);
    expect(await screen.findByText('Widget list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/widgets/');
    expect(screen.queryByText(RETURN_TRIP_TEXT)).not.toBeInTheDocument();
  });
});
