import { type AppStore, makeStore } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse, requestsSentBy } from '@shelfsight/api-client/test-utils';
import { describe, expect, it } from 'vitest';
import { sampleAlerts } from '../testing/sampleData';
import { inputOfAlert } from '../utils/alertInput';
import { alertsApi } from './alertsApi';

const endpoints = alertsApi.endpoints;
const input = inputOfAlert(sampleAlerts[0]!);

describe('alertsApi paths', () => {
  it.each([
    ['getAlerts', 'GET /api/customer/42/alerts', (s: AppStore) => s.dispatch(endpoints.getAlerts.initiate('owned'))],
    ['getAlert', 'GET /api/customer/42/alert/7', (s: AppStore) => s.dispatch(endpoints.getAlert.initiate(7))],
    [
      'createAlert',
      'POST /api/customer/42/alert/create',
      (s: AppStore) => s.dispatch(endpoints.createAlert.initiate(input)),
    ],
    [
      'updateAlert',
      'PATCH /api/customer/42/alert/7',
      (s: AppStore) => s.dispatch(endpoints.updateAlert.initiate({ id: 7, input })),
    ],
    ['deleteAlert', 'DELETE /api/customer/42/alert/7', (s: AppStore) => s.dispatch(endpoints.deleteAlert.initiate(7))],
    [
      'checkAlert',
      'POST /api/customer/42/alert/7/check',
      (s: AppStore) => s.dispatch(endpoints.checkAlert.initiate(7)),
    ],
  ])('%s goes to %s', async (_name, expected, call) => {
    expect(await requestsSentBy(call)).toEqual([expected]);
  });

  it('asks for one of the two lists by the list parameter', async () => {
    const urls: string[] = [];
    fakeServer((request) => {
      urls.push(new URL(request.url).search);
      return jsonResponse([]);
    });
    const store = makeStore({ session: signedInSession() });
    await store.dispatch(endpoints.getAlerts.initiate('recipient'));
    expect(urls).toEqual(['?list=recipient']);
  });

  it('puts a deleted alert back in the list when the server refuses', async () => {
    let refuse = false;
    fakeServer(() =>
      refuse ? jsonResponse({ statusCode: 403, error: 'Forbidden', message: 'No' }, 403) : jsonResponse(sampleAlerts),
    );
    const store = makeStore({ session: signedInSession() });
    await store.dispatch(endpoints.getAlerts.initiate('owned'));
    refuse = true;
    const deleting = store.dispatch(endpoints.deleteAlert.initiate(sampleAlerts[0]!.id));
    const ids = () =>
      endpoints.getAlerts
        .select('owned')(store.getState() as never)
        .data?.map((alert: { id: number }) => alert.id);
    expect(ids()).not.toContain(sampleAlerts[0]!.id);
    await deleting;
    expect(ids()).toContain(sampleAlerts[0]!.id);
  });
});
