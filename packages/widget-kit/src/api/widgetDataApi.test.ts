import { api, makeStore, WIDGET_DATA_TAG } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json } from '@shelfsight/api-client/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberChartSize } from './chartPictureSizes';
import { chartPictureOf, startChartPictures, startWidgetDataBatch, widgetDataApi } from './widgetDataApi';

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

describe('kept answers', () => {
  it('are asked for again once something invalidates the widgets’ numbers (a DCC recompute)', async () => {
    const { calls } = serve();
    const store = makeStore({ session: signedInSession() });
    const request = { widgetId: 3, dashboardId: 5 };
    const shown = store.dispatch(widgetDataApi.endpoints.getWidgetData.initiate(request));
    await shown;
    shown.unsubscribe();
    // A dashboard opened again soon takes the kept answer without asking.
    await store.dispatch(widgetDataApi.endpoints.getWidgetData.initiate(request, { subscribe: false }));
    expect(calls).toHaveLength(1);

    store.dispatch(api.util.invalidateTags([WIDGET_DATA_TAG]));
    await store.dispatch(widgetDataApi.endpoints.getWidgetData.initiate(request, { subscribe: false }));
    expect(calls).toHaveLength(2);
  });
});

const PICTURE = '<svg width="336" height="168"></svg>';

describe('chart pictures', () => {
  afterEach(() => localStorage.clear());

  it('are asked for early where the size is remembered, and a chart of that size takes the answer up', async () => {
    const { calls } = fakeRoutes({
      'POST /api/customer/42/widget/get-data/chart': () =>
        new Response(PICTURE, { headers: { 'content-type': 'image/svg+xml' } }),
    });
    const store = makeStore({ session: signedInSession() });
    const placed = { widgetId: 2, dashboardId: 5, dashboardWidgetId: 20 };
    const other = { widgetId: 3, dashboardId: 5, dashboardWidgetId: 30 };
    rememberChartSize({ dashboardWidgetId: 20, printed: false }, { width: 336, height: 168 });
    expect(startChartPictures(store, [placed, other, { widgetId: 4 }])).toBe(1);
    expect(await chartPictureOf(store.dispatch, placed, { width: 336, height: 168 })).toBe(PICTURE);
    expect(calls.map((call) => call.body)).toEqual([{ ...placed, chartWidth: 336, chartHeight: 168 }]);
    // A chart laid out at another size asks for that one, and is remembered at it.
    expect(await chartPictureOf(store.dispatch, placed, { width: 400, height: 200 })).toBe(PICTURE);
    expect(calls).toHaveLength(2);
    expect(startChartPictures(store, [placed])).toBe(1);
    expect(calls.at(-1)?.body).toEqual({ ...placed, chartWidth: 400, chartHeight: 200 });
  });

  it('are null for anything but SVG: the chart then draws live', async () => {
    fakeRoutes({ 'POST /api/customer/42/widget/get-data/chart': () => json({ message: 'no chart' }, 400) });
    const store = makeStore({ session: signedInSession() });
    expect(await chartPictureOf(store.dispatch, { widgetId: 2 }, { width: 300, height: 150 })).toBeNull();
  });
});
