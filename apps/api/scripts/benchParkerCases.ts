// The questions of `pnpm bench:parker` and their answers, computed from the fact rows with plain SQL over DuckDB,
// never through the widget engine (DCC scores by the default criteria written plainly). The periods are the bench's
// own reading of each phrase, relative to the day after the tenant's newest facts.
import type { DuckDBConnection } from '@duckdb/node-api';
import type { ParkerAnswer } from '@shelfsight/contracts';
import { DateTime } from 'luxon';
import { defaultDccDefinition } from '../src/analytics/engine/dccCriteria';
import { type Page, plainDccScore } from '../src/analytics/engine/testing/plainDccScore';

export interface Catalogue {
  customerId: number;
  lastDay: string;
  retailers: { id: number; name: string; country: string; currency: string }[];
  brands: { id: number; name: string; productIds: number[] }[];
  countries: { code: string; name: string; retailerIds: number[] }[];
}

/** A question, and a check of Parker's answer against the facts (a reason when it is wrong). */
export interface BenchCase {
  question: string;
  check: (answer: ParkerAnswer) => Promise<string | null>;
}

type Range = [string, string];
const day = (value: DateTime) => value.toISODate() as string;

/** The bench's own reading of the period phrases. */
export function periods(lastDay: string) {
  const newest = DateTime.fromISO(lastDay, { zone: 'utc' });
  const today = newest.plus({ days: 1 });
  const clamp = (range: Range): Range => [range[0], range[1] > lastDay ? lastDay : range[1]];
  const lastMonth = today.startOf('month').minus({ months: 1 });
  const october = DateTime.fromObject(
    { year: today.month >= 10 ? today.year : today.year - 1, month: 10 },
    { zone: 'utc' },
  );
  return {
    yesterday: [lastDay, lastDay] as Range,
    'last week': [
      day(today.startOf('week').minus({ weeks: 1 })),
      day(today.startOf('week').minus({ days: 1 })),
    ] as Range,
    'this month': clamp([day(today.startOf('month')), day(today)]),
    'last month': [day(lastMonth), day(lastMonth.endOf('month'))] as Range,
    'in the last 7 days': [day(today.minus({ days: 7 })), lastDay] as Range,
    'in the last 30 days': [day(today.minus({ days: 30 })), lastDay] as Range,
    'in October': [day(october), day(october.endOf('month'))] as Range,
  };
}
export type PeriodPhrase = keyof ReturnType<typeof periods>;

const ids = (values: readonly number[]) => (values.length ? values.map(Math.trunc).join(', ') : 'NULL');
const near = (actual: number | null | undefined, expected: number | null) =>
  expected === null
    ? actual === null
    : actual !== null && actual !== undefined && Math.abs(actual - expected) <= 1e-6 * Math.max(1, Math.abs(expected));
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** The plain fact reads the checks compare with. */
export function factReads(connection: DuckDBConnection, customerId: number) {
  const rows = async (text: string, params: (number | string)[]) =>
    (await connection.runAndReadAll(text, [customerId, ...params])).getRowObjectsJS();
  const where = (range: Range, filter: string) =>
    `customer_id = $1 AND day BETWEEN '${range[0]}'::DATE AND '${range[1]}'::DATE ${filter ? `AND ${filter}` : ''}`;
  return {
    /** Availability: in-stock flags of listed observations with a known stock state, as percent points. */
    availability: async (range: Range, filter = '', groupBy = '') =>
      rows(
        `SELECT ${groupBy ? `${groupBy} AS k,` : ''} avg(in_stock::INTEGER) * 100 AS v FROM fact_daily
          WHERE ${where(range, filter)} AND listed AND in_stock IS NOT NULL ${groupBy ? `GROUP BY ${groupBy}` : ''}`,
        [],
      ),
    mapViolations: async (range: Range, filter = '') =>
      numberOrNull(
        (
          await rows(
            `SELECT count(*) FILTER (WHERE selling_price < map_price) AS v FROM fact_daily
              WHERE ${where(range, filter)} AND map_price IS NOT NULL AND selling_price IS NOT NULL`,
            [],
          )
        )[0]?.v,
      ),
    outOfStockDays: async (range: Range, retailerId: number) =>
      new Map(
        (
          await rows(
            `SELECT product_id, count(*) AS v FROM fact_daily
              WHERE ${where(range, `retailer_id = ${retailerId}`)} AND listed AND in_stock = false GROUP BY product_id`,
            [],
          )
        ).map((row) => [Number(row.product_id), Number(row.v)]),
      ),
    averagePrice: async (range: Range, filter: string) =>
      numberOrNull(
        (
          await rows(
            `SELECT avg(selling_price::DOUBLE) AS v FROM fact_daily WHERE ${where(range, filter)} AND selling_price IS NOT NULL`,
            [],
          )
        )[0]?.v,
      ),
    /** Rating weighted by review count over listed observations with reviews. */
    rating: async (range: Range, filter: string) =>
      numberOrNull(
        (
          await rows(
            `SELECT sum(rating::DOUBLE * review_count) / nullif(sum(review_count), 0) AS v FROM fact_daily
              WHERE ${where(range, filter)} AND listed AND review_count > 0 AND rating IS NOT NULL`,
            [],
          )
        )[0]?.v,
      ),
    promotionRate: async (range: Range, filter: string) =>
      numberOrNull(
        (
          await rows(
            `SELECT avg(promotion::INTEGER) * 100 AS v FROM fact_daily WHERE ${where(range, filter)} AND listed`,
            [],
          )
        )[0]?.v,
      ),
    /** DCC score per retailer: each listed page scored by the default criteria written plainly, then averaged. */
    dccByRetailer: async (range: Range) => {
      const scores = new Map<number, { sum: number; count: number }>();
      for (const row of await rows(`SELECT * FROM fact_daily WHERE ${where(range, '')} AND listed`, [])) {
        const score = plainDccScore(defaultDccDefinition(), row as Page);
        if (score === null) continue;
        const kept = scores.get(Number(row.retailer_id)) ?? { sum: 0, count: 0 };
        kept.sum += score;
        kept.count += 1;
        scores.set(Number(row.retailer_id), kept);
      }
      return new Map([...scores.entries()].map(([id, { sum, count }]) => [id, sum / count]));
    },
    /** Days out of stock per product × retailer pair with a known stock state, averaged over the pairs. */
    pairOutOfStockDays: async (range: Range, filter: string) =>
      numberOrNull(
        (
          await rows(
            `SELECT avg(days) AS v FROM (SELECT sum((NOT in_stock)::INTEGER) AS days FROM fact_daily
              WHERE ${where(range, filter)} AND listed AND in_stock IS NOT NULL GROUP BY product_id, retailer_id)`,
            [],
          )
        )[0]?.v,
      ),
  };
}
type Reads = ReturnType<typeof factReads>;

const kpi = (expected: () => Promise<number | null>) => async (answer: ParkerAnswer) => {
  const value = await expected();
  if (answer.status !== 'answered') return `not answered: ${answer.understood}`;
  return near(answer.rows[0]?.value, value) ? null : `answered ${answer.rows[0]?.value}, the facts give ${value}`;
};

/**
 * Rows keyed by the engine's item keys against the expected value of each key: every item with a value (when the
 * table holds them all), or with `limit` the first items by value, in that order.
 */
const keyed = (expected: () => Promise<Map<string, number | null>>, limit?: number) => async (answer: ParkerAnswer) => {
  const values = await expected();
  if (answer.status !== 'answered') return `not answered: ${answer.understood}`;
  const wanted = [...values.entries()].filter((entry): entry is [string, number] => entry[1] !== null);
  const withValue = answer.rows.filter((row) => row.value !== null);
  if (limit) {
    const best = wanted.sort((a, b) => b[1] - a[1]).slice(0, limit);
    if (withValue.map((row) => row.key).join() !== best.map(([key]) => key).join())
      return `${withValue.map((row) => row.key).join()} against ${best.map(([key]) => key).join()}`;
  } else if (answer.totalRows === answer.rows.length && withValue.length !== wanted.length)
    return `${withValue.length} rows, the facts give ${wanted.length}`;
  else if (!limit && answer.totalRows > answer.rows.length && answer.totalRows !== wanted.length)
    return `${answer.totalRows} rows, the facts give ${wanted.length}`;
  for (const row of withValue)
    if (!near(row.value, values.get(row.key) ?? null)) return `${row.key}: ${row.value} against ${values.get(row.key)}`;
  return null;
};

/** The retailer whose value dropped most against the days right before the period, and by how much. */
const largestDrop =
  (range: Range, byRetailer: (range: Range) => Promise<Map<number, number>>) => async (answer: ParkerAnswer) => {
    const [from, to] = range;
    const length = DateTime.fromISO(to).diff(DateTime.fromISO(from), 'days').days + 1;
    const before: Range = [
      day(DateTime.fromISO(from).minus({ days: length })),
      day(DateTime.fromISO(from).minus({ days: 1 })),
    ];
    const now = await byRetailer(range);
    const then = await byRetailer(before);
    const changes = [...now.entries()]
      .filter(([id]) => then.has(id))
      .map(([id, value]) => [id, value - Number(then.get(id))] as const);
    const [largest] = changes.sort((a, b) => a[1] - b[1]);
    if (answer.status !== 'answered' || !largest) return `not answered: ${answer.understood}`;
    const [first] = answer.rows;
    return first?.key === `retailer:${largest[0]}` && near(first.change, largest[1])
      ? null
      : `${first?.key} ${first?.change} against retailer:${largest[0]} ${largest[1]}`;
  };

/** Misspells a name the way people do: two inner letters swapped. */
const misspelt = (name: string) => (name.length < 6 ? name : `${name.slice(0, 2)}${name[3]}${name[2]}${name.slice(4)}`);

export function benchCases(catalogue: Catalogue, reads: Reads): BenchCase[] {
  const when = periods(catalogue.lastDay);
  const cases: BenchCase[] = [];
  const retailerFilter = (id: number) => `retailer_id = ${id}`;
  const brandFilter = (productIds: number[]) => `product_id IN (${ids(productIds)})`;
  const eurRetailers = catalogue.retailers.filter((retailer) => retailer.currency === 'EUR');

  for (const phrase of [
    'yesterday',
    'last week',
    'this month',
    'last month',
    'in the last 7 days',
    'in the last 30 days',
  ] as const)
    cases.push({ question: `How many MAP violations ${phrase}?`, check: kpi(() => reads.mapViolations(when[phrase])) });
  for (const retailer of catalogue.retailers.slice(0, 5))
    for (const phrase of ['last week', 'last month'] as const)
      cases.push({
        question: `Availability at ${retailer.name} ${phrase}`,
        check: kpi(async () =>
          numberOrNull((await reads.availability(when[phrase], retailerFilter(retailer.id)))[0]?.v),
        ),
      });
  for (const retailer of catalogue.retailers.slice(0, 8))
    cases.push({
      question: `Which products were out of stock at ${retailer.name} last week?`,
      check: keyed(async () => {
        const days = await reads.outOfStockDays(when['last week'], retailer.id);
        return new Map([...days.entries()].map(([product, value]) => [`product:${product}`, value]));
      }),
    });
  const brands = catalogue.brands.filter((brand) => brand.productIds.length > 0);
  for (let index = 0; index + 1 < Math.min(brands.length, 7); index += 2) {
    const pair = [brands[index], brands[index + 1]] as const;
    for (const retailer of eurRetailers.slice(index / 2, index / 2 + 2))
      cases.push({
        question: `Average selling price of ${pair[0]?.name} vs ${pair[1]?.name} at ${retailer.name} in October`,
        check: keyed(async () => {
          const values = new Map<string, number | null>();
          for (const brand of pair)
            if (brand)
              values.set(
                `brand:${brand.id}`,
                await reads.averagePrice(
                  when['in October'],
                  `${retailerFilter(retailer.id)} AND ${brandFilter(brand.productIds)}`,
                ),
              );
          return values;
        }),
      });
  }
  for (const country of catalogue.countries)
    cases.push({
      question: `Top 5 brands by rating in ${country.name}`,
      check: keyed(async () => {
        const values = new Map<string, number | null>();
        for (const brand of brands)
          values.set(
            `brand:${brand.id}`,
            await reads.rating(
              when['in the last 30 days'],
              `retailer_id IN (${ids(country.retailerIds)}) AND ${brandFilter(brand.productIds)}`,
            ),
          );
        return values;
      }, 5),
    });
  const availabilityByRetailer = async (range: Range) =>
    new Map((await reads.availability(range, '', 'retailer_id')).map((row) => [Number(row.k), Number(row.v)]));
  for (const [metric, byRetailer] of [
    ['availability', availabilityByRetailer],
    ['our DCC score', reads.dccByRetailer],
  ] as const)
    for (const phrase of ['this month', 'last week', 'last month'] as const)
      cases.push({
        question: `Where did ${metric} drop most ${phrase}?`,
        check: largestDrop(when[phrase], byRetailer),
      });
  for (const phrase of ['yesterday', 'last week'] as const)
    cases.push({
      question: `Availability by retailer ${phrase}`,
      check: keyed(
        async () =>
          new Map(
            (await reads.availability(when[phrase], '', 'retailer_id')).map((row) => [
              `retailer:${row.k}`,
              Number(row.v),
            ]),
          ),
      ),
    });
  for (const retailer of catalogue.retailers.slice(0, 6))
    cases.push({
      question: `Promotion rate at ${retailer.name} last month`,
      check: kpi(() => reads.promotionRate(when['last month'], retailerFilter(retailer.id))),
    });
  for (const brand of brands.slice(0, 4))
    cases.push({
      question: `Days out of stock of ${brand.name} last month`,
      check: kpi(() => reads.pairOutOfStockDays(when['last month'], brandFilter(brand.productIds))),
    });
  for (const retailer of catalogue.retailers.slice(5, 9))
    cases.push({
      question: `How many MAP violations at ${retailer.name} yesterday?`,
      check: kpi(() => reads.mapViolations(when.yesterday, retailerFilter(retailer.id))),
    });
  for (const retailer of catalogue.retailers.filter((item) => item.name.length >= 6).slice(0, 4))
    cases.push({
      question: `avilability at ${misspelt(retailer.name)} last week`,
      check: kpi(async () =>
        numberOrNull((await reads.availability(when['last week'], retailerFilter(retailer.id)))[0]?.v),
      ),
    });
  for (const country of catalogue.countries)
    cases.push({
      question: `Availability in ${country.name} last week`,
      check: kpi(async () =>
        numberOrNull(
          (await reads.availability(when['last week'], `retailer_id IN (${ids(country.retailerIds)})`))[0]?.v,
        ),
      ),
    });
  return cases;
}
