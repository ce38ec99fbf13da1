import type { Alert, AlertInput } from '@shelfsight/contracts';
import { todayInZone } from '@shelfsight/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as engine from '../../analytics/engine/runWidgetQuery';
import { publicAddressesOnly } from '../../lib/addressPolicy';
import { apiCaller, createTestApp, type TestApp } from '../../test/testApp';
import { checkAlert } from './alertCheck';

// The engine, counted: every call still computes its answer. A spy rather than a module mock, so this file can
// share its worker's modules with other test files.
const runWidgetQuery = vi.spyOn(engine, 'runWidgetQuery');

let t: TestApp;
const ACME = 1;
const options = () => ({ publicUrl: 'http://shelfsight.test', resolvers: {}, addressPolicy: publicAddressesOnly });

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(async () => {
  runWidgetQuery.mockRestore();
  await t.close();
});
beforeEach(() => {
  runWidgetQuery.mockClear();
});

const call = apiCaller(() => t.app);

async function create(input: AlertInput) {
  const response = await call('admin@acme.test', 'POST', `/api/customer/${ACME}/alert/create`, {
    notificationMethods: ['T'],
    ...input,
  });
  expect(response.statusCode).toBe(201);
  return response.json<Alert>().id;
}

describe('alert measures shared between checks', () => {
  it('runs the engine once for alerts that read the same metric, filters and period, whatever their rule', async () => {
    const base = { metricId: 2, filterSet: { retailers: [1] } };
    const ids = [
      await create({ ...base, subject: 'Below 90', threshold: 90, thresholdCondition: '<' }),
      await create({ ...base, subject: 'Below 50', threshold: 50, thresholdCondition: '<' }),
      await create({ ...base, subject: 'Above 99', threshold: 99, thresholdCondition: '>' }),
      await create({ ...base, subject: 'Not above 10', threshold: 10, thresholdModerator: 'IS_NOT' }),
    ];
    const today = todayInZone();
    for (const id of ids) expect(await checkAlert(t.app, ACME, id, { ...options(), today })).not.toBeNull();
    expect(runWidgetQuery).toHaveBeenCalledTimes(1);
  });

  it('runs it again for another metric, other filters or another period', async () => {
    const today = todayInZone();
    const ids = [
      await create({ subject: 'Price', metricId: 8, aggregationFunction: 'AVG', threshold: 1 }),
      await create({ subject: 'Other retailer', metricId: 2, threshold: 1, filterSet: { retailers: [2] } }),
      await create({ subject: 'A week', metricId: 2, threshold: 1, filterSet: { retailers: [1] }, datePreset: '7d' }),
    ];
    for (const id of ids) await checkAlert(t.app, ACME, id, { ...options(), today });
    expect(runWidgetQuery).toHaveBeenCalledTimes(3);
  });
});
