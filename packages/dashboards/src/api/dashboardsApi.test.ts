import { type AppStore, makeStore } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse, requestsSentBy } from '@shelfsight/api-client/test-utils';
import { describe, expect, it } from 'vitest';
import { dashboardsApi } from './dashboardsApi';

const endpoints = dashboardsApi.endpoints;
const input = { name: 'Availability' };

describe('dashboardsApi paths', () => {
  it.each([
    [
      'getDashboards',
      'GET /api/customer/42/dashboards',
      (s: AppStore) => s.dispatch(endpoints.getDashboards.initiate()),
    ],
    [
      'getDashboardListEntry',
      'GET /api/customer/42/dashboards/7',
      (s: AppStore) => s.dispatch(endpoints.getDashboardListEntry.initiate(7)),
    ],
    [
      'getDashboard',
      'GET /api/customer/42/dashboard/7',
      (s: AppStore) => s.dispatch(endpoints.getDashboard.initiate(7)),
    ],
    [
      'createDashboard',
      'POST /api/customer/42/dashboard/create',
      (s: AppStore) => s.dispatch(endpoints.createDashboard.initiate(input)),
    ],
    [
      'updateDashboard',
      'PATCH /api/customer/42/dashboard/7',
      (s: AppStore) => s.dispatch(endpoints.updateDashboard.initiate({ id: 7, input })),
    ],
    [
      'deleteDashboard',
      'DELETE /api/customer/42/dashboard/7',
      (s: AppStore) => s.dispatch(endpoints.deleteDashboard.initiate(7)),
    ],
    [
      'copyDashboard',
      'POST /api/customer/42/dashboard/7/copy',
      (s: AppStore) => s.dispatch(endpoints.copyDashboard.initiate(7)),
    ],
    [
      'shareDashboard',
      'PUT /api/customer/42/dashboard/7/users',
      (s: AppStore) => s.dispatch(endpoints.shareDashboard.initiate({ id: 7, userIds: [3] })),
    ],
    [
      'getDashboardTabs',
      'GET /api/customer/42/dashboards/tabs/list',
      (s: AppStore) => s.dispatch(endpoints.getDashboardTabs.initiate()),
    ],
    [
      'createDashboardTab',
      'POST /api/customer/42/dashboards/tabs/create',
      (s: AppStore) => s.dispatch(endpoints.createDashboardTab.initiate({ name: 'Pricing' })),
    ],
    [
      'deleteDashboardTab',
      'GET /api/customer/42/dashboards/tabs/delete/3',
      (s: AppStore) => s.dispatch(endpoints.deleteDashboardTab.initiate(3)),
    ],
    [
      'moveDashboardToTab',
      'POST /api/customer/42/dashboards/tabs/move-dashboard',
      (s: AppStore) =>
        s.dispatch(endpoints.moveDashboardToTab.initiate({ dashboardId: 7, tabId: 3, sequenceNumber: 1 })),
    ],
    [
      'getDashboardWidgets',
      'GET /api/customer/42/dashboard-widgets',
      (s: AppStore) => s.dispatch(endpoints.getDashboardWidgets.initiate()),
    ],
    [
      'getDashboardWidget',
      'GET /api/customer/42/dashboard-widget/9',
      (s: AppStore) => s.dispatch(endpoints.getDashboardWidget.initiate(9)),
    ],
    [
      'updateDashboardWidgetOverrides',
      'PATCH /api/customer/42/dashboard-widget/9',
      (s: AppStore) =>
        s.dispatch(
          endpoints.updateDashboardWidgetOverrides.initiate({ id: 9, overrides: { datePresetOverride: '7d' } }),
        ),
    ],
    [
      'getWidgetsForDashboard',
      'GET /api/customer/42/widget/get-widgets-for-dashboard/7',
      (s: AppStore) => s.dispatch(endpoints.getWidgetsForDashboard.initiate(7)),
    ],
  ])('%s goes to %s', async (_name, expected, call) => {
    expect(await requestsSentBy(call)).toEqual([expected]);
  });

  it('asks for the widgets of one dashboard by query', async () => {
    const urls: string[] = [];
    fakeServer((request) => {
      urls.push(request.url);
      return jsonResponse([]);
    });
    await makeStore({ session: signedInSession() }).dispatch(
      endpoints.getDashboardWidgets.initiate({ dashboardId: 7 }),
    );
    expect(new URL(urls[0] ?? 'http://x/').searchParams.get('dashboardId')).toBe('7');
  });
});
