import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleExports, sampleInstances } from '../testing/sampleData';
import { ScheduledExportsPage } from './ScheduledExportsPage';

const routes = [{ path: '/exports/scheduled/', element: <ScheduledExportsPage /> }];
const session = { session: signedInSession() };

describe('ScheduledExportsPage', () => {
  it("opens at the export and run an export's mail links to, with that run marked", async () => {
    fakeRoutes({
      'GET /api/customer/42/scheduled-exports': () => json(sampleExports),
      'GET /api/customer/42/scheduled-export-instances': () => json(sampleInstances),
    });
    renderRoutes(routes, { route: '/exports/scheduled/?id=51&run=902', preloadedState: session });
    // The runs of export 51 show without a click; the linked run (902, done) is the one current row.
    const marked = await waitFor(() => {
      const rows = document.querySelectorAll<HTMLElement>('tr[aria-current="true"]');
      expect(rows).toHaveLength(1);
      return rows[0] as HTMLElement;
    });
    expect(within(marked).getByText('Done')).toBeInTheDocument();
    expect(within(marked).getByText('Download')).toBeInTheDocument();
  });

  it('opens with every export folded without a link', async () => {
    fakeRoutes({
      'GET /api/customer/42/scheduled-exports': () => json(sampleExports),
      'GET /api/customer/42/scheduled-export-instances': () => json(sampleInstances),
    });
    renderRoutes(routes, { route: '/exports/scheduled/', preloadedState: session });
    expect(await screen.findByText(sampleExports[0]?.subject ?? '')).toBeInTheDocument();
    expect(screen.queryByText('Download')).not.toBeInTheDocument();
  });
});
