import {
  buildPath,
  horizontalBarRawOutputSchema,
  lineChartRawOutputSchema,
  widgetChartMessages,
  widgetQueryPaths,
} from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { marketTestAppPerFile } from '../../test/marketTestApp';
import { apiCaller } from '../../test/testApp';
import {
  barsDefinition as bars,
  FEBRUARY,
  kpiDefinition as kpi,
  lineDefinition as line,
} from '../../test/widgetDefinitions';

const [analyst, readOnly] = ['analyst@acme.test', 'readonly@acme.test'] as const;
const market = marketTestAppPerFile([analyst, readOnly]);
const call = apiCaller(() => market.t.app);

/** The size asked for unless a test says otherwise. */
const SIZE = { chartWidth: 480, chartHeight: 240 };

const post = (
  path: typeof widgetQueryPaths.customerGetDataChart | typeof widgetQueryPaths.customerGetData,
  payload: unknown,
  options: { user?: string; customerId?: number } = {},
) => call(options.user ?? analyst, 'POST', buildPath(path, { customerId: options.customerId ?? market.acme }), payload);
const picture = (body: unknown, options?: { user?: string; customerId?: number }) =>
  post(widgetQueryPaths.customerGetDataChart, body, options);
const data = (body: unknown) => post(widgetQueryPaths.customerGetData, body);

/** The texts an SVG document shows, as the browser reads them (entities decoded). */
function textsOf(svg: string): string[] {
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map(([, text]) =>
    (text ?? '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&'),
  );
}

describe('POST widget/get-data/chart', () => {
  it('draws a bar chart of the answer get-data gives, at the size asked, and draws it once', async () => {
    const request = { definition: bars, ...FEBRUARY };
    const response = await picture({ ...request, ...SIZE });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toMatch(/^<svg [^>]*width="480" height="240"/);
    const answer = horizontalBarRawOutputSchema.parse((await data(request)).json().rawOutput);
    expect(answer.bars.length).toBeGreaterThan(1);
    // Every bar's item is named on the chart: the picture is of this answer.
    const texts = textsOf(response.body);
    for (const bar of answer.bars) expect(texts).toContain(bar.label);
    // Asked again, the same picture comes from the kept answer.
    expect((await picture({ ...request, ...SIZE })).body).toBe(response.body);
  });

  it('draws a line per series of a line chart, and follows the filters as get-data does', async () => {
    const request = { definition: line, ...FEBRUARY, filterRetailerIds: [1, 2] };
    const response = await picture({ ...request, ...SIZE, chartWidth: 600, chartHeight: 300 });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^<svg [^>]*width="600" height="300"/);
    const answer = lineChartRawOutputSchema.parse((await data(request)).json().rawOutput);
    expect(answer.chartData).toHaveLength(2);
    const texts = textsOf(response.body);
    for (const series of answer.chartData) expect(texts.some((text) => text.startsWith(series.label))).toBe(true);
    const wider = await picture({ ...request, chartWidth: 900, chartHeight: 300 });
    expect(wider.body).toMatch(/^<svg [^>]*width="900" height="300"/);
  });

  it('lets read-only users draw, as get-data does', async () => {
    const response = await picture({ definition: bars, ...FEBRUARY, ...SIZE }, { user: readOnly });
    expect(response.statusCode).toBe(200);
  });

  it('answers 400 naming widgetId for a widget that draws no chart', async () => {
    const response = await picture({ definition: kpi, ...FEBRUARY, ...SIZE });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: widgetChartMessages.noChart,
      fields: { widgetId: widgetChartMessages.noChart },
    });
  });

  it('names the field of bad input: a missing or impossible size, a bad day, an unknown widget', async () => {
    for (const [body, field] of [
      [{ definition: bars, chartWidth: 480 }, 'chartHeight'],
      [{ definition: bars, ...SIZE, chartWidth: 10 }, 'chartWidth'],
      [{ definition: bars, ...SIZE, chartHeight: 5000 }, 'chartHeight'],
      [{ definition: bars, ...SIZE, chartWidth: 'wide' }, 'chartWidth'],
      [{ definition: bars, ...SIZE, dateFrom: '2024-13-40' }, 'dateFrom'],
    ] as const) {
      const response = await picture(body);
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().fields as object), field).toEqual([field]);
    }
    const unknown = await picture({ widgetId: 987_654, ...SIZE });
    expect(unknown.statusCode).toBe((await data({ widgetId: 987_654 })).statusCode);
    expect(unknown.statusCode).toBeGreaterThanOrEqual(400);
    expect(unknown.statusCode).toBeLessThan(500);
  });

  it('refuses another tenant and a caller without a token', async () => {
    expect((await picture({ definition: bars, ...SIZE }, { customerId: market.brandco })).statusCode).toBe(403);
    const anonymous = await market.t.app.inject({
      method: 'POST',
      url: buildPath(widgetQueryPaths.customerGetDataChart, { customerId: market.acme }),
      payload: { definition: bars, ...SIZE },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
