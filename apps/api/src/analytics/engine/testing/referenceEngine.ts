import type {
  AggregationFunction,
  DateGrouping,
  DimensionCode,
  MetricCode,
  PriceIndexReference,
} from '@shelfsight/contracts';
import { DateTime } from 'luxon';
import type { DailyFact, MarketFixture, RankFact } from './marketFixture';

/**
 * The widget metrics computed in plain JavaScript straight from the fixture rows, written apart from the
 * SQL so that the correctness suite compares two independent computations.
 */
type Fact = DailyFact | RankFact;
type Key = string | number;
export type ReferenceGroup = { dimension: Exclude<DimensionCode, 'DATE'> } | { date: DateGrouping };

export interface ReferenceFilter {
  retailerIds?: number[];
  productIds?: number[];
  sellerIds?: number[];
  entityIds?: number[];
  pairs?: { retailerId: number; productId: number }[];
}

const yes = (condition: boolean | null | undefined) => (condition ? 1 : 0);

function dcc(row: DailyFact): number {
  const minimal =
    (yes((row.title_chars ?? 0) > 0) +
      yes((row.image_count ?? 0) >= 1) +
      yes(row.selling_price !== null) +
      yes(row.description_present)) /
    4;
  const title = row.title_chars ?? -1;
  const bullets = row.bullet_count ?? -1;
  const basic =
    (yes(title >= 15 && title <= 80) +
      yes((row.description_words ?? 0) >= 50) +
      yes(bullets >= 3 && bullets <= 5) +
      yes((row.image_count ?? 0) >= 4) +
      yes((row.spec_count ?? 0) > 0)) /
    5;
  const extended = (yes((row.image_count ?? 0) >= 6) + yes((row.video_count ?? 0) >= 1) + yes(row.rich_content)) / 3;
  // Whole percent per page (spec 2 §5), after 6 places so fractional weights round as the value they stand for.
  return Math.round(Math.round(((3 * minimal + 2 * basic + extended) / 6) * 100 * 1e6) / 1e6);
}

/** Per-observation value; null where the metric does not apply. Flags are 0/1. */
function observationValue(
  metric: MetricCode,
  row: Fact,
  all: DailyFact[],
  reference: PriceIndexReference,
): number | null {
  if (!('listed' in row)) return metric === 'SEARCH_RANK' || metric === 'CATEGORY_RANK' ? row.rank : null;
  const listedOnly = (value: number | null) => (row.listed ? value : null);
  switch (metric) {
    case 'DCC_SCORE':
      return listedOnly(dcc(row));
    case 'AVAILABILITY':
      return row.listed && row.in_stock !== null ? yes(row.in_stock) : null;
    case 'DAYS_OUT_OF_STOCK':
      return row.listed && row.in_stock !== null ? yes(!row.in_stock) : null;
    case 'REVIEW_COUNT':
      return listedOnly(row.review_count);
    case 'IMAGE_COUNT':
      return row.image_count;
    case 'VIDEO_COUNT':
      return row.video_count;
    case 'PRICE_SELL':
      return row.selling_price;
    case 'PRICE_ORIGINAL':
      return row.original_price;
    case 'DISCOUNT_DEPTH':
      return row.promotion && (row.original_price ?? 0) > 0 && row.selling_price !== null
        ? (1 - row.selling_price / (row.original_price as number)) * 100
        : null;
    case 'PROMOTION_RATE':
      return listedOnly(yes(row.promotion));
    case 'PROMOTION_COUNT':
      return listedOnly(row.promotion_count);
    case 'OFFER_COUNT':
      return listedOnly(row.offer_count);
    case 'AWARD_COUNT':
      return listedOnly(row.award_count);
    case 'PRODUCT_COVERAGE':
      return yes(row.listed);
    case 'MAP_VIOLATIONS':
      return row.map_price !== null && row.selling_price !== null ? yes(row.selling_price < row.map_price) : null;
    case 'BUY_BOX_OWNERSHIP':
      return row.buy_box_owned === null ? null : yes(row.buy_box_owned);
    case 'PRICE_INDEX': {
      if (row.selling_price === null) return null;
      const market = all.filter(
        (other) =>
          other.product_id === row.product_id &&
          other.day === row.day &&
          other.currency === row.currency &&
          other.selling_price !== null,
      );
      const prices = (rows: DailyFact[]) => rows.map((other) => other.selling_price as number);
      let base: number | null;
      if (reference.kind === 'LOWEST_COMPETITOR') {
        const competitors = prices(market.filter((other) => other.retailer_id !== row.retailer_id));
        base = competitors.length ? Math.min(...competitors) : null;
      } else if (reference.kind === 'RETAILER') {
        base =
          row.retailer_id === reference.retailerId
            ? null
            : (prices(market.filter((other) => other.retailer_id === reference.retailerId))[0] ?? null);
      } else {
        base = prices(market).reduce((sum, price) => sum + price, 0) / market.length;
      }
      return base ? (row.selling_price * 100) / base : null;
    }
    default:
      return null;
  }
}

/** Buckets found so far, by grouping and day: the suites ask for the same few hundred thousands of times. */
const buckets = new Map<string, string>();

function bucket(day: string, grouping: DateGrouping): string {
  const key = `${grouping} ${day}`;
  let found = buckets.get(key);
  if (found === undefined) {
    const date = DateTime.fromISO(day, { zone: 'utc' });
    const unit = ({ DAY: 'day', WEEK: 'week', MONTHNUM: 'month', YEAR: 'year', YEARSHORT: 'year' } as const)[grouping];
    found = date.startOf(unit).toISODate() as string;
    buckets.set(key, found);
  }
  return found;
}

function groupKeys(fixture: MarketFixture, group: ReferenceGroup, row: Fact): Key[] {
  if ('date' in group) return [bucket(row.day, group.date)];
  const product = fixture.products.find((p) => p.id === row.product_id);
  switch (group.dimension) {
    case 'RETAILER':
      return [row.retailer_id];
    case 'PRODUCT':
      return [row.product_id];
    case 'BRAND':
      return [product?.brandId ?? 0];
    case 'BRAND_TYPE':
      return [fixture.brands.find((b) => b.id === product?.brandId)?.brandTypeId ?? 0];
    case 'COUNTRY':
      return [fixture.retailers.find((r) => r.id === row.retailer_id)?.countryId ?? 0];
    case 'TAG':
      return fixture.tags.filter((t) => t.productIds.includes(row.product_id)).map((t) => t.id);
    case 'SELLER':
      return 'buy_box_seller_id' in row ? [row.buy_box_seller_id ?? 'null'] : [];
    case 'SEARCH_KEYWORD':
    case 'CATEGORY_LISTING':
      return 'entity_id' in row ? [row.entity_id] : [];
  }
}

function aggregate(values: number[], aggregation: AggregationFunction, flag: boolean): number | null {
  if (aggregation === 'COUNT') return values.length;
  if (values.length === 0) return null;
  const scale = flag ? 100 : 1;
  switch (aggregation) {
    case 'AVG':
      return (values.reduce((a, b) => a + b, 0) / values.length) * scale;
    case 'SUM':
      return values.reduce((a, b) => a + b, 0);
    case 'MIN':
      return Math.min(...values) * scale;
    case 'MAX':
      return Math.max(...values) * scale;
  }
}

const FLAGS = new Set<MetricCode>([
  'AVAILABILITY',
  'PROMOTION_RATE',
  'PRODUCT_COVERAGE',
  'MAP_VIOLATIONS',
  'BUY_BOX_OWNERSHIP',
]);
const MONEY = new Set<MetricCode>(['PRICE_SELL', 'PRICE_ORIGINAL']);

/** Group key (keys joined by '|', then '|' and the currency for money) → value. */
export function referenceQuery(
  fixture: MarketFixture,
  metric: MetricCode,
  aggregation: AggregationFunction,
  groups: ReferenceGroup[],
  from: string,
  to: string,
  filter: ReferenceFilter = {},
  reference: PriceIndexReference = { kind: 'MARKET_AVERAGE' },
): Map<string, number | null> {
  const source: Fact[] =
    metric === 'SEARCH_RANK' || metric === 'SHARE_OF_SEARCH'
      ? fixture.search
      : metric === 'CATEGORY_RANK'
        ? fixture.category
        : fixture.daily;
  const rows = source.filter(
    (row) =>
      row.customer_id === fixture.customerId &&
      row.day >= from &&
      row.day <= to &&
      (!filter.retailerIds || filter.retailerIds.includes(row.retailer_id)) &&
      (!filter.productIds || filter.productIds.includes(row.product_id)) &&
      (!filter.sellerIds || !('buy_box_seller_id' in row) || filter.sellerIds.includes(row.buy_box_seller_id ?? -1)) &&
      (!filter.entityIds || !('entity_id' in row) || filter.entityIds.includes(row.entity_id)) &&
      (!filter.pairs ||
        filter.pairs.some((pair) => pair.retailerId === row.retailer_id && pair.productId === row.product_id)),
  );
  const daily = rows.filter((row): row is DailyFact => 'listed' in row);
  // Expand each row into every combination of its group keys (a product with two tags counts under both).
  const grouped = new Map<string, Fact[]>();
  for (const row of rows) {
    let combos: Key[][] = [[]];
    for (const group of groups)
      combos = combos.flatMap((combo) => groupKeys(fixture, group, row).map((key) => [...combo, key]));
    const currency = MONEY.has(metric) && 'currency' in row ? row.currency : null;
    // Money is read in its currency: an observation without one (not listed) has no price to show.
    if (MONEY.has(metric) && 'currency' in row && row.currency === null) continue;
    for (const combo of combos) {
      const key = [...combo, ...(currency ? [currency] : [])].join('|');
      const members = grouped.get(key);
      if (members) members.push(row);
      else grouped.set(key, [row]);
    }
  }
  const result = new Map<string, number | null>();
  for (const [key, members] of grouped) result.set(key, valueOf(metric, aggregation, members, daily, reference));
  return result;
}

function valueOf(
  metric: MetricCode,
  aggregation: AggregationFunction,
  members: Fact[],
  daily: DailyFact[],
  reference: PriceIndexReference,
): number | null {
  const byPair = (pick: (rows: Fact[]) => number | null) => {
    const pairs = new Map<string, Fact[]>();
    for (const row of members) {
      const pair = pairs.get(`${row.retailer_id}:${row.product_id}`);
      if (pair) pair.push(row);
      else pairs.set(`${row.retailer_id}:${row.product_id}`, [row]);
    }
    return [...pairs.values()].map(pick).filter((value): value is number => value !== null);
  };
  const values = (rows: Fact[]) =>
    rows
      .map((row) => observationValue(metric, row, daily, reference))
      .filter((value): value is number => value !== null);
  switch (metric) {
    case 'DAYS_OUT_OF_STOCK':
      return aggregate(
        byPair((rows) => (values(rows).length ? values(rows).reduce((a, b) => a + b, 0) : null)),
        aggregation,
        false,
      );
    case 'REVIEW_COUNT':
      return aggregate(
        byPair((rows) => {
          const withValue = rows
            .filter((row) => observationValue(metric, row, daily, reference) !== null)
            .sort((a, b) => a.day.localeCompare(b.day));
          const last = withValue.at(-1);
          return last ? observationValue(metric, last, daily, reference) : null;
        }),
        aggregation,
        false,
      );
    case 'REVIEW_SCORE': {
      const rated = (members as DailyFact[]).filter(
        (row) => row.listed && (row.review_count ?? 0) > 0 && row.rating !== null,
      );
      const weight = rated.reduce((sum, row) => sum + (row.review_count as number), 0);
      return weight === 0
        ? null
        : rated.reduce((sum, row) => sum + (row.rating as number) * (row.review_count as number), 0) / weight;
    }
    case 'SHARE_OF_SEARCH': {
      const searches = new Map<string, RankFact[]>();
      for (const row of members as RankFact[])
        searches.set(`${row.retailer_id}:${row.entity_id}:${row.day}`, [
          ...(searches.get(`${row.retailer_id}:${row.entity_id}:${row.day}`) ?? []),
          row,
        ]);
      const shares = [...searches.values()].map(
        (rows) =>
          (rows.filter((row) => row.page === 1 && !row.sponsored).length * 100) /
          Math.max(...rows.map((row) => row.page_size)),
      );
      return shares.length ? shares.reduce((a, b) => a + b, 0) / shares.length : null;
    }
    default:
      return aggregate(values(members), aggregation, FLAGS.has(metric));
  }
}
