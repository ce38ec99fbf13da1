import type { AppStore } from '@shelfsight/api-client';
import { requestsSentBy } from '@shelfsight/api-client/test-utils';
import { describe, expect, it } from 'vitest';
import { dataUploadApi } from './dataUploadApi';

const endpoints = dataUploadApi.endpoints;

describe('dataUploadApi paths', () => {
  it.each([
    [
      'getIngestJob',
      'GET /api/customer/42/ingest/job%201',
      (store: AppStore) => store.dispatch(endpoints.getIngestJob.initiate('job 1')),
    ],
  ])('%s goes to %s', async (_name, expected, call) => {
    expect(await requestsSentBy(call)).toEqual([expected]);
  });
});
