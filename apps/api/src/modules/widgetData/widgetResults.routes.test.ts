import type { WidgetDataAnswer, WidgetQueryDefinitionInput } from '@shelfsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishLoad, startLoad } from '../../analytics/factLoads';
import { createMarketTestApp } from '../../test/marketTestApp';
import { apiCaller, type TestApp } from '../../test/testApp';

// A test app of its own: these tests change Acme's facts, which other files compare with their fixture.
let t: TestApp;
let acme = 0;

beforeAll(async () => {
  ({ t, acme } = await createMarketTestApp(['analyst@acme.test']));
});
afterAll(async () => {
  await t.close();
});

const FEBRUARY = { dateFrom: '2024-02-01', dateTo: '2024-02-29' };
const rowCount: WidgetQueryDefinitionInput = { visualizationType: 'KPI', metricId: 2, aggregationFunction: 'COUNT' };

const call = apiCaller(() => t.app);
const getData = (body: Record<string, unknown>) => call('analyst@acme.test', 'POST', 'widget/get-data', body, acme);
const valueOf = (response: Awaited<ReturnType<typeof getData>>) =>
  (response.json() as Extract<WidgetDataAnswer, { visualizationType: 'KPI' }>).rawOutput.value ?? NaN;
const isHit = (response: Awaited<ReturnType<typeof getData>>) =>
  /cache;desc=hit/.test(String(response.headers['server-timing']));

async function recordLoad(state: 'ready' | 'loading') {
  const loadId = crypto.randomUUID();
  const connection = t.app.analytics.connection;
  await startLoad(connection, {
    loadId,
    customerId: acme,
    source: 'test',
    ...{ dayFrom: '2024-02-01', dayTo: '2024-02-29' },
  });
  if (state === 'ready') await finishLoad(connection, loadId, { state, dailyRows: 0 });
  return loadId;
}

describe('kept widget answers', () => {
  it('answers a repeated question from what it kept until a load of the customer changes the facts', async () => {
    const body = { definition: rowCount, ...FEBRUARY };
    const first = await getData(body);
    const again = await getData(body);
    expect(isHit(first)).toBe(false);
    expect(isHit(again)).toBe(true);
    expect(again.json()).toEqual(first.json());
    const counted = valueOf(first);
    expect(counted).toBeGreaterThan(0);

    // Facts removed outside a load are not seen (the stamp is what tells a change) ...
    await t.app.analytics.connection.run(`DELETE FROM fact_daily WHERE customer_id = $1 AND day = DATE '2024-02-10'`, [
      acme,
    ]);
    expect(valueOf(await getData(body))).toBe(counted);
    // ... while a load runs nothing is kept, and once it ends the new facts are counted.
    const running = await recordLoad('loading');
    const during = await getData(body);
    expect(isHit(during)).toBe(false);
    expect(valueOf(during)).toBeLessThan(counted);
    await finishLoad(t.app.analytics.connection, running, { state: 'ready', dailyRows: 0 });
    const after = await getData(body);
    expect(isHit(after)).toBe(false);
    expect(valueOf(after)).toBe(valueOf(during));
    expect(isHit(await getData(body))).toBe(true);
  });

  it('keeps answers of other dates, filters and definitions apart', async () => {
    const body = { definition: rowCount, ...FEBRUARY };
    await getData(body);
    const otherDates = await getData({ ...body, dateTo: '2024-02-15' });
    const otherDefinition = await getData({ ...body, definition: { ...rowCount, aggregationFunction: 'AVG' } });
    const narrowed = await getData({ ...body, filterRetailerIds: [1] });
    expect([otherDates, otherDefinition, narrowed].map(isHit)).toEqual([false, false, false]);
    expect(valueOf(otherDates)).toBeLessThan(valueOf(await getData(body)));
    await recordLoad('ready');
  });

  it('keeps product overviews, and never image similarity, which reads reference images that change any time', async () => {
    const productOverview: WidgetQueryDefinitionInput = {
      visualizationType: 'PRODUCT_OVERVIEW',
      metricId: 2,
      aggregationFunction: 'AVG',
    };
    const imageSimilarity: WidgetQueryDefinitionInput = {
      visualizationType: 'IMAGE_SIMILARITY_OVERVIEW',
      dimensionId: 1,
    };
    for (const [definition, kept] of [
      [productOverview, true],
      [imageSimilarity, false],
    ] as const) {
      const first = await getData({ definition, ...FEBRUARY });
      const again = await getData({ definition, ...FEBRUARY });
      expect(first.statusCode, definition.visualizationType).toBe(200);
      expect([isHit(first), isHit(again)], definition.visualizationType).toEqual([false, kept]);
      expect(again.json()).toEqual(first.json());
    }
  });
});
