import {
  productDetailsAnswerSchema,
  type WidgetDataAnswer,
  widgetDataAnswerSchema,
  widgetDataRequestSchema,
  widgetQueryDefinitionSchema,
} from '@shelfsight/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { referenceImageChecks, referenceImages, referenceImageSets } from '../../db/schema';
import { marketTestAppPerFile } from '../../test/marketTestApp';
import { apiCaller } from '../../test/testApp';
import { runWidgetQuery } from './runWidgetQuery';

type Overview = Extract<WidgetDataAnswer, { visualizationType: 'IMAGE_SIMILARITY_OVERVIEW' }>;
type Result = { status: string; score: number | null; checkedOn: string | null; nextCheckOn: string | null };

const admin = 'admin@acme.test';
const market = marketTestAppPerFile([admin]);
const call = apiCaller(() => market.t.app);
const FEBRUARY = { dateFrom: '2024-02-01', dateTo: '2024-02-29' };

/** The generator's labels: one check of the first image per pair, on a February day. */
const FACT_LABELS = ['equal', 'somewhat_similar', 'highly_similar'] as const;

/** A stored check as the job leaves it (null dates: still queued). */
interface Stored {
  retailer: number;
  product: number;
  position: number;
  status: string;
  score: number | null;
  checkedOn: string | null;
  nextCheckOn: string | null;
}
const STORED: Stored[] = [
  // Product 1 at the first retailer: both carousel positions checked, one of them different.
  {
    retailer: 0,
    product: 0,
    position: 1,
    status: 'different',
    score: 41.5,
    checkedOn: '2026-11-20T10:00:00Z',
    nextCheckOn: '2026-11-27T10:00:00Z',
  },
  {
    retailer: 0,
    product: 0,
    position: 2,
    status: 'equal',
    score: 98,
    checkedOn: '2026-11-20T10:05:00Z',
    nextCheckOn: '2026-11-27T10:05:00Z',
  },
  // Product 1 at the second retailer: just uploaded, the job has not run.
  { retailer: 1, product: 0, position: 1, status: 'in_progress', score: null, checkedOn: null, nextCheckOn: null },
  // Product 3 at the third retailer: checked, though the facts hold no check of the pair.
  {
    retailer: 2,
    product: 2,
    position: 1,
    status: 'highly_similar',
    score: 90.25,
    checkedOn: '2026-11-21T08:00:00Z',
    nextCheckOn: '2026-11-28T08:00:00Z',
  },
];

const retailerId = (index: number) => market.fixture.retailers[index]!.id;
const productId = (index: number) => market.fixture.products[index]!.id;

/** The fact pairs: the first two products at every retailer. */
const factPairs = () =>
  [0, 1].flatMap((product) =>
    [0, 1, 2].map((retailer) => ({ product, retailer, status: FACT_LABELS[(product + retailer) % 3]! })),
  );

beforeAll(async () => {
  const { t, acme } = market;
  const rows = factPairs().map(
    ({ product, retailer, status }) =>
      `(${acme}, ${retailerId(retailer)}, ${productId(product)}, '2024-02-10', 1, 'fcism', 'ref', '${status}', 96,
        '2024-02-10 06:00:00', '2024-02-17 06:00:00')`,
  );
  await t.app.analytics.connection.run(`INSERT INTO fact_image_similarity VALUES ${rows.join(',\n')}`);
});

async function storeChecks() {
  const { t, acme } = market;
  const [set] = await t.app.db
    .insert(referenceImageSets)
    .values({ customerId: acme, name: 'Default', isDefault: true })
    .returning({ id: referenceImageSets.id });
  for (const check of STORED) {
    const [image] = await t.app.db
      .insert(referenceImages)
      .values({
        customerId: acme,
        productId: productId(check.product),
        setId: set!.id,
        imageSequence: check.position,
        filename: 'reference.png',
        fileKey: `reference/${check.product}-${check.retailer}-${check.position}.png`,
        contentType: 'image/png',
        width: 100,
        height: 100,
        byteSize: 1000,
      })
      .returning({ id: referenceImages.id });
    await t.app.db.insert(referenceImageChecks).values({
      customerId: acme,
      referenceImageId: image!.id,
      retailerId: retailerId(check.retailer),
      status: check.status,
      score: check.score,
      checkedOn: check.checkedOn ? new Date(check.checkedOn) : null,
      nextCheckOn: check.nextCheckOn ? new Date(check.nextCheckOn) : null,
    });
  }
}

async function overview(): Promise<Overview> {
  const answer = await runWidgetQuery({
    db: market.t.app.db,
    connection: market.t.app.analytics.connection,
    customerId: market.acme,
    user: { id: 0, isSystemAdmin: true },
    definition: widgetQueryDefinitionSchema.parse({ visualizationType: 'IMAGE_SIMILARITY_OVERVIEW', dimensionId: 1 }),
    request: widgetDataRequestSchema.parse({ ...FEBRUARY, itemsPerPage: 50 }),
    today: '2024-03-10',
  });
  return widgetDataAnswerSchema.parse(answer) as Overview;
}

const resultsOf = (answer: Overview) =>
  Object.fromEntries(
    answer.rawOutput.products.map((product) => [
      product.productDummyId,
      Object.fromEntries(
        product.results.map(({ retailerId: id, status, score, checkedOn, nextCheckOn }) => [
          id,
          { status, score, checkedOn, nextCheckOn },
        ]),
      ),
    ]),
  );

/** The badge of a pair's checks written out plainly: its worst position, a pending position above all. */
const WORST_FIRST = ['in_progress', 'error', 'different', 'somewhat_similar', 'highly_similar', 'equal'];
function plainBadge(checks: Stored[]): Result {
  const worst = [...checks].sort((a, b) => WORST_FIRST.indexOf(a.status) - WORST_FIRST.indexOf(b.status))[0]!;
  const scored = checks.every((check) => check.score !== null);
  const dates = (key: 'checkedOn' | 'nextCheckOn') =>
    checks
      .map((check) => check[key])
      .filter((value): value is string => value !== null)
      .sort();
  return {
    status: worst.status,
    score:
      scored && worst.status !== 'in_progress'
        ? Math.round((checks.reduce((sum, c) => sum + c.score!, 0) / checks.length) * 100) / 100
        : null,
    checkedOn: dates('checkedOn').at(-1) ?? null,
    nextCheckOn: dates('nextCheckOn')[0] ?? null,
  };
}

/** What the widget must show: the stored checks' badge where a pair has any, else the fact's label. */
function plainExpected(withStored: boolean) {
  const expected: Record<number, Record<number, Result>> = {};
  const put = (product: number, retailer: number, result: Result) => {
    (expected[productId(product)] ??= {})[retailerId(retailer)] = result;
  };
  for (const { product, retailer, status } of factPairs())
    put(product, retailer, {
      status,
      score: 96,
      checkedOn: '2024-02-10T06:00:00Z',
      nextCheckOn: '2024-02-17T06:00:00Z',
    });
  if (withStored) {
    const pairs = new Map<string, Stored[]>();
    for (const check of STORED)
      pairs.set(`${check.product}:${check.retailer}`, [
        ...(pairs.get(`${check.product}:${check.retailer}`) ?? []),
        check,
      ]);
    for (const checks of pairs.values()) put(checks[0]!.product, checks[0]!.retailer, plainBadge(checks));
  }
  return expected;
}

async function badgesInDetails(product: number): Promise<Record<number, string | null>> {
  const response = await call(
    admin,
    'GET',
    `products/get-details/${productId(product)}?dateFrom=${FEBRUARY.dateFrom}&dateTo=${FEBRUARY.dateTo}`,
    undefined,
    market.acme,
  );
  expect(response.statusCode, response.body).toBe(200);
  const details = productDetailsAnswerSchema.parse(response.json()).rawOutput;
  return Object.fromEntries(details.retailerDetails.map((detail) => [detail.retailerId, detail.referenceImageResult]));
}

describe("stored reference image checks over the market facts' labels", () => {
  it('show the stored label (or the check in progress) in the overview and the product details', async () => {
    // Before any upload both show the facts' labels.
    expect(resultsOf(await overview())).toEqual(plainExpected(false));
    const before = await badgesInDetails(0);
    expect(before[retailerId(0)]).toBe(FACT_LABELS[0]);
    expect(before[retailerId(1)]).toBe(FACT_LABELS[1]);

    await storeChecks();
    const after = await overview();
    expect(resultsOf(after)).toEqual(plainExpected(true));
    expect(resultsOf(after)[productId(0)]![retailerId(0)]!.status).toBe('different');
    expect(resultsOf(after)[productId(0)]![retailerId(1)]!.status).toBe('in_progress');

    // The details show the first image's check: stored where there is one, the fact's label elsewhere.
    const details = await badgesInDetails(0);
    expect(details[retailerId(0)]).toBe('different');
    expect(details[retailerId(1)]).toBe('in_progress');
    expect(details[retailerId(2)]).toBe(FACT_LABELS[2]);
    expect((await badgesInDetails(1))[retailerId(0)]).toBe(FACT_LABELS[1]);
  });
});
