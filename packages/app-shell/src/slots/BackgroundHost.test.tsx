import { createSlotRegistry, type AppFeature } from '@shelfsight/api-client';
import { renderRoutes } from '@shelfsight/api-client/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppSlots } from './AppSlots';

// A stand-in for a feature's background piece: it shows where it is mounted.
function Watcher() {
  const { pathname } = useLocation();
  return <p>Watching on {pathname}</p>;
}

const startupFeature: AppFeature = { id: 'startup-for-tests', routes: [] };
const discoveredFeature: AppFeature = {
  id: 'watcher-for-tests',
  routes: [],
  contributions: { 'layout.background': [{ id: 'watcher', load: async () => ({ default: Watcher }) }] },
};

const screenAt = (path: string) => ({
  path,
  element: (
    <AppSlots registry={createSlotRegistry([startupFeature], async () => [discoveredFeature])}>
      <h1>Screen {path}</h1>
    </AppSlots>
  ),
});

afterEach(() => vi.unstubAllGlobals());

describe('BackgroundHost', () => {
  it("mounts a discovered feature's background piece beside any screen", async () => {
    renderRoutes([screenAt('/dashboards/')], { route: '/dashboards/' });
    expect(await screen.findByText('Watching on /dashboards/')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Screen /dashboards/' })).toBeInTheDocument();
  });

  it('mounts nothing when no feature contributes', async () => {
    renderRoutes(
      [{ path: '/alerts/', element: <AppSlots registry={createSlotRegistry([startupFeature])}>x</AppSlots> }],
      {
        route: '/alerts/',
      },
    );
    await screen.findByText('x');
    expect(screen.queryByText(/Watching on/)).toBeNull();
  });

  it('leaves out a piece that fails, and reports it, without taking the screen down', async () => {
    const reports: string[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      reports.push(String(init.body));
      return new Response(null, { status: 204 });
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('endpoint defined twice');
    };
    const broken: AppFeature = {
      id: 'broken-for-tests',
      routes: [],
      contributions: { 'layout.background': [{ id: 'broken', load: async () => ({ default: Broken }) }] },
    };
    renderRoutes(
      [
        {
          path: '/dashboards/',
          element: (
            <AppSlots registry={createSlotRegistry([broken, discoveredFeature])}>
              <h1>Dashboards</h1>
            </AppSlots>
          ),
        },
      ],
      { route: '/dashboards/' },
    );
    expect(await screen.findByText('Watching on /dashboards/')).toBeInTheDocument();
    await waitFor(() => expect(reports.join()).toContain('endpoint defined twice'));
    expect(screen.getByRole('heading', { name: 'Dashboards' })).toBeInTheDocument();
  });
});
