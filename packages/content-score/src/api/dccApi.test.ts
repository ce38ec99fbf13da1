import { api, apiTarget, type AppStore, makeStore, WIDGET_DATA_TAG } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, requestsSentBy } from '@shelfsight/api-client/test-utils';
import { type CalculatedMetricScoreState, widgetQueryPaths } from '@shelfsight/contracts';
import { describe, expect, it, vi } from 'vitest';
import { sampleCalculation, sampleDefinition } from '../testing/sampleData';
import { sampleExceptions } from '../testing/sampleExceptions';
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
      'calculateDcc',
      `POST ${base}/calculate/DCC_SCORE/2`,
      (s: AppStore) => s.dispatch(endpoints.calculateDcc.initiate({ version: 2 })),
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
      'saveDccExceptions',
      `PUT ${base}/DCC_SCORE/calculated-metric-exceptions`,
      (s: AppStore) => s.dispatch(endpoints.saveDccExceptions.initiate({ exceptions: [], exceptionGroups: [] })),
    ],
    ['getDccTags', 'GET /api/customer/42/tags', (s: AppStore) => s.dispatch(endpoints.getDccTags.initiate())],
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

/** A widget answer as the widget kit keeps it: tagged, asked for by POST. */
const widgetAnswers = api.injectEndpoints({
  endpoints: (build) => ({
    dccTestWidgetAnswer: build.query<{ value: number }, number>({
      query: (widgetId) => ({ ...apiTarget(widgetQueryPaths.customerGetData), method: 'POST', body: { widgetId } }),
      providesTags: [WIDGET_DATA_TAG],
    }),
  }),
});

describe('the score state and the widgets’ kept answers', () => {
  /** A store holding a widget answer no screen shows any more, then asked for the score state. */
  async function keptAnswerAfter(state: CalculatedMetricScoreState) {
    fakeRoutes({
      'POST /api/customer/42/widget/get-data': () => json({ value: 83.2 }),
      [`GET ${base}/DCC_SCORE/score-state`]: () => json(state),
    });
    const store = makeStore({ session: signedInSession() });
    const answer = store.dispatch(widgetAnswers.endpoints.dccTestWidgetAnswer.initiate(7));
    expect((await answer).data).toEqual({ value: 83.2 });
    answer.unsubscribe();
    await store.dispatch(endpoints.getDccScoreState.initiate());
    // Invalidation is handled by the api's middleware once the answer is stored.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return widgetAnswers.endpoints.dccTestWidgetAnswer.select(7)(store.getState()).data;
  }

  it('drops them once the scores are current: a recompute may have changed them since', async () => {
    expect(
      await keptAnswerAfter({ activeVersion: 3, appliedVersion: 3, state: 'current', progress: 1 }),
    ).toBeUndefined();
  });

  it('keeps them while the history is recomputed: the widgets still show the applied version', async () => {
    expect(await keptAnswerAfter({ activeVersion: 3, appliedVersion: 2, state: 'recomputing', progress: 0.4 })).toEqual(
      { value: 83.2 },
    );
  });
});

describe('dccApi calculation', () => {
  it('asks again for the percentages met of a version once that version is saved, not of the others', async () => {
    const server = fakeRoutes({
      [`POST ${base}/calculate/DCC_SCORE/1`]: () => json(sampleCalculation),
      [`POST ${base}/calculate/DCC_SCORE/2`]: () => json({ ...sampleCalculation, version: 2 }),
      [`PUT ${base}/definition/DCC_SCORE/1`]: () => json(sampleDefinition),
    });
    const store = makeStore({ session: signedInSession() });
    const first = store.dispatch(endpoints.calculateDcc.initiate({ version: 1 }));
    const second = store.dispatch(endpoints.calculateDcc.initiate({ version: 2 }));
    await Promise.all([first, second]);
    await store.dispatch(endpoints.saveDccDefinition.initiate({ version: 1, definition: { groups: [] } }));
    const calculations = () =>
      server.calls.filter((call) => call.path.includes('/calculate/')).map((call) => call.path.split('/').at(-1));
    await vi.waitFor(() => expect(calculations()).toEqual(['1', '2', '1']));
    // The refetch has settled; version 2 was not asked again.
    await first;
    expect(calculations()).toEqual(['1', '2', '1']);
    first.unsubscribe();
    second.unsubscribe();
  });
});

describe('dccApi exceptions', () => {
  it('keeps the saved exceptions from the answer and asks again for every version’s percentages met', async () => {
    const server = fakeRoutes({
      [`GET ${base}/DCC_SCORE/calculated-metric-exceptions`]: () => json({ exceptions: [], exceptionGroups: [] }),
      [`PUT ${base}/DCC_SCORE/calculated-metric-exceptions`]: () => json(sampleExceptions),
      [`POST ${base}/calculate/DCC_SCORE/1`]: () => json(sampleCalculation),
      [`POST ${base}/calculate/DCC_SCORE/2`]: () => json({ ...sampleCalculation, version: 2 }),
    });
    const store = makeStore({ session: signedInSession() });
    const read = store.dispatch(endpoints.getDccExceptions.initiate());
    const first = store.dispatch(endpoints.calculateDcc.initiate({ version: 1 }));
    const second = store.dispatch(endpoints.calculateDcc.initiate({ version: 2 }));
    await Promise.all([read, first, second]);
    await store.dispatch(endpoints.saveDccExceptions.initiate({ exceptions: [], exceptionGroups: [] }));
    // The answer is kept as the exceptions read: no second read.
    await vi.waitFor(async () => {
      const again = store.dispatch(endpoints.getDccExceptions.initiate());
      const { data } = await again;
      again.unsubscribe();
      expect(data).toEqual(sampleExceptions);
    });
    expect(server.calls.filter((call) => call.path.endsWith('/calculated-metric-exceptions'))).toHaveLength(2);
    // Exceptions hold for every version: both calculations are asked again.
    const calculations = () => server.calls.filter((call) => call.path.includes('/calculate/')).length;
    await vi.waitFor(() => expect(calculations()).toBe(4));
    for (const subscription of [read, first, second]) subscription.unsubscribe();
  });
});
