import type { AppStore } from '@shelfsight/api-client';
import { requestsSentBy } from '@shelfsight/api-client/test-utils';
import { describe, expect, it } from 'vitest';
import { widgetMetadataApi } from './widgetMetadataApi';

const endpoints = widgetMetadataApi.endpoints;

describe('widgetMetadataApi paths', () => {
  it.each([
    [
      'getMetrics',
      'GET /api/customer/42/metrics',
      (store: AppStore) => store.dispatch(endpoints.getMetrics.initiate()),
    ],
    [
      'getTableFields',
      'GET /api/customer/42/table-fields',
      (store: AppStore) => store.dispatch(endpoints.getTableFields.initiate()),
    ],
    [
      'getColumnGroups',
      'GET /api/customer/42/column-groups',
      (store: AppStore) => store.dispatch(endpoints.getColumnGroups.initiate()),
    ],
    [
      'getTableColumns',
      'GET /api/customer/42/table-columns',
      (store: AppStore) => store.dispatch(endpoints.getTableColumns.initiate()),
    ],
  ])('%s goes to %s', async (_name, expected, call) => {
    expect(await requestsSentBy(call)).toEqual([expected]);
  });
});
