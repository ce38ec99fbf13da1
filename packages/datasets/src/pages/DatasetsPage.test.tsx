import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleDatasets } from '../testing/sampleData';
import { DatasetsPage } from './DatasetsPage';

const routes = [
  { path: '/datasets/', element: <DatasetsPage /> },
  { path: '/datasets/builder/', element: <p>Builder</p> },
];
const session = { session: signedInSession() };
const subjects = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('DatasetsPage', () => {
  it('lists the datasets newest first', async () => {
    fakeRoutes({ 'GET /api/customer/42/datasets': () => json(sampleDatasets) });
    renderRoutes(routes, { route: '/datasets/', preloadedState: session });
    await screen.findByText('March availability');
    expect(subjects()).toEqual(['Price rows', 'March availability', 'Shared shelf share', 'Broken build']);
  });

  it('asks again while a dataset builds and shows its progress until it is ready', async () => {
    let asked = 0;
    const building = sampleDatasets[1]!;
    fakeRoutes({
      'GET /api/customer/42/datasets': () => {
        asked += 1;
        return json([
          asked === 1 ? building : { ...building, status: 'D', progress: 100, rowsWritten: 5000, fileSize: 2048 },
        ]);
      },
    });
    renderRoutes(routes, { route: '/datasets/', preloadedState: session });
    expect(await screen.findByText('Building 30%')).toBeInTheDocument();
    expect(await screen.findByText('Ready', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Price rows' })).toBeInTheDocument();
  });

  it('downloads a ready file from its download path', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = () => 'blob:test/1';
    URL.revokeObjectURL = () => {};
    const server = fakeRoutes({
      'GET /api/customer/42/datasets': () => json(sampleDatasets),
      'GET /api/customer/42/dataset/61/download': () =>
        new Response('Retailer,Availability\nA,1', {
          headers: { 'content-disposition': 'attachment; filename="March availability.csv"' },
        }),
    });
    const { user } = renderRoutes(routes, { route: '/datasets/', preloadedState: session });
    await user.click(await screen.findByRole('button', { name: 'Download March availability' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(server.calls.map((call) => call.path)).toContain('/api/customer/42/dataset/61/download');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('March availability.csv');
    click.mockRestore();
  });

  it('builds again in the builder, from the dataset', async () => {
    fakeRoutes({ 'GET /api/customer/42/datasets': () => json(sampleDatasets) });
    const { user, router } = renderRoutes(routes, { route: '/datasets/', preloadedState: session });
    await user.click(await screen.findByRole('button', { name: 'Build Broken build again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/datasets/builder/'));
    expect(router.state.location.search).toBe('?datasetId=64');
  });

  it('offers to build the first dataset when there is none', async () => {
    fakeRoutes({ 'GET /api/customer/42/datasets': () => json([]) });
    const { user, router } = renderRoutes(routes, { route: '/datasets/', preloadedState: session });
    await screen.findByText(/No datasets yet/);
    await user.click(screen.getByRole('button', { name: 'Build a dataset' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/datasets/builder/'));
  });
});
