import {
  type CalculatedMetricCalculation,
  type CalculatedMetricDefinition,
  type CalculatedMetricExceptions,
  type CalculatedMetricExceptionsInput,
  type CalculatedMetricScoreState,
  type DccFixes,
  calculatedMetricExceptionMessages,
  metricByCode,
  type ProductDetails,
  type WidgetDataAnswer,
} from '@shelfsight/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DailyFact } from '../../analytics/engine/testing/marketFixture';
import { type PlainExceptions, plainComponentMet, plainDccScore } from '../../analytics/engine/testing/plainDccScore';
import { refreshMonthlyRollup } from '../../analytics/monthlyRollup';
import { marketTestAppPerFile } from '../../test/marketTestApp';
import { apiCaller } from '../../test/testApp';

const admin = 'admin@acme.test';
const analyst = 'analyst@acme.test';
const readOnly = 'readonly@acme.test';
const market = marketTestAppPerFile([admin, analyst, readOnly]);
const call = apiCaller(() => market.t.app);
const base = (customerId = market.acme) => `/api/customer/${customerId}/calculated-metric`;
const save = (body: unknown, user = admin, customerId = market.acme) =>
  call(user, 'PUT', `${base(customerId)}/DCC_SCORE/calculated-metric-exceptions`, body);

beforeAll(async () => {
  await refreshMonthlyRollup(market.t.app.analytics.connection, market.acme);
});

const FEBRUARY = { dateFrom: '2024-02-01', dateTo: '2024-02-29' };
const DCC = metricByCode('DCC_SCORE')?.id ?? 0;

/** The fixture's products, retailers and tags the exceptions below name. */
function places() {
  const { products, retailers, tags } = market.fixture;
  return {
    product: (n: number) => products[n]!.id,
    retailer: (n: number) => retailers[n]!.id,
    tag: (n: number) => tags[n]!.id,
  };
}

/** Product-only, product × retailer, tag, retailer and group exceptions on fields of the default criteria. */
function exceptionsInput(): CalculatedMetricExceptionsInput {
  const { product, retailer, tag } = places();
  return {
    exceptions: [
      { entityId: product(1), field: 'image_count', operator: 'greater_or_equal', value: 1 },
      { entityId: product(1), retailerId: retailer(0), type: 'IGNORE', field: 'image_count' },
      { tagId: tag(0), type: 'IGNORE', field: 'description_present' },
      { retailerId: retailer(1), field: 'title_chars', operator: 'less_or_equal', value: 200 },
    ],
    exceptionGroups: [
      { retailerIds: [retailer(0), retailer(1)], tagIds: [tag(1)], type: 'IGNORE', field: 'video_count' },
      { entityId: product(2), field: 'bullet_count', operator: 'greater_or_equal', value: 0 },
    ],
  };
}

async function settled(): Promise<CalculatedMetricScoreState> {
  for (;;) {
    const state = (await call(admin, 'GET', `${base()}/DCC_SCORE/score-state`)).json() as CalculatedMetricScoreState;
    if (state.state === 'current') return state;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const tagsOf = (productId: number) =>
  market.fixture.tags.filter((tag) => tag.productIds.includes(productId)).map((tag) => tag.id);
const placed = (stored: CalculatedMetricExceptions, row: DailyFact): PlainExceptions => ({
  stored,
  place: { productId: row.product_id, retailerId: row.retailer_id, tagIds: tagsOf(row.product_id) },
});
const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

async function activeGroups() {
  const response = await call(admin, 'GET', `${base()}/definition/DCC_SCORE/1`);
  return (response.json() as CalculatedMetricDefinition).groups;
}

/** The February DCC average of the plain computation, with or without the stored exceptions. */
async function plainAverage(stored: CalculatedMetricExceptions | null) {
  const groups = await activeGroups();
  const scores = market.fixture.daily
    .filter((row) => row.listed && row.day >= FEBRUARY.dateFrom && row.day <= FEBRUARY.dateTo)
    .map((row) => plainDccScore({ groups }, row, stored ? placed(stored, row) : undefined))
    .filter((score): score is number => score !== null);
  return average(scores);
}

async function kpiAverage() {
  const kpi = await call(analyst, 'POST', `/api/customer/${market.acme}/widget/get-data`, {
    definition: { visualizationType: 'KPI', metricId: DCC, aggregationFunction: 'AVG' },
    ...FEBRUARY,
  });
  expect(kpi.statusCode, kpi.body).toBe(200);
  return (kpi.json() as Extract<WidgetDataAnswer, { visualizationType: 'KPI' }>).rawOutput.value as number;
}

describe('saving the DCC exceptions', () => {
  it('lets administrators only change them: others and read-only users 403, another tenant 403', async () => {
    expect((await save(exceptionsInput(), analyst)).statusCode).toBe(403);
    expect((await save(exceptionsInput(), readOnly)).statusCode).toBe(403);
    expect((await save({ exceptions: [], exceptionGroups: [] }, admin, market.brandco)).statusCode).toBe(403);
  });

  it('answers 400 naming the field for unknown products, retailers, tags and unfit rules', async () => {
    const { product, retailer } = places();
    const cases: [unknown, string][] = [
      [
        { exceptions: [{ entityId: 987_654, field: 'image_count', operator: 'equals', value: 2 }] },
        'exceptions.0.entityId',
      ],
      [{ exceptions: [{ tagId: 987_654, type: 'IGNORE', field: 'image_count' }] }, 'exceptions.0.tagId'],
      [
        { exceptionGroups: [{ retailerIds: [retailer(0), 987_654], type: 'IGNORE', field: 'rating' }] },
        'exceptionGroups.0.retailerIds.1',
      ],
      [
        { exceptions: [{ entityId: product(0), field: 'image_count', operator: 'contains', value: 'x' }] },
        'exceptions.0.operator',
      ],
      [
        { exceptions: [{ entityId: product(0), field: 'image_count', operator: 'equals', value: null }] },
        'exceptions.0.value',
      ],
      [{ exceptions: [{ type: 'IGNORE', field: 'image_count' }] }, 'exceptions.0.entityId'],
      [{ exceptions: [{ entityId: product(0), field: 'shoe_size', type: 'IGNORE' }] }, 'exceptions.0.field'],
    ];
    for (const [body, field] of cases) {
      const response = await save(body);
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(response.json().fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const unknownTag = await save({ exceptions: [{ tagId: 987_654, type: 'IGNORE', field: 'rating' }] });
    expect(unknownTag.json().fields).toEqual({ 'exceptions.0.tagId': calculatedMetricExceptionMessages.unknownTag });
    const stillEmpty = await call(admin, 'GET', `${base()}/DCC_SCORE/calculated-metric-exceptions`);
    expect(stillEmpty.json()).toEqual({ exceptions: [], exceptionGroups: [] });
  });

  it('stores them for every member to read and rescores the history with them', async () => {
    const before = await kpiAverage();
    expect(before).toBeCloseTo(await plainAverage(null), 6);

    const response = await save(exceptionsInput());
    expect(response.statusCode, response.body).toBe(200);
    const stored = response.json() as CalculatedMetricExceptions;
    expect(stored.exceptions.map((row) => [row.type, row.field, row.operator, row.value])).toEqual([
      ['OVERRIDE', 'image_count', 'greater_or_equal', 1],
      ['IGNORE', 'image_count', 'no_condition', null],
      ['IGNORE', 'description_present', 'no_condition', null],
      ['OVERRIDE', 'title_chars', 'less_or_equal', 200],
    ]);
    expect(stored.exceptions[0]).toMatchObject({ entityType: 'PRODUCT', valueType: 'number' });
    const read = await call(readOnly, 'GET', `${base()}/DCC_SCORE/calculated-metric-exceptions`);
    expect(read.json()).toEqual(stored);

    expect((await settled()).appliedVersion).toBe(1);
    const after = await kpiAverage();
    expect(after).toBeCloseTo(await plainAverage(stored), 6);
    // The exceptions changed the score, so the check above could fail.
    expect(Math.abs(after - before)).toBeGreaterThan(0.01);
  });

  it('scores the calculate call’s pages with the exceptions, as the plain computation', async () => {
    const stored = (
      await call(admin, 'GET', `${base()}/DCC_SCORE/calculated-metric-exceptions`)
    ).json() as CalculatedMetricExceptions;
    expect(stored.exceptions.length).toBeGreaterThan(0);
    const day = market.fixture.daily.reduce((newest, row) => (row.day > newest ? row.day : newest), '');
    const response = await call(analyst, 'POST', `${base()}/calculate/DCC_SCORE/1`, { date: day });
    expect(response.statusCode, response.body).toBe(200);
    const calculation = response.json() as CalculatedMetricCalculation;
    const groups = await activeGroups();
    const rows = market.fixture.daily
      .filter((row) => row.listed && row.day === day)
      .sort((a, b) => a.product_id - b.product_id || a.retailer_id - b.retailer_id);
    expect(calculation.pages.map((page) => page.score)).toEqual(
      rows.slice(0, calculation.pages.length).map((row) => plainDccScore({ groups }, row, placed(stored, row))),
    );
    expect(calculation.pages.length).toBeGreaterThan(5);
  });

  it("ranks a retailer's fixes with the exceptions: pages an exception lets pass are not counted as failing", async () => {
    const stored = (
      await call(admin, 'GET', `${base()}/DCC_SCORE/calculated-metric-exceptions`)
    ).json() as CalculatedMetricExceptions;
    const day = market.fixture.daily.reduce((newest, row) => (row.day > newest ? row.day : newest), '');
    const retailerId = places().retailer(0);
    const response = await call(analyst, 'GET', `${base()}/DCC_SCORE/fixes?retailerId=${retailerId}&date=${day}`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as DccFixes;
    const rows = market.fixture.daily.filter((row) => row.listed && row.day === day && row.retailer_id === retailerId);
    const groups = await activeGroups();
    let differs = false;
    for (const fix of answer.fixes) {
      const component = groups.find((g) => g.name === fix.group)?.components.find((c) => c.name === fix.component);
      const failing = (exceptions: boolean) =>
        rows.filter((row) => plainComponentMet(component!, row, exceptions ? placed(stored, row) : undefined) === false)
          .length;
      expect(fix.pagesFailing, `${fix.group} / ${fix.component}`).toBe(failing(true));
      differs ||= failing(true) !== failing(false);
    }
    // An image or video exception at this retailer changes a count, so the checks above could fail.
    expect(differs).toBe(true);
  });

  it('shows product details’ score and rule flags with the exceptions', async () => {
    const stored = (
      await call(admin, 'GET', `${base()}/DCC_SCORE/calculated-metric-exceptions`)
    ).json() as CalculatedMetricExceptions;
    const groups = await activeGroups();
    const productId = places().product(1);
    const response = await call(
      admin,
      'GET',
      `/api/customer/${market.acme}/products/get-details/${productId}?dateFrom=${FEBRUARY.dateFrom}&dateTo=${FEBRUARY.dateTo}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const details = (response.json() as { rawOutput: ProductDetails }).rawOutput.retailerDetails.filter(
      (detail) => detail.listed,
    );
    expect(details.length).toBeGreaterThan(0);
    let differs = false;
    for (const detail of details) {
      const last = market.fixture.daily
        .filter(
          (row) =>
            row.product_id === productId &&
            row.retailer_id === detail.retailerId &&
            row.day >= FEBRUARY.dateFrom &&
            row.day <= FEBRUARY.dateTo,
        )
        .sort((a, b) => a.day.localeCompare(b.day))
        .at(-1)!;
      expect(detail.dccScore).toBe(plainDccScore({ groups }, last, placed(stored, last)));
      differs ||= detail.dccScore !== plainDccScore({ groups }, last);
      for (const group of detail.dccScoreDetails.groups)
        for (const shown of group.components) {
          const component = groups
            .find((each) => each.name === group.name)
            ?.components.find((each) => each.name === shown.name);
          expect(shown.met, `${group.name} / ${shown.name}`).toBe(
            plainComponentMet(component!, last, placed(stored, last)),
          );
        }
    }
    // Product 1's image exceptions move its score somewhere, so the checks above could fail.
    expect(differs).toBe(true);
  });

  it('goes back to the plain version’s scores when the exceptions are removed', async () => {
    const response = await save({ exceptions: [], exceptionGroups: [] });
    expect(response.statusCode, response.body).toBe(200);
    await settled();
    expect(await kpiAverage()).toBeCloseTo(await plainAverage(null), 6);
  });
});
