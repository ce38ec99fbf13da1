/*
 * The ClickHouse fact schema (single node): the observation tables the engine reads, with the columns
 * and meaning of their DuckDB twins (factSchema.ts; a test compares the two). Sorted by
 * (customer_id, day, retailer_id, product_id), so one tenant's date range is a contiguous run of each
 * part, and partitioned by month, so retention drops whole partitions. The cluster variant is in the
 * analytics README.
 */

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

/** A table's CREATE statement for one node (`MergeTree`). */
export function createTableSql(table: ClickHouseFactTable): string {
  const columns = clickhouseFactTables[table].map(([name, type]) => `${name} ${type}`).join(', ');
  return `CREATE TABLE IF NOT EXISTS ${table} (${columns}) ENGINE = MergeTree PARTITION BY toYYYYMM(day) ORDER BY (customer_id, day, retailer_id, product_id)`;
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
];

export const SCHEMA_VERSIONS_DDL =
  'CREATE TABLE IF NOT EXISTS fact_schema_versions (version Int32, name String, applied_at DateTime) ENGINE = MergeTree ORDER BY version';
