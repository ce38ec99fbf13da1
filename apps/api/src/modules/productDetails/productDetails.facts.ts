import type { IsoDate } from '@shelfsight/contracts';
import type { NamedDccDefinition } from '../../analytics/dccScoreMacro';
import { dccComponentMetSql, dccConditionSql, dccScoreCall, factRowColumn } from '../../analytics/engine/dccVersionSql';
import { type StoredSimilarityCheck, storedChecksRelation } from '../../analytics/engine/storedSimilarityChecks';
import { type FactDialect, FactParams } from '../../analytics/factStore/factDialect';
import { type FactStore, rowsOfColumns } from '../../analytics/factStore/factStore';

/**
 * The fact store reads behind one product's details: a handful of statements, each filtered by customer,
 * product, the visible retailers and day, the leading columns of every fact table. Values come back as plain
 * JS: days and times as ISO text, money as numbers.
 */

export type Row = Record<string, unknown>;

/** The page of one retailer as read on its last observed day of the period. */
export interface PageDay {
  retailerId: number;
  day: IsoDate;
}

/** Retailer ids and ISO days are ours (numbers from the catalogue, days from the store): safe as literals. */
const idList = (ids: readonly number[]) => (ids.length ? ids.map((id) => Math.trunc(id)).join(', ') : 'NULL');
const dayLiteral = (day: IsoDate) => `DATE '${/^\d{4}-\d{2}-\d{2}$/.test(day) ? day : '1970-01-01'}'`;
const pageDays = (pages: readonly PageDay[]) =>
  `(VALUES ${pages.map((page) => `(${Math.trunc(page.retailerId)}, ${dayLiteral(page.day)})`).join(', ')}) AS p(retailer_id, day)`;
/** The page days as a list of DATE literals, to bound the day tables' reads (their sorting key and partitions). */
const dayList = (pages: readonly PageDay[]) => [...new Set(pages.map((page) => dayLiteral(page.day)))].join(', ');
/** The latest page day as a DATE literal. */
const lastDay = (pages: readonly PageDay[]) =>
  dayLiteral(pages.map((page) => page.day).reduce((a, b) => (a > b ? a : b)));

/** One read of the fact store as row objects, its parameters collected in the store's dialect. */
async function storeRows(facts: FactStore, statement: (params: FactParams) => string): Promise<Row[]> {
  const params = new FactParams(facts.dialect);
  const sql = statement(params);
  return rowsOfColumns(await facts.readColumns(sql, params.values));
}

/** The flag column of a DCC version's component: `dcc_<group>_<component>`, by their places in the version. */
export const dccComponentColumn = (group: number, component: number) => `dcc_${group}_${component}`;
/** The flag column of a complete condition of a counted component: `dcck_<group>_<component>_<condition>`. */
export const dccConditionColumn = (group: number, component: number, condition: number) =>
  `dcck_${group}_${component}_${condition}`;

const flagOf = (sql: string, column: string) => `(CASE WHEN ${sql} THEN 1.0 ELSE 0.0 END)::DOUBLE AS ${column}`;

/**
 * 1 where the component is met, 0 where not, for the components the score counts (the others are left out), and
 * the same for each of their complete conditions (the "what to fix first" list names the failed ones); the applied
 * exceptions included, so the flags agree with the score.
 */
const dccColumns = (definition: NamedDccDefinition, dialect: FactDialect) =>
  definition.groups
    .flatMap((group, g) =>
      group.components.flatMap((component, c) => {
        const exceptions = definition.resolvedExceptions;
        const met = dccComponentMetSql(component, factRowColumn, exceptions, dialect);
        if (met === null) return [];
        const conditions = component.conditions.flatMap((condition, k) => {
          const sql = dccConditionSql(condition, factRowColumn, exceptions, dialect);
          return sql === null ? [] : [flagOf(`coalesce(${sql}, false)`, dccConditionColumn(g, c, k))];
        });
        return [flagOf(met, dccComponentColumn(g, c)), ...conditions];
      }),
    )
    .map((column) => `,\n       ${column}`)
    .join('');

/**
 * The newest day of the customer's facts: the end of its last finished load (the store's fact_loads), else its
 * newest observation.
 */
export async function newestFactDay(facts: FactStore, customerId: number, productId: number): Promise<IsoDate | null> {
  const [load] = await storeRows(
    facts,
    (p) =>
      `SELECT ${facts.dialect.dateText(facts.dialect.maxOrNull('day_to'))} AS day
       FROM ${facts.dialect.latestRows('fact_loads')} WHERE customer_id = ${p.add(customerId)} AND state = 'ready'`,
  );
  if (typeof load?.day === 'string') return load.day as IsoDate;
  const [fact] = await storeRows(
    facts,
    (p) =>
      `SELECT ${facts.dialect.dateText(facts.dialect.maxOrNull('day'))} AS day FROM fact_daily
       WHERE customer_id = ${p.add(customerId)} AND product_id = ${p.add(productId)}`,
  );
  return typeof fact?.day === 'string' ? (fact.day as IsoDate) : null;
}

/**
 * Per retailer with a listed day in the period: its last observed day's fact_daily row with the DCC score
 * (the store's `dcc_score`: DuckDB's macro, ClickHouse's SQL function, both written from the applied version) and
 * the flags of the applied version's components, and the period's listed days of known stock and in stock.
 */
export function readLastDays(
  facts: FactStore,
  customerId: number,
  productId: number,
  retailerIds: readonly number[],
  period: { dateFrom: IsoDate; dateTo: IsoDate },
  dcc: NamedDccDefinition,
): Promise<Row[]> {
  const { dialect } = facts;
  // Counts as sums of CASE and max() of the flag: the same SQL on both engines (no FILTER over a window).
  const daysWhere = (condition: string) => `sum(CASE WHEN ${condition} THEN 1 ELSE 0 END) OVER pair`;
  return storeRows(
    facts,
    (p) =>
      `SELECT f.retailer_id, ${dialect.dateText('f.day')} AS day, ${dialect.isoTime('f.downloaded_at')} AS downloaded_at,
       f.listed, f.in_stock, f.selling_price::DOUBLE AS selling_price, f.original_price::DOUBLE AS original_price,
       f.currency, f.price_type, f.stock_text, f.delivery_text, f.review_count, f.rating::DOUBLE AS rating,
       f.image_count, f.video_count, f.title_words, f.title_chars, f.subtitle_words, f.subtitle_chars,
       f.description_words, f.description_chars, f.description_present, f.bullet_count, f.bullets_present,
       f.pdp_brand, f.pdp_gtin, f.pdp_mpn, f.offer_count,
       CASE WHEN f.listed THEN (${dccScoreCall()})::DOUBLE END AS dcc_score${dccColumns(dcc, dialect)},
       (${daysWhere('f.listed AND f.in_stock IS NOT NULL')})::INTEGER AS stock_known_days,
       (${daysWhere('f.listed AND f.in_stock')})::INTEGER AS in_stock_days,
       max(f.listed) OVER pair AS had_page
     FROM fact_daily f
     WHERE f.customer_id = ${p.add(customerId)} AND f.product_id = ${p.add(productId)}
       AND f.retailer_id IN (${idList(retailerIds)})
       AND f.day BETWEEN ${p.add(period.dateFrom)}::DATE AND ${p.add(period.dateTo)}::DATE
     WINDOW pair AS (PARTITION BY f.retailer_id)
     QUALIFY row_number() OVER (PARTITION BY f.retailer_id ORDER BY f.day DESC) = 1 AND had_page
     ORDER BY f.retailer_id`,
  );
}

/** The rows of the day tables (intraday, offers, promotions) on each page's day, from the fact store. */
export async function readDayRows(facts: FactStore, customerId: number, productId: number, pages: readonly PageDay[]) {
  const { dialect } = facts;
  const on = (p: FactParams) => `JOIN ${pageDays(pages)} ON t.retailer_id = p.retailer_id AND t.day = p.day
     WHERE t.customer_id = ${p.add(customerId)} AND t.product_id = ${p.add(productId)}
       AND t.retailer_id IN (${idList(pages.map((page) => page.retailerId))}) AND t.day IN (${dayList(pages)})`;
  const [intraday, offers, promotions] = await Promise.all([
    storeRows(
      facts,
      (p) =>
        `SELECT t.retailer_id, ${dialect.isoTime('t.observed_at')} AS observed_at, t.selling_price::DOUBLE AS selling_price,
         t.original_price::DOUBLE AS original_price, t.in_stock, t.stock_text
       FROM fact_intraday t ${on(p)} ORDER BY t.retailer_id, t.observed_at`,
    ),
    storeRows(
      facts,
      (p) =>
        `SELECT t.retailer_id, t.seller_id, t.offer_condition, t.offer_price::DOUBLE AS offer_price, t.in_stock,
         t.availability_text, t.has_buy_button, t.is_buy_box, t.rating_overall::DOUBLE AS rating_overall,
         t.rating_product_information::DOUBLE AS rating_product_information,
         t.rating_delivery_time::DOUBLE AS rating_delivery_time, t.rating_shipping::DOUBLE AS rating_shipping,
         t.rating_service::DOUBLE AS rating_service, t.recent_review_count
       FROM fact_offers t ${on(p)} ORDER BY t.retailer_id, t.is_buy_box DESC, t.offer_price, t.seller_id`,
    ),
    storeRows(
      facts,
      (p) =>
        `SELECT t.retailer_id, t.title, t.text, t.image_url, t.link
       FROM fact_promotions t ${on(p)} ORDER BY t.retailer_id, t.title`,
    ),
  ]);
  return { intraday, offers, promotions };
}

/**
 * The range tables' rows valid on each page's day (assets, specifications, breadcrumbs, awards, texts) and the
 * first image's similarity check, from the fact store.
 */
export async function readRangeRows(
  facts: FactStore,
  customerId: number,
  productId: number,
  pages: readonly PageDay[],
  stored: readonly StoredSimilarityCheck[],
) {
  const retailers = idList(pages.map((page) => page.retailerId));
  const on = (p: FactParams) => `JOIN ${pageDays(pages)} ON t.retailer_id = p.retailer_id
       AND t.valid_from <= p.day AND (t.valid_to IS NULL OR t.valid_to > p.day)
     WHERE t.customer_id = ${p.add(customerId)} AND t.product_id = ${p.add(productId)} AND t.retailer_id IN (${retailers})`;
  const [assets, specifications, breadcrumbs, awards, texts, similarity] = await Promise.all([
    storeRows(
      facts,
      (p) => `SELECT t.retailer_id, t.position, t.asset_type, t.src, t.sub_type FROM fact_assets t ${on(p)}
       ORDER BY t.retailer_id, t.position`,
    ),
    storeRows(
      facts,
      (p) =>
        `SELECT t.retailer_id, t.name, t.value FROM fact_specifications t ${on(p)} ORDER BY t.retailer_id, t.position`,
    ),
    storeRows(
      facts,
      (p) => `SELECT t.retailer_id, t.label, t.url FROM fact_breadcrumbs t ${on(p)} ORDER BY t.retailer_id, t.level`,
    ),
    storeRows(
      facts,
      (p) => `SELECT t.retailer_id, t.label, t.image_url, t.target_url FROM fact_awards t ${on(p)}
       ORDER BY t.retailer_id, t.valid_from, t.label`,
    ),
    storeRows(
      facts,
      (p) =>
        `SELECT t.retailer_id, t.kind, t.text FROM fact_page_texts t ${on(p)} ORDER BY t.retailer_id, t.kind, t.position`,
    ),
    // The first image's latest check up to the page's day; a pair with a stored check of the customer's
    // reference image shows that one instead (its current result).
    storeRows(facts, (p) => {
      const customer = p.add(customerId);
      const product = p.add(productId);
      return `WITH stored AS (
         SELECT * FROM ${storedChecksRelation(stored, facts.dialect, (value) => p.add(value))} s WHERE s.position = 1
       )
       SELECT t.retailer_id, t.status FROM fact_image_similarity t
       JOIN ${pageDays(pages)} ON t.retailer_id = p.retailer_id AND t.day <= p.day
       WHERE t.customer_id = ${customer} AND t.product_id = ${product} AND t.position = 1
         AND t.retailer_id IN (${retailers}) AND t.day <= ${lastDay(pages)}
         AND NOT EXISTS (SELECT 1 FROM stored s WHERE s.retailer_id = t.retailer_id AND s.product_id = t.product_id)
       QUALIFY row_number() OVER (PARTITION BY t.retailer_id ORDER BY t.day DESC) = 1
       UNION ALL
       SELECT s.retailer_id, s.status FROM stored s WHERE s.product_id = ${product} AND s.retailer_id IN (${retailers})`;
    }),
  ]);
  return { assets, specifications, breadcrumbs, awards, texts, similarity };
}

/** Reviews published up to each page's day, newest first, at most `limit` per retailer, from the fact store. */
export function readReviews(
  facts: FactStore,
  customerId: number,
  productId: number,
  pages: readonly PageDay[],
  limit: number,
): Promise<Row[]> {
  return storeRows(
    facts,
    (p) =>
      `SELECT t.retailer_id, t.score, t.title, t.body, ${facts.dialect.dateText('t.day')} AS day, t.country_code
     FROM fact_reviews t JOIN ${pageDays(pages)} ON t.retailer_id = p.retailer_id AND t.day <= p.day
     WHERE t.customer_id = ${p.add(customerId)} AND t.product_id = ${p.add(productId)}
       AND t.retailer_id IN (${idList(pages.map((page) => page.retailerId))}) AND t.day <= ${lastDay(pages)}
     QUALIFY row_number() OVER (PARTITION BY t.retailer_id ORDER BY t.day DESC, t.review_key DESC) <= ${p.add(limit)}
     ORDER BY t.retailer_id, t.day DESC, t.review_key DESC`,
  );
}

/**
 * Search results and category listings, read from the fact store: per retailer and keyword (category), the
 * last search day of the period. `keywordIds` / `categoryIds` null: all of them.
 */
export async function readRanks(
  facts: FactStore,
  customerId: number,
  productId: number,
  retailerIds: readonly number[],
  period: { dateFrom: IsoDate; dateTo: IsoDate },
  filters: { keywordIds: number[] | null; categoryIds: number[] | null },
) {
  const ranks = (table: string, entity: string, extra: string, only: number[] | null) =>
    storeRows(
      facts,
      (p) =>
        `SELECT t.retailer_id, t.${entity} AS entity_id, t.rank, t.page,
         ${facts.dialect.isoTime('t.searched_at')} AS searched_at, ${extra} t.country_code, t.serp_url
       FROM ${table} t
       WHERE t.customer_id = ${p.add(customerId)} AND t.product_id = ${p.add(productId)}
         AND t.retailer_id IN (${idList(retailerIds)})
         AND t.day BETWEEN ${p.add(period.dateFrom)}::DATE AND ${p.add(period.dateTo)}::DATE
         ${only ? `AND t.${entity} IN (${idList(only)})` : ''}
       QUALIFY row_number() OVER (PARTITION BY t.retailer_id, t.${entity} ORDER BY t.day DESC, t.rank) = 1
       ORDER BY t.retailer_id, t.rank, t.${entity}`,
    );
  const [search, category] = await Promise.all([
    ranks('fact_search_results', 'keyword_id', 't.search_volume,', filters.keywordIds),
    ranks('fact_category_listings', 'category_id', '', filters.categoryIds),
  ]);
  return { search, category };
}
