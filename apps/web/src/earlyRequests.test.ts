import { configureApiClient, initialSessionState } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { startEarlyRequests } from './earlyRequests';
import { createAppStore } from '@shelfsight/app-shell';

/** An app store whose API calls are recorded and answered by a stub dashboard of one empty group. */
function setUp(session = signedInSession({ activeCustomerId: 5 })) {
  const paths: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(new Request(input, init).url).pathname;
    paths.push(path);
    const body = path.includes('get-widgets-for-dashboard') ? [] : { id: 10, groups: [], widgets: [] };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  configureApiClient({ onUnauthorized: vi.fn(), onRateLimited: vi.fn(), baseUrl: 'http://shop.test/api', fetch });
  const store = createAppStore({ session });
  const start = (address: string) => startEarlyRequests(store, new URL(address, 'http://shop.test'));
  return { start, fetch, paths, store };
}

describe('startEarlyRequests', () => {
  it('asks at once for the dashboard and its widgets that a view or print address names, and starts its preload', async () => {
    const { start, paths, store } = setUp();
    expect(start('/dashboards/view/?id=10')).toEqual({
      paths: ['/api/customer/5/dashboard/10', '/api/customer/5/widget/get-widgets-for-dashboard/10'],
      preloading: true,
    });
    expect(start('/dashboards/pdfView/?id=11&from=2026-11-01').paths).toEqual([
      '/api/customer/5/dashboard/11',
      '/api/customer/5/widget/get-widgets-for-dashboard/11',
    ]);
    // The preload's queries take the early answers up: the dashboard is in the store, asked for once. The preload's
    // module graph is transformed on first import, which takes seconds on a busy machine: a long poll.
    const arrival = { timeout: 15_000 };
    await vi.waitFor(() => expect(Object.keys(store.getState().api.queries)).toContain('getDashboard(10)'), arrival);
    await vi.waitFor(() => expect(store.getState().api.queries['getDashboard(10)']?.status).toBe('fulfilled'), arrival);
    expect(paths.filter((path) => path === '/api/customer/5/dashboard/10')).toHaveLength(1);
  });

  it('asks for nothing on other screens, for an address without a valid id, or signed out', () => {
    const { start } = setUp();
    const nothing = { paths: [], preloading: false };
    expect(start('/dashboards/')).toEqual(nothing);
    expect(start('/dashboards/view/?id=abc')).toEqual(nothing);
    expect(setUp(signedInSession({ activeCustomerId: null })).start('/dashboards/view/?id=10')).toEqual(nothing);
    expect(setUp({ ...initialSessionState, activeCustomerId: 5 }).start('/dashboards/view/?id=10')).toEqual(nothing);
  });
});
