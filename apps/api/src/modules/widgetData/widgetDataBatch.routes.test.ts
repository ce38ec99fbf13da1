import {
  buildPath,
  type WidgetDataBatchLine,
  widgetDataBatchLineSchema,
  widgetQueryPaths,
} from '@shelfsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarketTestApp } from '../../test/marketTestApp';
import { apiCaller, type TestApp } from '../../test/testApp';
import {
  barsDefinition as bars,
  FEBRUARY,
  kpiDefinition as kpi,
  lineDefinition as line,
} from '../../test/widgetDefinitions';

let t: TestApp;
let acme = 0;
let brandco = 0;
const analyst = 'analyst@acme.test';
const readOnly = 'readonly@acme.test';

beforeAll(async () => {
  ({ t, acme, brandco } = await createMarketTestApp([analyst, readOnly]));
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(() => t.app);
const post = (url: string, payload: unknown, user = analyst) => call(user, 'POST', url, payload);
const batch = (payload: unknown, options: { user?: string; customerId?: number } = {}) =>
  post(
    buildPath(widgetQueryPaths.customerGetDataBatch, { customerId: options.customerId ?? acme }),
    payload,
    options.user,
  );
const single = (body: unknown) => post(buildPath(widgetQueryPaths.customerGetData, { customerId: acme }), body);

/** The answer's lines, each checked against the contract. */
function linesOf(body: string): WidgetDataBatchLine[] {
  expect(body.endsWith('\n')).toBe(true);
  return body
    .trimEnd()
    .split('\n')
    .map((text) => widgetDataBatchLineSchema.parse(JSON.parse(text)));
}

describe('POST widget/get-data/batch', () => {
  it('answers every request, line by line, exactly as its get-data call does — a failing one included', async () => {
    const requests = [
      { definition: kpi, ...FEBRUARY },
      { definition: bars, ...FEBRUARY },
      { widgetId: 987_654, ...FEBRUARY },
      { definition: line, ...FEBRUARY, filterRetailerIds: [1] },
      { definition: kpi, dateFrom: '2024-02-10', dateTo: '2024-02-12' },
    ];
    const response = await batch({ requests });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    expect(response.headers['content-encoding']).toBeUndefined();
    const lines = linesOf(response.body);
    expect(lines.map((entry) => entry.index).sort()).toEqual([0, 1, 2, 3, 4]);
    for (const [index, request] of requests.entries()) {
      const alone = await single(request);
      const entry = lines.find((candidate) => candidate.index === index);
      expect(entry?.status, `request ${index}`).toBe(alone.statusCode);
      expect(entry?.body, `request ${index}`).toEqual(alone.json());
    }
    // The unknown widget failed alone; the others carry drawn data.
    expect(lines.filter((entry) => entry.status !== 200).map((entry) => entry.index)).toEqual([2]);
  });

  it('lets read-only users draw, as get-data does', async () => {
    const response = await batch({ requests: [{ definition: kpi, ...FEBRUARY }] }, { user: readOnly });
    expect(response.statusCode).toBe(200);
    expect(linesOf(response.body)[0]?.status).toBe(200);
  });

  it('names the field of bad input, and asks for at least one request and at most a hundred', async () => {
    const wrongDay = await batch({ requests: [{ definition: kpi }, { definition: kpi, dateFrom: '2024-13-40' }] });
    expect(wrongDay.statusCode).toBe(400);
    expect(Object.keys(wrongDay.json().fields as object)).toEqual(['requests.1.dateFrom']);
    for (const requests of [[], Array.from({ length: 101 }, () => ({ definition: kpi }))]) {
      const refused = await batch({ requests });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().fields as object)).toEqual(['requests']);
    }
    const missing = await batch({});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields as object)).toEqual(['requests']);
  });

  it('refuses another tenant and a caller without a token', async () => {
    expect((await batch({ requests: [{ definition: kpi }] }, { customerId: brandco })).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: buildPath(widgetQueryPaths.customerGetDataBatch, { customerId: acme }),
      payload: { requests: [{ definition: kpi }] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
