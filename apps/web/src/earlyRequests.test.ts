import { configureApiClient } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { initialSessionState } from '@shelfsight/api-client';
import { describe, expect, it, vi } from 'vitest';
import { startEarlyRequests } from './earlyRequests';
import { createAppStore } from './store';

function setUp(session = signedInSession({ activeCustomerId: 5 })) {
  const fetch = vi.fn(async () => new Response('{}', { headers: { 'content-type': 'application/json' } }));
  configureApiClient({ onUnauthorized: vi.fn(), onRateLimited: vi.fn(), baseUrl: 'http://shop.test/api', fetch });
  const store = createAppStore({ session });
  const start = (address: string) => startEarlyRequests(store, new URL(address, 'http://shop.test'));
  return { start, fetch };
}

describe('startEarlyRequests', () => {
  it('asks at once for the dashboard and its widgets that a view or print address names', async () => {
    const { start, fetch } = setUp();
    expect(start('/dashboards/view/?id=10')).toEqual([
      '/api/customer/5/dashboard/10',
      '/api/customer/5/widget/get-widgets-for-dashboard/10',
    ]);
    expect(start('/dashboards/pdfView/?id=11&from=2026-11-01')).toEqual([
      '/api/customer/5/dashboard/11',
      '/api/customer/5/widget/get-widgets-for-dashboard/11',
    ]);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(4));
  });

  it('asks for nothing on other screens, for an address without a valid id, or signed out', () => {
    const { start } = setUp();
    expect(start('/dashboards/')).toEqual([]);
    expect(start('/dashboards/view/?id=abc')).toEqual([]);
    expect(setUp(signedInSession({ activeCustomerId: null })).start('/dashboards/view/?id=10')).toEqual([]);
    expect(setUp({ ...initialSessionState, activeCustomerId: 5 }).start('/dashboards/view/?id=10')).toEqual([]);
  });
});
