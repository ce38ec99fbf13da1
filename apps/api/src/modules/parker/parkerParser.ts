import {
  type AggregationFunction,
  type MetricCode,
  metricByCode,
  type ParkerDimension,
  PARKER_TABLE_MAX_ROWS,
  type ParkerQuery,
  parkerQuerySchema,
} from '@shelfsight/contracts';
import { askedPeriod, precedingRange } from './parkerDates';
import { type ParkerVocabulary, referenceDay } from './parkerVocabulary';
import {
  dimensionWords,
  type EntityKind,
  findEntities,
  findPhrases,
  metricPhrases,
  namesOf,
  nearMetric,
  normalize,
} from './parkerWords';

/** What the parser made of a question: the query when it found a metric, and what it recognised in any case. */
export interface Parsed {
  query: ParkerQuery | null;
  /** The parts recognised, each as a short phrase ('retailer Bolwinkel', 'last week'). */
  recognised: string[];
}

const KIND_DIMENSION: Record<EntityKind, ParkerDimension> = {
  retailers: 'RETAILER',
  brands: 'BRAND',
  brandTypes: 'BRAND_TYPE',
  countries: 'COUNTRY',
  products: 'PRODUCT',
};
const KIND_WORD: Record<EntityKind, string> = {
  retailers: 'retailer',
  brands: 'brand',
  brandTypes: 'brand type',
  countries: 'country',
  products: 'product',
};
/** Metrics that count occurrences: 'which products …' lists the items with a count above zero. */
const COUNTED: ReadonlySet<MetricCode> = new Set([
  'DAYS_OUT_OF_STOCK',
  'MAP_VIOLATIONS',
  'PROMOTION_COUNT',
  'AWARD_COUNT',
]);

const has = (text: string, pattern: RegExp) => pattern.test(text);

function aggregationOf(text: string, metric: MetricCode, split: boolean): AggregationFunction | null {
  const definition = metricByCode(metric);
  if (!definition?.canBeAggregated) return null;
  if (has(text, /\b(average|avg|mean)\b/)) return 'AVG';
  if (has(text, /\b(how many|total|sum|number of|count)\b/))
    return metric === 'MAP_VIOLATIONS' || COUNTED.has(metric) || metric === 'REVIEW_COUNT'
      ? 'SUM'
      : definition.defaultAggregation;
  if (!split && has(text, /\b(minimum|min|lowest|cheapest)\b/)) return 'MIN';
  if (!split && has(text, /\b(maximum|max|highest|most expensive)\b/)) return 'MAX';
  return definition.defaultAggregation;
}

/** The dimension the question splits by: a named one ('by retailer', 'which products', 'top 5 brands'), or 'where'. */
function dimensionOf(words: string[], taken: boolean[], text: string): ParkerDimension | null {
  const phrases = Object.entries(dimensionWords).flatMap(([dimension, names]) =>
    names.map((name) => ({ words: name.split(' '), value: dimension as ParkerDimension })),
  );
  const [first] = findPhrases(words, phrases, taken);
  if (first) return first.value;
  if (has(text, /\bwhere\b/)) return 'RETAILER';
  return null;
}

function orderOf(text: string, higherIsBetter: boolean): ParkerQuery['order'] {
  if (has(text, /\b(drop(ped)?|fell|fall(en)?|declined?|decreased?|worsened|went down)\b/)) return 'LARGEST_DROP';
  if (has(text, /\b(rose|rise|risen|grew|grown|increased?|improved?|went up)\b/)) return 'LARGEST_RISE';
  if (has(text, /\b(top|best)\b/)) return higherIsBetter ? 'HIGHEST' : 'LOWEST';
  if (has(text, /\b(bottom|worst)\b/)) return higherIsBetter ? 'LOWEST' : 'HIGHEST';
  if (has(text, /\b(highest|most|largest|biggest|greatest|most expensive)\b/)) return 'HIGHEST';
  if (has(text, /\b(lowest|least|fewest|smallest|cheapest)\b/)) return 'LOWEST';
  return null;
}

function limitOf(text: string): number | null {
  const counted = /\b(?:top|bottom|best|worst|first) (\d{1,2})\b/.exec(text);
  if (counted) return Math.max(1, Number(counted[1]));
  return null;
}

const DAYS_PER = { DAY: 1, WEEK: 7 } as const;

/**
 * A value over time: the buckets named ('daily', 'by week', 'monthly'), or for 'trend' and 'over time' the finest
 * of days, weeks and months whose rows fit the answer's table (30 days go by week).
 */
function overTimeOf(text: string, period: { dateFrom: string; dateTo: string }): ParkerQuery['overTime'] {
  if (has(text, /\b(daily|by day|per day|each day|day by day)\b/)) return 'DAY';
  if (has(text, /\b(weekly|by week|per week|each week|week by week)\b/)) return 'WEEK';
  if (has(text, /\b(monthly|by month|per month|each month|month by month)\b/)) return 'MONTHNUM';
  if (!has(text, /\b(trend|trends|trending|over time|evolution|history|developed|development)\b/)) return null;
  const days = Math.round((Date.parse(period.dateTo) - Date.parse(period.dateFrom)) / 86_400_000) + 1;
  const fits = (['DAY', 'WEEK'] as const).find((unit) => Math.ceil(days / DAYS_PER[unit]) + 1 <= PARKER_TABLE_MAX_ROWS);
  return fits ?? 'MONTHNUM';
}

/**
 * Turns a question into Parker's query over the customer's vocabulary, deterministically: the longest metric
 * phrase (or a near spelling), catalogue names (exact, then near), the period (parkerDates), the split, the
 * aggregation, the order and the count. No metric, no query; what was recognised is returned either way.
 */
export function parseQuestion(question: string, vocabulary: ParkerVocabulary): Parsed {
  const today = referenceDay(vocabulary);
  const lower = question.toLowerCase();
  const dates = askedPeriod(lower, today, vocabulary.lastFactDay ?? today);
  let rest = normalize(lower);
  for (const phrase of [dates.phrase, dates.comparePhrase]) if (phrase) rest = rest.replace(normalize(phrase), ' ');
  const text = ` ${rest} `;
  const words = rest.split(/\s+/).filter(Boolean);
  const taken = words.map(() => false);
  const recognised: string[] = [];

  const metricList = Object.entries(metricPhrases).flatMap(([code, phrases]) =>
    phrases.map((phrase) => ({ words: phrase.split(' '), value: code as MetricCode })),
  );
  const metricFound = findPhrases(words, metricList, taken);
  // 'Which products were out of stock' asks for the stock-outs, even when 'stock' words name another metric too.
  const metricHit =
    metricFound.find((hit) => hit.value === 'DAYS_OUT_OF_STOCK' || hit.value === 'MAP_VIOLATIONS') ??
    [...metricFound].sort((a, b) => b.end - b.start - (a.end - a.start))[0] ??
    nearMetric(words, taken);
  const entities = findEntities(words, namesOf(vocabulary), taken);
  const dimensionNamed = dimensionOf(words, taken, text);

  const filters = {
    retailers: [] as number[],
    brands: [] as number[],
    brandTypes: [] as number[],
    countries: [] as number[],
    products: [] as number[],
  };
  for (const { value } of entities) {
    if (!filters[value.kind].includes(value.term.id)) filters[value.kind].push(value.term.id);
    recognised.push(`${KIND_WORD[value.kind]} ${value.term.name}`);
  }
  if (dates.phrase) recognised.push(dates.phrase);
  if (!metricHit) return { query: null, recognised };

  const metric = metricHit.value;
  const definition = metricByCode(metric);
  // Two or more items of one kind ('Acme vs Kestrel') are compared side by side: split by that kind.
  const manyOfOneKind = (Object.keys(filters) as EntityKind[]).find((kind) => filters[kind].length > 1);
  let dimension = dimensionNamed ?? (manyOfOneKind ? KIND_DIMENSION[manyOfOneKind] : null);
  let order = orderOf(text, definition?.higherIsBetter ?? true);
  if (order?.startsWith('LARGEST') && dimension === null) dimension = 'RETAILER';
  if (dimension === null && order && order !== null && !order.startsWith('LARGEST')) order = null;
  const limit = dimension ? limitOf(text) : null;
  const listsOccurrences =
    dimension !== null && COUNTED.has(metric) && order === null && /\b(which|what|list|show)\b/.test(text);
  const aggregation = listsOccurrences ? 'SUM' : aggregationOf(text, metric, dimension !== null);
  const overTime = dimension === null ? overTimeOf(text, dates.period) : null;
  // A drop, a rise or a change is measured against the days right before the period unless another is named.
  const asksChange = order?.startsWith('LARGEST') || has(text, /\b(change|changed|changes|changing)\b/);
  const compare = overTime ? null : asksChange ? (dates.compare ?? precedingRange(dates.period)) : dates.compare;

  const parsed = parkerQuerySchema.safeParse({
    metric,
    aggregation,
    dimension,
    filters,
    period: dates.period,
    compare,
    order: listsOccurrences
      ? 'HIGHEST'
      : (order ?? (dimension ? (definition?.higherIsBetter === false ? 'LOWEST' : 'HIGHEST') : null)),
    limit,
    condition: listsOccurrences ? { operator: '>', value: 0 } : null,
    overTime,
  });
  return { query: parsed.success ? parsed.data : null, recognised: [definition?.name ?? metric, ...recognised] };
}
