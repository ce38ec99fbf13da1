/*
 * The ClickHouse fact schema (single node): the observation tables the engine reads, with the columns
 * and meaning of their DuckDB twins (factSchema.ts; a test compares the two). Sorted by
 * (customer_id, day, retailer_id, product_id), so one tenant's date range is a contiguous run of each
 * part, and partitioned by month, so retention drops whole partitions. The cluster variant is in the
 * analytics README.
 */

import {
  DAY_ROLLUPS_READY,
  dayRollupMetrics,
  dayRollupSelect,
  dayRollupTables,
  rollupSortColumns,
} from '../engine/dayRollups';
import { clickhouseDialect } from './factDialect';

/** Column name and ClickHouse type, in the DuckDB table's order. */
export type ClickHouseColumns = readonly (readonly [string, string])[];

const money = 'Nullable(Decimal(12, 2))';
const text = 'Nullable(String)';
const smallText = 'LowCardinality(Nullable(String))';
const at = "DateTime64(6, 'UTC')";

const leading: ClickHouseColumns = [
  ['customer_id', 'Int32'],
  ['retailer_id', 'Int32'],
  ['product_id', 'Int32'],
  ['day', 'Date'],
];

const pageColumns = (entity: string, volume: boolean): ClickHouseColumns => [
  ...leading,
  [entity, 'Int32'],
  ['rank', 'Int16'],
  ['page', 'Int16'],
  ['page_size', 'Int16'],
  ['sponsored', 'Bool'],
  ['searched_at', at],
  ...(volume ? ([['search_volume', 'Nullable(Int32)']] as const) : []),
  ['country_code', smallText],
  ['serp_url', text],
];

export const clickhouseFactTables = {
  fact_daily: [
    ...leading,
    ['listed', 'Bool'],
    ['in_stock', 'Nullable(Bool)'],
    ['selling_price', money],
    ['original_price', money],
    ['currency', smallText],
    ['price_type', smallText],
    ['map_price', money],
    ['stock_text', text],
    ['delivery_text', text],
    ['review_count', 'Nullable(Int32)'],
    ['rating', 'Nullable(Decimal(3, 2))'],
    ['image_count', 'Nullable(Int16)'],
    ['video_count', 'Nullable(Int16)'],
    ['title_words', 'Nullable(Int16)'],
    ['title_chars', 'Nullable(Int16)'],
    ['subtitle_words', 'Nullable(Int16)'],
    ['subtitle_chars', 'Nullable(Int16)'],
    ['description_words', 'Nullable(Int16)'],
    ['description_chars', 'Nullable(Int32)'],
    ['description_present', 'Nullable(Bool)'],
    ['bullet_count', 'Nullable(Int16)'],
    ['bullets_present', 'Nullable(Bool)'],
    ['spec_count', 'Nullable(Int16)'],
    ['rich_content', 'Nullable(Bool)'],
    ['pdp_brand', text],
    ['pdp_gtin', text],
    ['pdp_mpn', text],
    ['promotion', 'Bool'],
    ['promotion_count', 'Int16'],
    ['award_count', 'Int16'],
    ['offer_count', 'Int16'],
    ['buy_box_seller_id', 'Nullable(Int32)'],
    ['buy_box_owned', 'Nullable(Bool)'],
    ['downloaded_at', `Nullable(${at})`],
  ],
  fact_search_results: pageColumns('keyword_id', true),
  fact_category_listings: pageColumns('category_id', false),
} as const satisfies Record<string, ClickHouseColumns>;

export type ClickHouseFactTable = keyof typeof clickhouseFactTables;

const count = 'Int32';
const bigSum = 'Nullable(Int64)';
const double = 'Nullable(Float64)';

/** The stored forms the engine builds from the observations (monthlyRollup.ts computes their columns). */
export const clickhouseRollupTables = {
  fact_daily_monthly: [
    ['customer_id', 'Int32'],
    ['retailer_id', 'Int32'],
    ['product_id', 'Int32'],
    ['month', 'Date'],
    ['days_observed', count],
    ['days_listed', count],
    ['days_in_stock', count],
    ['days_out_of_stock', count],
    ['price_days', count],
    ['selling_price_sum', 'Nullable(Decimal(18, 2))'],
    ['selling_price_min', money],
    ['selling_price_max', money],
    ['original_price_days', count],
    ['original_price_sum', 'Nullable(Decimal(18, 2))'],
    ['promotion_days', count],
    ['discount_sum', double],
    ['map_days', count],
    ['map_violation_days', count],
    ['buy_box_days', count],
    ['buy_box_owned_days', count],
    ['image_count_sum', bigSum],
    ['video_count_sum', bigSum],
    ['content_days', count],
    ['review_count_last', 'Nullable(Int32)'],
    ['rating_last', 'Nullable(Decimal(3, 2))'],
    ['rating_weighted_sum', double],
    ['rating_weight_sum', bigSum],
    ['offer_count_sum', bigSum],
    ['currency', smallText],
  ],
} as const satisfies Record<string, ClickHouseColumns>;

/** A table's CREATE statement for one node (`MergeTree`), sorted by customer, `day` (or month), retailer, product. */
export function createTableSql(table: ClickHouseFactTable | keyof typeof clickhouseRollupTables): string {
  const { columns, day } =
    table === 'fact_daily_monthly'
      ? { columns: clickhouseRollupTables[table], day: 'month' }
      : { columns: clickhouseFactTables[table], day: 'day' };
  const list = columns.map(([name, type]) => `${name} ${type}`).join(', ');
  return `CREATE TABLE IF NOT EXISTS ${table} (${list}) ENGINE = MergeTree PARTITION BY toYYYYMM(${day}) ORDER BY (customer_id, ${day}, retailer_id, product_id)`;
}

/** Numbered steps as in factSchema.ts, recorded in fact_schema_versions; never edit a released one. */
export const clickhouseSchemaSteps: readonly { version: number; name: string; statements: readonly string[] }[] = [
  {
    version: 1,
    name: 'observation tables',
    statements: (Object.keys(clickhouseFactTables) as ClickHouseFactTable[]).map(createTableSql),
  },
  {
    version: 2,
    name: 'applied DCC versions',
    // One row per customer with an applied version; the dcc_score function is written from it (clickhouseDccScore.ts).
    statements: [
      `CREATE TABLE IF NOT EXISTS fact_dcc_versions (customer_id Int32, version_id Int32, definition String, applied_at ${at}) ENGINE = MergeTree ORDER BY customer_id`,
    ],
  },
  { version: 3, name: 'monthly rollup', statements: [createTableSql('fact_daily_monthly')] },
  {
    version: 4,
    name: 'day and week rollups',
    // Each table takes its columns from the SELECT that builds it (engine/dayRollups.ts), as on DuckDB.
    statements: [
      ...dayRollupTables.map(
        (table) =>
          `CREATE TABLE IF NOT EXISTS ${table} ENGINE = MergeTree PARTITION BY toYYYYMM(day) ORDER BY (customer_id, day, ${rollupSortColumns(table).join(', ')})
            AS ${dayRollupSelect(table, 'FALSE', dayRollupMetrics, { dialect: clickhouseDialect })} LIMIT 0`,
      ),
      `CREATE TABLE IF NOT EXISTS ${DAY_ROLLUPS_READY} (customer_id Int32) ENGINE = MergeTree ORDER BY customer_id`,
    ],
  },
];

export const SCHEMA_VERSIONS_DDL =
  'CREATE TABLE IF NOT EXISTS fact_schema_versions (version Int32, name String, applied_at DateTime) ENGINE = MergeTree ORDER BY version';
