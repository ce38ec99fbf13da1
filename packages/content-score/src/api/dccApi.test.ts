import type { AppStore } from '@shelfsight/api-client';
import { requestsSentBy } from '@shelfsight/api-client/test-utils';
import { describe, expect, it } from 'vitest';
import { dccApi } from './dccApi';

const endpoints = dccApi.endpoints;
const base = '/api/customer/42/calculated-metric';

describe('dccApi paths', () => {
  it.each([
    [
      'getDccVersions',
      `GET ${base}/DCC_SCORE/versions`,
      (s: AppStore) => s.dispatch(endpoints.getDccVersions.initiate()),
    ],
    [
      'getDccDefinition',
      `GET ${base}/definition/DCC_SCORE/2`,
      (s: AppStore) => s.dispatch(endpoints.getDccDefinition.initiate(2)),
    ],
    [
      'getDccExceptions',
      `GET ${base}/DCC_SCORE/calculated-metric-exceptions`,
      (s: AppStore) => s.dispatch(endpoints.getDccExceptions.initiate()),
    ],
    [
      'saveDccDefinition',
      `PUT ${base}/definition/DCC_SCORE/2`,
      (s: AppStore) =>
        s.dispatch(
          endpoints.saveDccDefinition.initiate({
            version: 2,
            definition: { groups: [{ name: 'Minimal', weight: 1 }] },
          }),
        ),
    ],
    [
      'copyDccVersion',
      `POST ${base}/copy/DCC_SCORE/2`,
      (s: AppStore) => s.dispatch(endpoints.copyDccVersion.initiate(2)),
    ],
    [
      'renameDccVersion',
      `POST ${base}/update-name/DCC_SCORE/2`,
      (s: AppStore) => s.dispatch(endpoints.renameDccVersion.initiate({ version: 2, label: 'Spring' })),
    ],
    [
      'activateDccVersion',
      `POST ${base}/activate/DCC_SCORE/2`,
      (s: AppStore) => s.dispatch(endpoints.activateDccVersion.initiate(2)),
    ],
  ])('%s goes to %s', async (_name, expected, call) => {
    expect(await requestsSentBy(call)).toEqual([expected]);
  });
});
