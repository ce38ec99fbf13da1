import { makeStore } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json } from '@shelfsight/api-client/test-utils';
import { describe, expect, it } from 'vitest';
import { startWidgetDataBatch, widgetDataApi } from './widgetDataApi';

const kpi = { visualizationType: 'KPI', rawOutput: { value: 1 }, settingsUsed: {} };

/** Answers get-data alone, and get-data/batch with a line per request. */
const serve = () =>
  fakeRoutes({
    'POST /api/customer/42/widget/get-data': () => json(kpi),
    'POST /api/customer/42/widget/get-data/batch': async (request) => {
      const { requests } = (await request.json()) as { requests: unknown[] };
      const lines = requests.map((_, index) => `${JSON.stringify({ index, status: 200, body: kpi })}\n`);
      return new Response(lines.join(''), { headers: { 'content-type': 'application/x-ndjson' } });
    },
  });

describe('startWidgetDataBatch', () => {
  it('asks in one batch for the widgets whose query has not started, and their queries take their lines up', async () => {
    const { calls } = serve();
    const store = makeStore({ session: signedInSession() });
    // A page that rendered first has asked for widget 1 already.
    const first = store.dispatch(widgetDataApi.endpoints.getWidgetData.initiate({ widgetId: 1, dashboardId: 5 }));
    expect(
      startWidgetDataBatch(store, [
        { widgetId: 1, dashboardId: 5 },
        { widgetId: 2, dashboardId: 5 },
      ]),
    ).toBe(1);
    const second = await store.dispatch(
      widgetDataApi.endpoints.getWidgetData.initiate({ widgetId: 2, dashboardId: 5 }),
    );
    expect((await first).data).toEqual(kpi);
    expect(second.data).toEqual(kpi);
    const sent = calls.map((call) => [call.path, call.body]).sort(([a], [b]) => String(a).localeCompare(String(b)));
    expect(sent).toEqual([
      ['/api/customer/42/widget/get-data', { widgetId: 1, dashboardId: 5 }],
      ['/api/customer/42/widget/get-data/batch', { requests: [{ widgetId: 2, dashboardId: 5 }] }],
    ]);
  });
});
