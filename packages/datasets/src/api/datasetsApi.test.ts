import { type AppStore, makeStore } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse, requestsSentBy } from '@shelfsight/api-client/test-utils';
import { describe, expect, it } from 'vitest';
import { sampleDatasets } from '../testing/sampleData';
import { datasetsApi } from './datasetsApi';

const endpoints = datasetsApi.endpoints;
const input = {
  subject: 'March availability',
  metricIds: [2],
  dimensionIds: [1],
  fromDate: '2024-03-01',
  toDate: '2024-03-31',
};

describe('datasetsApi paths', () => {
  it.each([
    ['getDatasets', 'GET /api/customer/42/datasets', (s: AppStore) => s.dispatch(endpoints.getDatasets.initiate())],
    [
      'getDatasetContext',
      'GET /api/customer/42/datasets/context',
      (s: AppStore) => s.dispatch(endpoints.getDatasetContext.initiate({ dwId: 301 })),
    ],
    [
      'createDataset',
      'POST /api/customer/42/dataset/create',
      (s: AppStore) => s.dispatch(endpoints.createDataset.initiate(input)),
    ],
    [
      'deleteDataset',
      'DELETE /api/customer/42/dataset/61',
      (s: AppStore) => s.dispatch(endpoints.deleteDataset.initiate(61)),
    ],
    [
      'mailDataset',
      'POST /api/customer/42/dataset/61/mail',
      (s: AppStore) => s.dispatch(endpoints.mailDataset.initiate(61)),
    ],
  ])('%s goes to %s', async (_name, expected, call) => {
    expect(await requestsSentBy(call)).toEqual([expected]);
  });

  it('asks for the context of a placed widget or of a dataset in the query string', async () => {
    const searches: string[] = [];
    fakeServer((request) => {
      searches.push(new URL(request.url).search);
      return jsonResponse({});
    });
    const store = makeStore({ session: signedInSession() });
    await store.dispatch(endpoints.getDatasetContext.initiate({ dwId: 301 }));
    await store.dispatch(endpoints.getDatasetContext.initiate({ datasetId: 61 }));
    expect(searches).toEqual(['?dwId=301', '?datasetId=61']);
  });

  it('takes a deleted dataset out of the list at once and puts it back when the server refuses', async () => {
    let refuse = false;
    fakeServer(() =>
      refuse ? jsonResponse({ statusCode: 403, error: 'Forbidden', message: 'No' }, 403) : jsonResponse(sampleDatasets),
    );
    const store = makeStore({ session: signedInSession() });
    await store.dispatch(endpoints.getDatasets.initiate());
    refuse = true;
    const deleting = store.dispatch(endpoints.deleteDataset.initiate(61));
    const ids = () =>
      endpoints.getDatasets
        .select()(store.getState() as never)
        .data?.map((row: { id: number }) => row.id);
    expect(ids()).not.toContain(61);
    await deleting;
    expect(ids()).toContain(61);
  });
});
