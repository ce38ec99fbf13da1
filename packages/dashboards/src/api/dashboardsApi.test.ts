import { type AppStore, makeStore } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse, requestsSentBy } from '@shelfsight/api-client/test-utils';
import { describe, expect, it } from 'vitest';
import { dashboardsApi, tabsAfterMove } from './dashboardsApi';

const endpoints = dashboardsApi.endpoints;

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
      (s: AppStore) => s.dispatch(endpoints.createDashboard.initiate({ name: 'Shelf health' })),
    ],
    [
      'updateDashboard',
      'PATCH /api/customer/42/dashboard/7',
      (s: AppStore) => s.dispatch(endpoints.updateDashboard.initiate({ id: 7, input: { name: 'Shelf health' } })),
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
      (s: AppStore) => s.dispatch(endpoints.createDashboardTab.initiate({ name: 'Mornings' })),
    ],
    [
      'deleteDashboardTab',
      'GET /api/customer/42/dashboards/tabs/delete/5',
      (s: AppStore) => s.dispatch(endpoints.deleteDashboardTab.initiate(5)),
    ],
    [
      'moveDashboardToTab',
      'POST /api/customer/42/dashboards/tabs/move-dashboard',
      (s: AppStore) =>
        s.dispatch(endpoints.moveDashboardToTab.initiate({ dashboardId: 7, tabId: 5, sequenceNumber: 2 })),
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
        s.dispatch(endpoints.updateDashboardWidgetOverrides.initiate({ id: 9, overrides: { nameOverride: 'Stock' } })),
    ],
    [
      'getWidgetsForDashboard',
      'GET /api/customer/42/widget/get-widgets-for-dashboard/7',
      (s: AppStore) => s.dispatch(endpoints.getWidgetsForDashboard.initiate(7)),
    ],
  ])('%s goes to %s', async (_name, expected, call) => {
    expect(await requestsSentBy(call)).toEqual([expected]);
  });
});

describe('getDashboardWidgets of one dashboard', () => {
  it('asks with ?dashboardId=', async () => {
    const urls: string[] = [];
    fakeServer((request) => {
      urls.push(new URL(request.url).search);
      return jsonResponse([]);
    });
    const store = makeStore({ session: signedInSession() });
    await store.dispatch(endpoints.getDashboardWidgets.initiate({ dashboardId: 7 }));
    expect(urls).toEqual(['?dashboardId=7']);
  });
});

describe('tabsAfterMove', () => {
  const tabs = [
    { id: 1, name: 'Mornings', sequenceNumber: 1, dashboardIds: [10, 11, 12] },
    { id: 2, name: 'Evenings', sequenceNumber: 2, dashboardIds: [20] },
  ];

  it('reorders within a tab', () => {
    expect(tabsAfterMove(tabs, { dashboardId: 12, tabId: 1, sequenceNumber: 1 })[0]?.dashboardIds).toEqual([
      12, 10, 11,
    ]);
  });

  it('moves between tabs, past the end meaning last', () => {
    expect(tabsAfterMove(tabs, { dashboardId: 10, tabId: 2, sequenceNumber: 9 }).map((t) => t.dashboardIds)).toEqual([
      [11, 12],
      [20, 10],
    ]);
  });
});
