import { type AppStore, makeStore } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse, requestsSentBy } from '@shelfsight/api-client/test-utils';
import { describe, expect, it } from 'vitest';
import { sampleExports } from '../testing/sampleData';
import { inputOfExport } from '../utils/exportInput';
import { exportTargetsApi } from './exportTargetsApi';
import { scheduledExportsApi } from './scheduledExportsApi';

const endpoints = scheduledExportsApi.endpoints;
const input = inputOfExport(sampleExports[0]!);

describe('scheduledExportsApi paths', () => {
  it.each([
    [
      'getScheduledExports',
      'GET /api/customer/42/scheduled-exports',
      (s: AppStore) => s.dispatch(endpoints.getScheduledExports.initiate()),
    ],
    [
      'getScheduledExportInstances',
      'GET /api/customer/42/scheduled-export-instances',
      (s: AppStore) => s.dispatch(endpoints.getScheduledExportInstances.initiate(7)),
    ],
    [
      'getScheduledExport',
      'GET /api/customer/42/scheduled-export/7',
      (s: AppStore) => s.dispatch(endpoints.getScheduledExport.initiate(7)),
    ],
    [
      'createScheduledExport',
      'POST /api/customer/42/scheduled-export/create',
      (s: AppStore) => s.dispatch(endpoints.createScheduledExport.initiate(input)),
    ],
    [
      'updateScheduledExport',
      'PATCH /api/customer/42/scheduled-export/7',
      (s: AppStore) => s.dispatch(endpoints.updateScheduledExport.initiate({ id: 7, input })),
    ],
    [
      'deleteScheduledExport',
      'DELETE /api/customer/42/scheduled-export/7',
      (s: AppStore) => s.dispatch(endpoints.deleteScheduledExport.initiate(7)),
    ],
    [
      'copyScheduledExport',
      'POST /api/customer/42/scheduled-export/7/copy',
      (s: AppStore) => s.dispatch(endpoints.copyScheduledExport.initiate(7)),
    ],
    [
      'runScheduledExportNow',
      'POST /api/customer/42/scheduled-export/7/run-now',
      (s: AppStore) => s.dispatch(endpoints.runScheduledExportNow.initiate(7)),
    ],
    [
      'getExportDashboards',
      'GET /api/customer/42/dashboards',
      (s: AppStore) => s.dispatch(exportTargetsApi.endpoints.getExportDashboards.initiate()),
    ],
    [
      'getExportDashboardWidgets',
      'GET /api/customer/42/dashboard-widgets',
      (s: AppStore) => s.dispatch(exportTargetsApi.endpoints.getExportDashboardWidgets.initiate()),
    ],
  ])('%s goes to %s', async (_name, expected, call) => {
    expect(await requestsSentBy(call)).toEqual([expected]);
  });

  it('asks for the runs of one export by its id', async () => {
    const urls: string[] = [];
    fakeServer((request) => {
      urls.push(new URL(request.url).search);
      return jsonResponse([]);
    });
    const store = makeStore({ session: signedInSession() });
    await store.dispatch(endpoints.getScheduledExportInstances.initiate(51));
    expect(urls).toEqual(['?scheduledExportId=51']);
  });

  it('puts a deleted export back in the list when the server refuses', async () => {
    let refuse = false;
    fakeServer(() =>
      refuse ? jsonResponse({ statusCode: 403, error: 'Forbidden', message: 'No' }, 403) : jsonResponse(sampleExports),
    );
    const store = makeStore({ session: signedInSession() });
    await store.dispatch(endpoints.getScheduledExports.initiate());
    refuse = true;
    const deleting = store.dispatch(endpoints.deleteScheduledExport.initiate(51));
    const ids = () =>
      endpoints.getScheduledExports
        .select()(store.getState() as never)
        .data?.map((row: { id: number }) => row.id);
    expect(ids()).not.toContain(51);
    await deleting;
    expect(ids()).toContain(51);
  });
});
