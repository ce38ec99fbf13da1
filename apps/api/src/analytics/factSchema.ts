import {
  DAY_ROLLUPS_READY,
  dayRollupMetrics,
  dayRollupSelect,
  dayRollupTables,
  type DayRollupTable,
  firstRollupMetrics,
  overWindow,
  readyDayRollupsRebuilt,
  rollupColumnTypes,
  type WeekRollupTable,
} from './engine/dayRollups';
import { DCC_VERSIONS_TABLE } from './dccScoreMacro';
import { v9LowestCompetitorIndex } from './factSchemaLowestCompetitor';

/**
 * The DuckDB fact schema as numbered steps; `migrateFacts` applies the pending ones in order and
 * records them in `fact_schema_versions`. Never edit a released step: add the next one.
 *
 * Rules (see README.md beside this file): ids only, no foreign keys and no joins ClickHouse could not
 * do; every table leads with the columns of its ClickHouse ORDER BY (customer_id, retailer_id,
 * product_id, day). No primary keys: DuckDB's ART indexes slow bulk appends and cost memory, so the
 * loaders guarantee the grain (they replace a customer's day range as a whole).
 */
export interface FactSchemaStep {
  version: number;
  name: string;
  sql: string;
}

const money = 'DECIMAL(12,2)';

const v1Facts = `
DROP TABLE IF EXISTS facts;

CREATE TABLE fact_daily (
  customer_id INTEGER NOT NULL,
  retailer_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  day DATE NOT NULL,
  listed BOOLEAN NOT NULL,
  in_stock BOOLEAN,
  selling_price ${money},
  original_price ${money},
  currency VARCHAR,
  price_type VARCHAR,
  map_price ${money},
  stock_text VARCHAR,
  delivery_text VARCHAR,
  review_count INTEGER,
  rating DECIMAL(3,2),
  image_count SMALLINT,
  video_count SMALLINT,
  title_words SMALLINT,
  title_chars SMALLINT,
  subtitle_words SMALLINT,
  subtitle_chars SMALLINT,
  description_words SMALLINT,
  description_chars INTEGER,
  description_present BOOLEAN,
  bullet_count SMALLINT,
  bullets_present BOOLEAN,
  spec_count SMALLINT,
  rich_content BOOLEAN,
  pdp_brand VARCHAR,
  pdp_gtin VARCHAR,
  pdp_mpn VARCHAR,
  promotion BOOLEAN NOT NULL,
  promotion_count SMALLINT NOT NULL,
  award_count SMALLINT NOT NULL,
  offer_count SMALLINT NOT NULL,
  buy_box_seller_id INTEGER,
  buy_box_owned BOOLEAN,
  downloaded_at TIMESTAMP
);

CREATE TABLE fact_intraday (
  customer_id INTEGER NOT NULL,
  retailer_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  day DATE NOT NULL,
  observed_at TIMESTAMP NOT NULL,
  selling_price ${money},
  original_price ${money},
  in_stock BOOLEAN,
  stock_text VARCHAR
);

CREATE TABLE fact_offers (
  customer_id INTEGER NOT NULL,
  retailer_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  day DATE NOT NULL,
  seller_id INTEGER NOT NULL,
  offer_condition VARCHAR NOT NULL,
  offer_price ${money},
  in_stock BOOLEAN NOT NULL,
  availability_text VARCHAR,
  has_buy_button BOOLEAN NOT NULL,
  is_buy_box BOOLEAN NOT NULL,
  rating_overall DECIMAL(3,2),
  rating_product_information DECIMAL(3,2),
  rating_delivery_time DECIMAL(3,2),
  rating_shipping DECIMAL(3,2),
  rating_service DECIMAL(3,2),
  recent_review_count INTEGER
);

CREATE TABLE fact_reviews (
  customer_id INTEGER NOT NULL,
  retailer_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  day DATE NOT NULL,
  review_key VARCHAR NOT NULL,
  score TINYINT NOT NULL,
  title VARCHAR,
  body VARCHAR,
  country_code VARCHAR
);

CREATE TABLE fact_assets (
  customer_id INTEGER NOT NULL,
  retailer_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  valid_from DATE NOT NULL,
  valid_to DATE,
  position SMALLINT NOT NULL,
  asset_type VARCHAR NOT NULL,
  src VARCHAR NOT NULL,
  sub_type VARCHAR
);

CREATE TABLE fact_specifications (
  customer_id INTEGER NOT NULL,
  retailer_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  valid_from DATE NOT NULL,
  valid_to DATE,
  position SMALLINT NOT NULL,
  name VARCHAR NOT NULL,
  value VARCHAR
);

CREATE TABLE fact_breadcrumbs (
  customer_id INTEGER NOT NULL,
  retailer_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  valid_from DATE NOT NULL,
  valid_to DATE,
  level SMALLINT NOT NULL,
  label VARCHAR NOT NULL,
  url VARCHAR
);

CREATE TABLE fact_promotions (
  customer_id INTEGER NOT NULL,
  retailer_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  day DATE NOT NULL,
  title VARCHAR NOT NULL,
  text VARCHAR,
  image_url VARCHAR,
  link VARCHAR
);

CREATE TABLE fact_awards (
  customer_id INTEGER NOT NULL,
  retailer_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  valid_from DATE NOT NULL,
  valid_to DATE,
  label VARCHAR NOT NULL,
  image_url VARCHAR,
  target_url VARCHAR
);

CREATE TABLE fact_search_results (
  customer_id INTEGER NOT NULL,
  retailer_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  day DATE NOT NULL,
  keyword_id INTEGER NOT NULL,
  rank SMALLINT NOT NULL,
  page SMALLINT NOT NULL,
  page_size SMALLINT NOT NULL,
  sponsored BOOLEAN NOT NULL,
  searched_at TIMESTAMP NOT NULL,
  search_volume INTEGER,
  country_code VARCHAR,
  serp_url VARCHAR
);

CREATE TABLE fact_category_listings (
  customer_id INTEGER NOT NULL,
  retailer_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  day DATE NOT NULL,
  category_id INTEGER NOT NULL,
  rank SMALLINT NOT NULL,
  page SMALLINT NOT NULL,
  page_size SMALLINT NOT NULL,
  sponsored BOOLEAN NOT NULL,
  searched_at TIMESTAMP NOT NULL,
  country_code VARCHAR,
  serp_url VARCHAR
);

CREATE TABLE fact_banners (
  customer_id INTEGER NOT NULL,
  retailer_id INTEGER NOT NULL,
  day DATE NOT NULL,
  page_type VARCHAR NOT NULL,
  entity_id INTEGER,
  entity_label VARCHAR NOT NULL,
  entity_content VARCHAR NOT NULL,
  position SMALLINT NOT NULL,
  weight DECIMAL(4,2) NOT NULL,
  banner_type VARCHAR NOT NULL,
  brand_id INTEGER,
  product_id INTEGER,
  image_url VARCHAR
);

CREATE TABLE fact_daily_monthly (
  customer_id INTEGER NOT NULL,
  retailer_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  month DATE NOT NULL,
  days_observed INTEGER NOT NULL,
  days_listed INTEGER NOT NULL,
  days_in_stock INTEGER NOT NULL,
  days_out_of_stock INTEGER NOT NULL,
  price_days INTEGER NOT NULL,
  selling_price_sum DECIMAL(18,2),
  selling_price_min ${money},
  selling_price_max ${money},
  original_price_days INTEGER NOT NULL,
  original_price_sum DECIMAL(18,2),
  promotion_days INTEGER NOT NULL,
  discount_sum DOUBLE,
  map_days INTEGER NOT NULL,
  map_violation_days INTEGER NOT NULL,
  buy_box_days INTEGER NOT NULL,
  buy_box_owned_days INTEGER NOT NULL,
  image_count_sum BIGINT,
  video_count_sum BIGINT,
  content_days INTEGER NOT NULL,
  review_count_last INTEGER,
  rating_last DECIMAL(3,2),
  rating_weighted_sum DOUBLE,
  rating_weight_sum BIGINT,
  offer_count_sum BIGINT,
  currency VARCHAR
);

CREATE TABLE fact_loads (
  load_id VARCHAR NOT NULL,
  customer_id INTEGER NOT NULL,
  source VARCHAR NOT NULL,
  day_from DATE NOT NULL,
  day_to DATE NOT NULL,
  state VARCHAR NOT NULL,
  daily_rows BIGINT NOT NULL DEFAULT 0,
  started_at TIMESTAMP NOT NULL DEFAULT current_timestamp,
  finished_at TIMESTAMP
);
`;

/**
 * Image-similarity checks: one row per checked image position of a product page, written on the day the
 * monitoring recorded it (a check, a queued re-check, or "not checked" where the module is missing).
 * position 1 is the first image; 2… the rest of the carousel (full-carousel module only). score is the
 * similarity in percent, null while in progress, on an error and when not checked.
 */
const v2ImageSimilarity = `
CREATE TABLE fact_image_similarity (
  customer_id INTEGER NOT NULL,
  retailer_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  day DATE NOT NULL,
  position SMALLINT NOT NULL,
  module VARCHAR NOT NULL,
  reference_image_key VARCHAR,
  status VARCHAR NOT NULL,
  score DECIMAL(5,2),
  checked_on TIMESTAMP,
  next_check_on TIMESTAMP
);
`;

/**
 * Pre-aggregations per retailer and day, per product and day and per product and month (see
 * engine/dayRollups.ts), created empty: filling them from a large store takes minutes, so each
 * customer's are built by its next load (rebuildMonthlyRollup) and read once it is ready (step 4).
 */
const v3DayRollups = (['fact_retailer_daily', 'fact_product_daily', 'fact_product_monthly'] as DayRollupTable[])
  .map((table) => `CREATE TABLE ${table} AS ${dayRollupSelect(table, 'TRUE', firstRollupMetrics)} LIMIT 0;`)
  .join('\n');

/**
 * The customers whose day rollups hold all their facts; the others read the observations. Stores that
 * filled the day rollups when step 3 still did have them complete for every customer.
 */
const v4DayRollupsReady = `
CREATE TABLE ${DAY_ROLLUPS_READY} (customer_id INTEGER NOT NULL);
INSERT INTO ${DAY_ROLLUPS_READY} SELECT DISTINCT customer_id FROM fact_retailer_daily;
`;

/**
 * Per product and ISO week, and per product × retailer pair and ISO week (engine/dayRollups.ts), filled
 * at once for the customers whose day rollups are complete (product-weeks from their product-days, so
 * they stay ready); the others get them with their day rollups on their next load.
 */
const weekRollupTables: WeekRollupTable[] = ['fact_product_weekly', 'fact_pair_weekly'];
const v5WeekRollups = weekRollupTables
  .map(
    (table) => `CREATE TABLE ${table} AS ${dayRollupSelect(table, 'TRUE', firstRollupMetrics)} LIMIT 0;
INSERT INTO ${table} BY NAME ${dayRollupSelect(table, `f.customer_id IN (SELECT customer_id FROM ${DAY_ROLLUPS_READY})`, firstRollupMetrics)};`,
  )
  .join('\n');

/** Steps 6 and 8 rebuilt the rollups as they were before the lowest-competitor columns (step 9). */
const readyRollupsRebuilt = () => readyDayRollupsRebuilt({ lowestCompetitor: false });

/**
 * The window values (price index, with every retailer of the day in view) in every rollup: their columns
 * added, then the rollups of the customers whose day rollups are complete rebuilt in build order.
 */
const windowMetrics = dayRollupMetrics.filter(overWindow);
const v6WindowValues = [
  ...dayRollupTables.flatMap((table) =>
    windowMetrics
      .flatMap(rollupColumnTypes)
      .map(([column, type]) => `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${column} ${type};`),
  ),
  ...readyRollupsRebuilt(),
].join('\n');

/**
 * The page texts the product details show: title, subtitle, description and bullet points, as validity ranges
 * like the specifications (a row per text, written when the content changes). `kind` TITLE / SUBTITLE /
 * DESCRIPTION / BULLET; `position` orders the bullets (1 for the other kinds). One text per row keeps the
 * columns scalar, as ClickHouse and the Appender want them.
 */
const v7PageTexts = `
CREATE TABLE fact_page_texts (
  customer_id INTEGER NOT NULL,
  retailer_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  valid_from DATE NOT NULL,
  valid_to DATE,
  kind VARCHAR NOT NULL,
  position SMALLINT NOT NULL,
  text VARCHAR NOT NULL
);
`;

/**
 * The DCC versions applied per customer (dccScoreMacro.ts), and the rollups of the customers whose day
 * rollups are complete rebuilt, as the score now comes from the macro and is rounded to a whole percent.
 */
const v8DccVersions = [
  `CREATE TABLE ${DCC_VERSIONS_TABLE} (customer_id INTEGER NOT NULL, version_id INTEGER NOT NULL,
    definition VARCHAR NOT NULL, applied_at TIMESTAMP NOT NULL);`,
  ...readyRollupsRebuilt(),
].join('\n');

export const factSchemaSteps: readonly FactSchemaStep[] = [
  { version: 1, name: 'facts', sql: v1Facts },
  { version: 2, name: 'image_similarity', sql: v2ImageSimilarity },
  { version: 3, name: 'day_rollups', sql: v3DayRollups },
  { version: 4, name: 'day_rollups_ready', sql: v4DayRollupsReady },
  { version: 5, name: 'week_rollups', sql: v5WeekRollups },
  { version: 6, name: 'window_values_in_rollups', sql: v6WindowValues },
  { version: 7, name: 'page_texts', sql: v7PageTexts },
  { version: 8, name: 'dcc_versions', sql: v8DccVersions },
  { version: 9, name: 'lowest_competitor_index_in_rollups', sql: v9LowestCompetitorIndex },
];

/** Every fact table created by the steps, in load order (used by loaders and tests). */
export const factTables = [
  'fact_daily',
  'fact_intraday',
  'fact_offers',
  'fact_reviews',
  'fact_assets',
  'fact_specifications',
  'fact_breadcrumbs',
  'fact_promotions',
  'fact_awards',
  'fact_search_results',
  'fact_category_listings',
  'fact_banners',
  'fact_image_similarity',
  'fact_page_texts',
] as const;
export type FactTable = (typeof factTables)[number];
