import {
  type CalculatedMetricDefinition,
  type CalculatedMetricScoreState,
  type CalculatedMetricVersion,
  metricByCode,
  type WidgetDataAnswer,
} from '@shelfsight/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DccDefinitionShape } from '../../analytics/engine/dccVersionSql';
import { defaultDccDefinition } from '../../analytics/engine/dccCriteria';
import type { DailyFact } from '../../analytics/engine/testing/marketFixture';
import { plainDccScore } from '../../analytics/engine/testing/plainDccScore';
import { dayRollupTables } from '../../analytics/engine/dayRollups';
import { refreshMonthlyRollup } from '../../analytics/monthlyRollup';
import { marketTestAppPerFile } from '../../test/marketTestApp';
import { apiCaller } from '../../test/testApp';

const admin = 'admin@acme.test';
const analyst = 'analyst@acme.test';
const market = marketTestAppPerFile([admin, analyst]);
const call = apiCaller(() => market.t.app);

// The rollups too, as a load builds them: the widgets below read them, and a recompute rebuilds them.
beforeAll(async () => {
  await refreshMonthlyRollup(market.t.app.analytics.connection, market.acme);
});

const FEBRUARY = { dateFrom: '2024-02-01', dateTo: '2024-02-29' };
const DCC = metricByCode('DCC_SCORE')?.id ?? 0;
const RETAILER = 1;
const base = () => `/api/customer/${market.acme}/calculated-metric`;

const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The DCC average of the plain computation over Acme's listed February pages, overall and per retailer. */
function plainAverages(definition: DccDefinitionShape) {
  const scored = market.fixture.daily
    .filter((row: DailyFact) => row.listed && row.day >= FEBRUARY.dateFrom && row.day <= FEBRUARY.dateTo)
    .map((row) => ({ retailerId: row.retailer_id, score: plainDccScore(definition, row) }))
    .filter((row): row is { retailerId: number; score: number } => row.score !== null);
  const retailers = [...new Set(scored.map((row) => row.retailerId))];
  return {
    all: average(scored.map((row) => row.score)),
    byRetailer: new Map(
      retailers.map((id) => [id, average(scored.filter((row) => row.retailerId === id).map((row) => row.score))]),
    ),
  };
}

async function engineAverages() {
  const kpi = await call(analyst, 'POST', `/api/customer/${market.acme}/widget/get-data`, {
    definition: { visualizationType: 'KPI', metricId: DCC, aggregationFunction: 'AVG' },
    ...FEBRUARY,
  });
  expect(kpi.statusCode, kpi.body).toBe(200);
  const bars = await call(analyst, 'POST', `/api/customer/${market.acme}/widget/get-data`, {
    definition: {
      visualizationType: 'HORIZONTAL_BAR',
      metricId: DCC,
      aggregationFunction: 'AVG',
      dimensionId: RETAILER,
    },
    ...FEBRUARY,
  });
  expect(bars.statusCode, bars.body).toBe(200);
  const kpiAnswer = kpi.json() as Extract<WidgetDataAnswer, { visualizationType: 'KPI' }>;
  const barAnswer = bars.json() as Extract<WidgetDataAnswer, { visualizationType: 'HORIZONTAL_BAR' }>;
  const byRetailer = new Map(
    barAnswer.rawOutput.bars.map((bar) => [Number(bar.key.split(':')[1]), bar.value as number]),
  );
  return { all: kpiAnswer.rawOutput.value as number, byRetailer };
}

function expectSameAverages(
  actual: Awaited<ReturnType<typeof engineAverages>>,
  expected: ReturnType<typeof plainAverages>,
) {
  expect(actual.all).toBeCloseTo(expected.all, 6);
  expect([...actual.byRetailer.keys()].sort()).toEqual([...expected.byRetailer.keys()].sort());
  for (const [id, value] of expected.byRetailer) expect(actual.byRetailer.get(id)).toBeCloseTo(value, 6);
}

/** The DCC columns of every day rollup of Acme, in a stable order, as text. */
async function dccRollupColumns(): Promise<string[]> {
  const connection = market.t.app.analytics.connection;
  const rows: string[] = [];
  for (const table of dayRollupTables) {
    const reader = await connection.runAndReadAll(
      `SELECT * EXCLUDE (customer_id) FROM (SELECT COLUMNS('^(customer_id|retailer_id|product_id|day|currency|dcc_score_.*)$') FROM ${table})
       WHERE customer_id = $1 ORDER BY ALL`,
      [market.acme],
    );
    for (const row of reader.getRows()) rows.push(`${table} ${row.map(String).join(' ')}`);
  }
  return rows;
}

/** The score state once no recompute is left (the in-process queue runs them one after another). */
async function settledState(user = admin): Promise<CalculatedMetricScoreState> {
  for (;;) {
    const response = await call(user, 'GET', `${base()}/DCC_SCORE/score-state`);
    expect(response.statusCode, response.body).toBe(200);
    const state = response.json() as CalculatedMetricScoreState;
    if (state.state === 'current') return state;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the DCC score follows the active version', () => {
  it('scores by the default criteria until another version is active', async () => {
    const state = await settledState();
    const versions = (await call(admin, 'GET', `${base()}/DCC_SCORE/versions`)).json() as CalculatedMetricVersion[];
    const active = versions.find((version) => version.isActiveVersion);
    expect(state).toEqual({
      activeVersion: active?.versionNumber,
      appliedVersion: active?.versionNumber,
      state: 'current',
      progress: 1,
    });
    expectSameAverages(await engineAverages(), plainAverages(defaultDccDefinition()));
  });

  it('recomputes the widgets’ numbers and the product details after a copy is changed and active', async () => {
    const before = await engineAverages();
    const versions = (await call(admin, 'GET', `${base()}/DCC_SCORE/versions`)).json() as CalculatedMetricVersion[];
    const active = versions.find((version) => version.isActiveVersion)!;
    const copied = await call(admin, 'POST', `${base()}/copy/DCC_SCORE/${active.versionNumber}`);
    expect(copied.statusCode, copied.body).toBe(201);
    const copy = copied.json() as CalculatedMetricVersion;
    const definition = (
      await call(admin, 'GET', `${base()}/definition/DCC_SCORE/${copy.versionNumber}`)
    ).json() as CalculatedMetricDefinition;
    // Most of the weight on the last group, its first component off, and an OR component added to the first.
    const groups = definition.groups.map((group, index) => ({
      name: group.name,
      weight: [0.1, 0.1, 0.8][index] ?? 0,
      components: group.components.map(({ id: _id, sequenceNumber: _s, conditions, ...component }, c) => ({
        ...component,
        disabled: index === 2 && c === 0,
        conditions: conditions.map(({ id: _cid, sequenceNumber: _cs, ...condition }) => condition),
      })),
    }));
    groups[0]!.components.push({
      name: 'Images or video',
      description: 'Two images, or a video.',
      weight: 3,
      disabled: false,
      operator: 'OR',
      conditions: [
        {
          name: 'Images',
          field: 'image_count',
          operator: 'greater_or_equal',
          value: 2,
          valueType: 'number',
          function: null,
        },
        { name: 'Video', field: 'video_count', operator: 'greater', value: 0, valueType: 'number', function: null },
      ],
    });
    const saved = await call(admin, 'PUT', `${base()}/definition/DCC_SCORE/${copy.versionNumber}`, { groups });
    expect(saved.statusCode, saved.body).toBe(200);

    const state = await settledState(analyst);
    expect(state).toMatchObject({ activeVersion: copy.versionNumber, appliedVersion: copy.versionNumber });
    const expected = plainAverages({ groups });
    const after = await engineAverages();
    expectSameAverages(after, expected);
    // The change shows: the numbers the widgets give are not the ones before.
    expect(Math.abs(after.all - before.all)).toBeGreaterThan(0.5);
    // Only the DCC columns were recomputed; they hold what building the rollups afresh gives.
    const recomputed = await dccRollupColumns();
    await refreshMonthlyRollup(market.t.app.analytics.connection, market.acme);
    expect(recomputed).toEqual(await dccRollupColumns());
    expect(recomputed.length).toBeGreaterThan(1000);

    // The details explain the new score with the new version's groups.
    const productId = market.fixture.daily.find((row) => row.listed && row.day === FEBRUARY.dateTo)!.product_id;
    const details = await call(
      analyst,
      'GET',
      `/api/customer/${market.acme}/products/get-details/${productId}?dateFrom=${FEBRUARY.dateFrom}&dateTo=${FEBRUARY.dateTo}`,
    );
    expect(details.statusCode, details.body).toBe(200);
    const [page] = (
      details.json() as {
        rawOutput: {
          retailerDetails: {
            dccScoreDetails: { groups: { name: string; weight: number; components: { name: string }[] }[] };
          }[];
        };
      }
    ).rawOutput.retailerDetails;
    expect(page?.dccScoreDetails.groups.map((group) => group.weight)).toEqual([0.1, 0.1, 0.8]);
    expect(page?.dccScoreDetails.groups[0]?.components.map((component) => component.name)).toContain('Images or video');

    // Activating the first version again brings the first numbers back.
    const back = await call(admin, 'POST', `${base()}/activate/DCC_SCORE/${active.versionNumber}`);
    expect(back.statusCode, back.body).toBe(200);
    await settledState();
    expectSameAverages(await engineAverages(), plainAverages(defaultDccDefinition()));
  });

  it('answers the score state to everyone of the customer, 403 to another tenant and 400 naming the metric', async () => {
    expect((await call(analyst, 'GET', `${base()}/DCC_SCORE/score-state`)).statusCode).toBe(200);
    const other = await call(analyst, 'GET', `/api/customer/${market.brandco}/calculated-metric/DCC_SCORE/score-state`);
    expect(other.statusCode).toBe(403);
    const bad = await call(admin, 'GET', `${base()}/PRICE/score-state`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('metricId');
  });
});
