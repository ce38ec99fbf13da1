/*
 * The ClickHouse fact schema (single node): every fact table, with the columns and meaning of its DuckDB
 * twin (factSchema.ts; a test compares the two). Sorted by customer_id first, then (day, retailer_id,
 * product_id) where a day column exists, so one tenant's date range is a contiguous run of each part, and
 * partitioned by month there, so retention drops whole partitions. The cluster variant is in the
 * fact store README (`README.md` here).
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

const dailyColumns: ClickHouseColumns = [
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

/** The observation tables of step 1, ordered by (customer_id, day, retailer_id, product_id). */
const observationTables = {
  fact_daily: dailyColumns,
  fact_search_results: pageColumns('keyword_id', true),
  fact_category_listings: pageColumns('category_id', false),
} as const satisfies Record<string, ClickHouseColumns>;

const nullable = (type: string) => `Nullable(${type})`;
const rating = nullable('Decimal(3, 2)');
const label = 'LowCardinality(String)';
/** A validity range: the row holds from valid_from until the day before valid_to (open while null). */
const validity: ClickHouseColumns = [
  ['customer_id', 'Int32'],
  ['retailer_id', 'Int32'],
  ['product_id', 'Int32'],
  ['valid_from', 'Date'],
  ['valid_to', nullable('Date')],
];

/**
 * The tables behind product details, image similarity and banners (step 5): per table its columns, the
 * sorting key after customer_id and whether a day column partitions it by month. Day tables sort like the
 * observations; validity-range tables by retailer and product, then where the range starts.
 */
const detailTables = {
  fact_intraday: {
    columns: [
      ...leading,
      ['observed_at', at],
      ['selling_price', money],
      ['original_price', money],
      ['in_stock', nullable('Bool')],
      ['stock_text', text],
    ],
    orderBy: ['day', 'retailer_id', 'product_id', 'observed_at'],
  },
  fact_offers: {
    columns: [
      ...leading,
      ['seller_id', 'Int32'],
      ['offer_condition', label],
      ['offer_price', money],
      ['in_stock', 'Bool'],
      ['availability_text', text],
      ['has_buy_button', 'Bool'],
      ['is_buy_box', 'Bool'],
      ['rating_overall', rating],
      ['rating_product_information', rating],
      ['rating_delivery_time', rating],
      ['rating_shipping', rating],
      ['rating_service', rating],
      ['recent_review_count', nullable('Int32')],
    ],
    orderBy: ['day', 'retailer_id', 'product_id', 'seller_id'],
  },
  fact_reviews: {
    columns: [
      ...leading,
      ['review_key', 'String'],
      ['score', 'Int8'],
      ['title', text],
      ['body', text],
      ['country_code', smallText],
    ],
    orderBy: ['day', 'retailer_id', 'product_id', 'review_key'],
  },
  fact_assets: {
    columns: [...validity, ['position', 'Int16'], ['asset_type', label], ['src', 'String'], ['sub_type', smallText]],
    orderBy: ['retailer_id', 'product_id', 'valid_from', 'position'],
  },
  fact_specifications: {
    columns: [...validity, ['position', 'Int16'], ['name', 'String'], ['value', text]],
    orderBy: ['retailer_id', 'product_id', 'valid_from', 'position'],
  },
  fact_breadcrumbs: {
    columns: [...validity, ['level', 'Int16'], ['label', 'String'], ['url', text]],
    orderBy: ['retailer_id', 'product_id', 'valid_from', 'level'],
  },
  fact_promotions: {
    columns: [...leading, ['title', 'String'], ['text', text], ['image_url', text], ['link', text]],
    orderBy: ['day', 'retailer_id', 'product_id'],
  },
  fact_awards: {
    columns: [...validity, ['label', 'String'], ['image_url', text], ['target_url', text]],
    orderBy: ['retailer_id', 'product_id', 'valid_from'],
  },
  fact_banners: {
    columns: [
      ['customer_id', 'Int32'],
      ['retailer_id', 'Int32'],
      ['day', 'Date'],
      ['page_type', label],
      ['entity_id', nullable('Int32')],
      ['entity_label', 'String'],
      ['entity_content', 'String'],
      ['position', 'Int16'],
      ['weight', 'Decimal(4, 2)'],
      ['banner_type', label],
      ['brand_id', nullable('Int32')],
      ['product_id', nullable('Int32')],
      ['image_url', text],
    ],
    orderBy: ['day', 'retailer_id', 'page_type', 'position'],
  },
  fact_image_similarity: {
    columns: [
      ...leading,
      ['position', 'Int16'],
      ['module', label],
      ['reference_image_key', text],
      ['status', label],
      ['score', nullable('Decimal(5, 2)')],
      ['checked_on', nullable(at)],
      ['next_check_on', nullable(at)],
    ],
    orderBy: ['day', 'retailer_id', 'product_id', 'position'],
  },
  fact_page_texts: {
    columns: [...validity, ['kind', label], ['position', 'Int16'], ['text', 'String']],
    orderBy: ['retailer_id', 'product_id', 'valid_from', 'kind', 'position'],
  },
} as const satisfies Record<string, { columns: ClickHouseColumns; orderBy: readonly string[] }>;

/**
 * The loads of each customer's facts (step 6): a load's row is written again when it ends, and the newest row
 * of a (customer_id, load_id) replaces the older ones, so readers read the table with the dialect's
 * `latestRows` (FINAL: replaced rows are dropped at read time too, not only when parts merge).
 */
const loadColumns: ClickHouseColumns = [
  ['load_id', 'String'],
  ['customer_id', 'Int32'],
  ['source', label],
  ['day_from', 'Date'],
  ['day_to', 'Date'],
  ['state', label],
  ['daily_rows', 'Int64'],
  ['started_at', at],
  ['finished_at', nullable(at)],
];

/** Every ClickHouse fact table's columns, in the DuckDB table's order. */
export const clickhouseFactTables = {
  ...observationTables,
  ...Object.fromEntries(Object.entries(detailTables).map(([table, { columns }]) => [table, columns])),
  fact_loads: loadColumns,
} as Record<keyof typeof observationTables | keyof typeof detailTables | 'fact_loads', ClickHouseColumns>;

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

/**
 * A table's CREATE statement for one node (`MergeTree`), sorted by customer_id and then `orderBy`;
 * partitioned by month when it has a day (or month) column.
 */
function createTableSql(
  table: ClickHouseFactTable | keyof typeof clickhouseRollupTables,
  orderBy: readonly string[],
  engine = 'MergeTree',
): string {
  const columns = table === 'fact_daily_monthly' ? clickhouseRollupTables[table] : clickhouseFactTables[table];
  const period = columns.find(([name]) => name === 'day' || name === 'month')?.[0];
  const partition = period ? ` PARTITION BY toYYYYMM(${period})` : '';
  const list = columns.map(([name, type]) => `${name} ${type}`).join(', ');
  return `CREATE TABLE IF NOT EXISTS ${table} (${list}) ENGINE = ${engine}${partition} ORDER BY (${['customer_id', ...orderBy].join(', ')})`;
}

const observationOrder = ['day', 'retailer_id', 'product_id'];

/**
 * The rollups' partition key: one partition per customer and month, so a rebuild swaps in one customer's months
 * (`REPLACE PARTITION`, atomic per partition) without copying other customers' rows (storeRollups.ts).
 */
export const rollupPartitionKey = (period: string) => `(customer_id, toYYYYMM(${period}))`;

/**
 * Moves a rollup table's rows into a copy partitioned by `rollupPartitionKey` and exchanges the two. Each
 * statement may run again after a failure: the copy is dropped first and rebuilt from the table.
 */
function repartitionSql(table: string, period: string, orderBy: readonly string[]): string[] {
  const copy = `${table}_repartitioned`;
  return [
    `DROP TABLE IF EXISTS ${copy}`,
    `CREATE TABLE ${copy} AS ${table} ENGINE = MergeTree PARTITION BY ${rollupPartitionKey(period)} ORDER BY (${['customer_id', ...orderBy].join(', ')})`,
    // A partition per customer and month: the copy of every customer's months is one insert of many partitions.
    `INSERT INTO ${copy} SELECT * FROM ${table} SETTINGS max_partitions_per_insert_block = 0`,
    `EXCHANGE TABLES ${table} AND ${copy}`,
    `DROP TABLE ${copy}`,
  ];
}

/** Numbered steps as in factSchema.ts, recorded in fact_schema_versions; never edit a released one. */
export const clickhouseSchemaSteps: readonly { version: number; name: string; statements: readonly string[] }[] = [
  {
    version: 1,
    name: 'observation tables',
    statements: (Object.keys(observationTables) as ClickHouseFactTable[]).map((table) =>
      createTableSql(table, observationOrder),
    ),
  },
  {
    version: 2,
    name: 'applied DCC versions',
    // One row per customer with an applied version; the dcc_score function is written from it (clickhouseDccScore.ts).
    statements: [
      `CREATE TABLE IF NOT EXISTS fact_dcc_versions (customer_id Int32, version_id Int32, definition String, applied_at ${at}) ENGINE = MergeTree ORDER BY customer_id`,
    ],
  },
  {
    version: 3,
    name: 'monthly rollup',
    statements: [createTableSql('fact_daily_monthly', ['month', 'retailer_id', 'product_id'])],
  },
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
  {
    version: 5,
    name: 'product detail tables',
    statements: (Object.entries(detailTables) as [ClickHouseFactTable, { orderBy: readonly string[] }][]).map(
      ([table, { orderBy }]) => createTableSql(table, orderBy),
    ),
  },
  { version: 6, name: 'loads', statements: [createTableSql('fact_loads', ['load_id'], 'ReplacingMergeTree')] },
  {
    version: 7,
    name: 'rollups partitioned by customer and month',
    statements: [
      ...repartitionSql('fact_daily_monthly', 'month', ['month', 'retailer_id', 'product_id']),
      ...dayRollupTables.flatMap((table) => repartitionSql(table, 'day', ['day', ...rollupSortColumns(table)])),
    ],
  },
];

export const SCHEMA_VERSIONS_DDL =
  'CREATE TABLE IF NOT EXISTS fact_schema_versions (version Int32, name String, applied_at DateTime) ENGINE = MergeTree ORDER BY version';
