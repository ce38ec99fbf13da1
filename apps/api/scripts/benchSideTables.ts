// The bench tenant's side tables, the ones the product details read beside fact_daily: intraday reads, offers,
// reviews, promotions, content as range rows (assets, specifications, breadcrumbs, awards, page texts) and search and
// category ranks. Generated set-based inside DuckDB from the same hashes as fact_daily's rows, so a pair's
// promotions, offer count, prices and stock agree with its daily row.
import { type DuckDBConnection, listValue } from '@duckdb/node-api';
import type { DateTime } from 'luxon';
import type { BenchCatalogue } from './benchCatalogue';

/**
 * One table's insert. A day table's is given $1 the customer, $2 the tenant's first day and $3, $4 the day offsets
 * [from, to) of one 30-day chunk, whose pair-days are in the temporary table `pairs`; the others' $1, $2 and $3
 * the middle day (where content changes).
 */
interface SideStatement {
  table: string;
  sql: string;
}

/** A chunk's days crossed with every pair, with the hash fact_daily's rows come from: made once, read by each. */
const chunkPairs = `CREATE OR REPLACE TEMP TABLE pairs AS
  WITH days AS (SELECT ($1::DATE + INTERVAL (d) DAY)::DATE AS day, d FROM range($2::INTEGER, $3::INTEGER) t(d))
  SELECT day, d, rid, country, site, marketplace, pid, hash(pid, rid, d) AS h FROM days, bench_shops, bench_items`;

/** fact_daily's selling price, original price, stock and listing of a pair-day (insertBenchFacts). */
const sellingPrice = '(10 + (pid % 40) + ((h // 10000) % 300) / 100.0)';
const originalPrice = 'CASE WHEN (h // 1000000) % 100 < 20 THEN (14 + (pid % 40))::DECIMAL(12,2) END';
const inStock = '(h // 100) % 100 < 88';
const listed = 'h % 100 < 96';

/** Ranks of the tracked products of each keyword or category page per day: a drifting place around a home one. */
const rankedSelect = (entities: 'bench_keywords' | 'bench_categories', tracked: string, keep: number) => `
  WITH days AS (SELECT ($2::DATE + INTERVAL (d) DAY)::DATE AS day, d FROM range($3::INTEGER, $4::INTEGER) t(d)),
  ranked AS (
    SELECT day, d, e.id, e.slot, s.rid, s.country, s.site, i.pid,
      row_number() OVER (PARTITION BY e.id, d ORDER BY hash(i.pid, e.id) % 100 + hash(i.pid, e.id, d) % 30, i.pid) AS rank
    FROM days CROSS JOIN ${entities} e JOIN bench_shops s ON s.rid = e.rid JOIN bench_items i ON ${tracked})
  SELECT * FROM ranked WHERE rank <= ${keep}`;

const dailyStatements: SideStatement[] = [
  {
    // Three reads a day on a fifth of the pairs, around the daily price.
    table: 'fact_intraday',
    sql: `INSERT INTO fact_intraday (customer_id, retailer_id, product_id, day, observed_at, selling_price, original_price, in_stock, stock_text)
      SELECT $1, rid, pid, day, day + INTERVAL (6 + 6 * r) HOUR + INTERVAL (h % 50) MINUTE,
        (${sellingPrice} + (r - 1) * 0.10)::DECIMAL(12,2), ${originalPrice}, ${inStock},
        CASE WHEN ${inStock} THEN 'In stock' ELSE 'Out of stock' END
      FROM pairs, range(3) reads(r) WHERE hash(pid, rid) % 5 = 0 AND ${listed} ORDER BY day, rid, pid, r`,
  },
  {
    // As many offers as fact_daily's offer_count on the marketplaces, the retailer's own first (the buy box).
    table: 'fact_offers',
    sql: `INSERT INTO fact_offers (customer_id, retailer_id, product_id, day, seller_id, offer_condition, offer_price, in_stock,
        availability_text, has_buy_button, is_buy_box, rating_overall, rating_product_information, rating_delivery_time,
        rating_shipping, rating_service, recent_review_count)
      SELECT $1, p.rid, pid, day, o.seller_id, CASE WHEN o.slot = 3 THEN 'USED' ELSE 'NEW' END,
        (${sellingPrice} + o.slot * 0.50)::DECIMAL(12,2), o.slot > 0 OR ${inStock},
        CASE WHEN o.slot > 0 OR ${inStock} THEN 'Ships in 1-2 days' ELSE 'Currently unavailable' END, true, o.slot = 0,
        (4 + (o.seller_id % 10) / 10.0)::DECIMAL(3,2), (3.8 + (o.seller_id % 12) / 10.0)::DECIMAL(3,2),
        (3.5 + (o.seller_id % 15) / 10.0)::DECIMAL(3,2), (4.2 + (o.seller_id % 8) / 10.0)::DECIMAL(3,2),
        (4.1 + (o.seller_id % 9) / 10.0)::DECIMAL(3,2), 20 + (o.seller_id * 37) % 900
      FROM pairs p JOIN bench_offer_sellers o ON o.rid = p.rid AND o.slot < 1 + p.h % 4
      WHERE p.marketplace AND ${listed} ORDER BY day, p.rid, pid, o.slot`,
  },
  {
    // fact_daily's promotion days, one promotion each.
    table: 'fact_promotions',
    sql: `INSERT INTO fact_promotions (customer_id, retailer_id, product_id, day, title, text, image_url, link)
      SELECT $1, rid, pid, day, ['10% off', '2 for 1', 'Free delivery'][1 + (hash(pid, rid) % 3)::INTEGER], 'While stocks last',
        site || '/promo/' || (hash(pid, rid) % 3) || '.png', site || '/deals'
      FROM pairs WHERE (h // 1000000) % 100 < 20 ORDER BY day, rid, pid`,
  },
  {
    // Each keyword ranks the products of its slot (a twentieth of them), two pages of 24 kept.
    table: 'fact_search_results',
    sql: `INSERT INTO fact_search_results (customer_id, retailer_id, product_id, day, keyword_id, rank, page, page_size, sponsored,
        searched_at, search_volume, country_code, serp_url)
      SELECT $1, rid, pid, day, id, rank, (rank - 1) // 24 + 1, 24, rank <= 8 AND hash(pid, id) % 12 = 0,
        day + INTERVAL 7 HOUR + INTERVAL (id % 50) MINUTE, 300 + hash(id) % 24700, country,
        site || '/search?q=bench+keyword+' || (slot + 1) || '&page=' || ((rank - 1) // 24 + 1)
      FROM (${rankedSelect('bench_keywords', 'i.pid % 20 = e.slot', 48)}) ORDER BY day, rid, pid`,
  },
  {
    // Each category page ranks the products of its slot (a tenth of them), two pages of 48 kept.
    table: 'fact_category_listings',
    sql: `INSERT INTO fact_category_listings (customer_id, retailer_id, product_id, day, category_id, rank, page, page_size, sponsored,
        searched_at, country_code, serp_url)
      SELECT $1, rid, pid, day, id, rank, (rank - 1) // 48 + 1, 48, rank <= 4 AND hash(pid, id) % 10 = 0,
        day + INTERVAL 7 HOUR + INTERVAL (id % 50) MINUTE, country,
        site || '/c/bench-category-' || (slot + 1) || '?page=' || ((rank - 1) // 48 + 1)
      FROM (${rankedSelect('bench_categories', 'i.pid % 10 = e.slot', 96)}) ORDER BY day, rid, pid`,
  },
];

/** A pair's content: one version all year, or (where `changes`) one until the middle day and the next from it. */
const versions = '(VALUES (0), (1)) versions(v)';
const validFrom = `CASE WHEN v = 0 THEN $2::DATE ELSE $3::DATE END`;
const validTo = (changes: string) => `CASE WHEN v = 0 AND ${changes} THEN $3::DATE - 1 END`;

/** The statements of the tables without a day column, and of the reviews, for a tenant of `days` days. */
const rangeStatements = (days: number): SideStatement[] => [
  {
    // Reviews published weekly on every pair over the year (fact_daily's review count grows by one a week).
    table: 'fact_reviews',
    sql: `INSERT INTO fact_reviews (customer_id, retailer_id, product_id, day, review_key, score, title, body, country_code)
      WITH weeks AS (SELECT w FROM range(0, ${Math.ceil(days / 7)}) t(w)),
      published AS (SELECT rid, country, pid, w, w * 7 + hash(pid, rid, w) % 7 AS d, hash(pid, rid, w) // 7 AS h
        FROM weeks, bench_shops, bench_items)
      SELECT $1, rid, pid, ($2::DATE + INTERVAL (d) DAY)::DATE AS day, 'bench-' || rid || '-' || pid || '-' || w,
        [1, 2, 3, 4, 4, 4, 5, 5, 5, 5][1 + (h % 10)::INTEGER], ['Great', 'Does the job', 'Disappointing', 'Value for money'][1 + (h % 4)::INTEGER],
        ['Works as described and arrived quickly.', 'Good quality for the price, would buy again.',
         'Stopped working after a few weeks.', 'Exactly what I needed.'][1 + ((h // 10) % 4)::INTEGER], country
      FROM published WHERE d < ${days} ORDER BY day, rid, pid`,
  },
  {
    // 3–7 images (a video on every third product); half of the pairs add an image in the middle of the year.
    table: 'fact_assets',
    sql: `INSERT INTO fact_assets (customer_id, retailer_id, product_id, valid_from, valid_to, position, asset_type, src, sub_type)
      SELECT $1, rid, pid, ${validFrom}, ${validTo('hash(pid, rid) % 2 = 0')}, pos,
        CASE WHEN pos > 3 + hash(pid, rid) % 5 + v THEN 'VIDEO' ELSE 'IMAGE' END,
        site || '/media/' || pid || '-' || pos || '-v' || v || '.jpg', ['FRONT', 'BACK', 'LIFESTYLE', 'DETAIL'][1 + pos % 4]
      FROM bench_shops, bench_items, ${versions}, range(1, 10) positions(pos)
      WHERE (v = 0 OR hash(pid, rid) % 2 = 0) AND pos <= 3 + hash(pid, rid) % 5 + v + CASE WHEN pid % 3 = 0 THEN 1 ELSE 0 END
      ORDER BY rid, pid, v, pos`,
  },
  {
    // Five specifications on the products fact_daily gives a spec count; the weight of half the pairs changes.
    table: 'fact_specifications',
    sql: `INSERT INTO fact_specifications (customer_id, retailer_id, product_id, valid_from, valid_to, position, name, value)
      SELECT $1, rid, pid, ${validFrom}, ${validTo('pos = 5 AND hash(pid, rid) % 2 = 0')}, pos,
        ['Brand', 'Colour', 'Material', 'Size', 'Weight'][pos],
        CASE pos WHEN 1 THEN 'Bench brand ' || (1 + pid % 50) WHEN 2 THEN ['Black', 'White', 'Grey'][1 + pid % 3]
          WHEN 3 THEN 'Steel' WHEN 4 THEN (20 + pid % 30) || ' cm' ELSE (500 + pid % 400 + v * 20) || ' g' END
      FROM bench_shops, bench_items, ${versions}, range(1, 6) positions(pos)
      WHERE pid % 2 = 1 AND (v = 0 OR (pos = 5 AND hash(pid, rid) % 2 = 0)) ORDER BY rid, pid, v, pos`,
  },
  {
    // Three levels; a tenth of the pairs move to another leaf category in the middle of the year.
    table: 'fact_breadcrumbs',
    sql: `INSERT INTO fact_breadcrumbs (customer_id, retailer_id, product_id, valid_from, valid_to, level, label, url)
      SELECT $1, rid, pid, ${validFrom}, ${validTo('level = 3 AND hash(pid, rid) % 10 = 0')}, level,
        CASE level WHEN 1 THEN 'Home' WHEN 2 THEN 'Segment ' || (1 + pid % 10) ELSE 'Bench category ' || (1 + (pid + v) % 3) END,
        site || '/c/' || level || '-' || ((pid + v) % 10)
      FROM bench_shops, bench_items, ${versions}, range(1, 4) levels(level)
      WHERE v = 0 OR (level = 3 AND hash(pid, rid) % 10 = 0) ORDER BY rid, pid, v, level`,
  },
  {
    // An award on the products fact_daily gives one, renewed under another label in the middle of the year.
    table: 'fact_awards',
    sql: `INSERT INTO fact_awards (customer_id, retailer_id, product_id, valid_from, valid_to, label, image_url, target_url)
      SELECT $1, rid, pid, ${validFrom}, ${validTo('TRUE')}, ['Test winner', 'Best buy'][1 + v],
        site || '/awards/' || v || '.png', site || '/awards'
      FROM bench_shops, bench_items, ${versions} WHERE pid % 3 = 0 ORDER BY rid, pid, v`,
  },
  {
    // One version all year, as fact_daily's counts stay: a title of whole words up to its title_chars, a subtitle on half of the
    // pairs, a description of its description_words and its bullet_count bullets.
    table: 'fact_page_texts',
    sql: `INSERT INTO fact_page_texts (customer_id, retailer_id, product_id, valid_from, valid_to, kind, position, text)
      SELECT $1, rid, pid, $2::DATE, NULL, kind, position, text FROM (
        SELECT rid, pid, 'TITLE' AS kind, 1 AS position,
          regexp_replace(left('Bench product ' || pid || ' ' || repeat('steel kitchen helper ', 5), 21 + pid % 70), ' [^ ]*$', '') AS text
        FROM bench_shops, bench_items
        UNION ALL
        SELECT rid, pid, 'SUBTITLE', 1, 'Bench brand ' || (1 + pid % 50) || ' in ' || ['Black', 'White', 'Grey'][1 + pid % 3]
        FROM bench_shops, bench_items WHERE hash(pid, rid) % 2 = 0
        UNION ALL
        SELECT rid, pid, 'DESCRIPTION', 1,
          rtrim(array_to_string(string_split(repeat('Built to last, easy to clean and simple to use. ', 16), ' ')[1:20 + pid % 90], ' '), ',.') || '.'
        FROM bench_shops, bench_items
        UNION ALL
        SELECT rid, pid, 'BULLET', pos,
          ['Quiet motor', 'Easy-clean design', 'Energy saving mode', 'Compact build', 'Two-year warranty'][1 + (pid + pos) % 5]
        FROM bench_shops, bench_items, range(1, 7) positions(pos) WHERE pos <= pid % 7)
      ORDER BY rid, pid, kind, position`,
  },
];

/** Runs a statement with the parameters it refers to (DuckDB refuses more than a statement has). */
async function runWith(connection: DuckDBConnection, sql: string, params: (number | string)[]) {
  const used = Math.max(0, ...[...sql.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));
  await connection.run(sql, params.slice(0, used));
}

/** Loads the catalogue the statements read into temporary tables: shops, products, marketplace sellers, keywords. */
async function stageCatalogue(connection: DuckDBConnection, bench: BenchCatalogue) {
  const { retailers } = bench;
  await connection.run(
    `CREATE OR REPLACE TEMP TABLE bench_shops AS SELECT unnest($1) AS rid, unnest($2) AS country, unnest($3) AS site,
       unnest($4) AS marketplace`,
    [
      listValue(retailers.map((retailer) => retailer.id)),
      listValue(retailers.map((retailer) => retailer.countryCode)),
      listValue(retailers.map((retailer) => retailer.siteRootUrl)),
      listValue(retailers.map((retailer) => retailer.offerSellers.length > 0)),
    ],
  );
  await connection.run('CREATE OR REPLACE TEMP TABLE bench_items AS SELECT unnest($1) AS pid', [
    listValue(bench.productIds),
  ]);
  const offerSellers = retailers.flatMap((retailer) =>
    retailer.offerSellers.map((sellerId, slot) => ({ rid: retailer.id, sellerId, slot })),
  );
  await connection.run(
    `CREATE OR REPLACE TEMP TABLE bench_offer_sellers AS SELECT unnest($1) AS rid, unnest($2) AS seller_id, unnest($3) AS slot`,
    [
      listValue(offerSellers.map((seller) => seller.rid)),
      listValue(offerSellers.map((seller) => seller.sellerId)),
      listValue(offerSellers.map((seller) => seller.slot)),
    ],
  );
  for (const [table, entities] of [
    ['bench_keywords', bench.keywords],
    ['bench_categories', bench.categories],
  ] as const) {
    await connection.run(
      `CREATE OR REPLACE TEMP TABLE ${table} AS SELECT unnest($1) AS id, unnest($2) AS rid, unnest($3) AS slot`,
      [
        listValue(entities.map((entity) => entity.id)),
        listValue(entities.map((entity) => entity.retailerId)),
        listValue(entities.map((entity) => entity.slot)),
      ],
    );
  }
}

/** Fills the side tables for the bench customer; the rows each table got, by table. */
export async function insertBenchSideTables(
  connection: DuckDBConnection,
  bench: BenchCatalogue,
  today: DateTime,
  days: number,
): Promise<Record<string, number>> {
  await stageCatalogue(connection, bench);
  const first = today.minus({ days: days }).toISODate() as string;
  const middle = today.minus({ days: Math.ceil(days / 2) }).toISODate() as string;
  // Day tables in 30-day chunks, as the loaders append them, so their row groups stay day-first.
  for (let offset = 0; offset < days; offset += 30) {
    const to = Math.min(offset + 30, days);
    await runWith(connection, chunkPairs, [first, offset, to]);
    for (const statement of dailyStatements)
      await runWith(connection, statement.sql, [bench.customerId, first, offset, to]);
  }
  for (const statement of rangeStatements(days))
    await runWith(connection, statement.sql, [bench.customerId, first, middle]);
  const counts: Record<string, number> = {};
  for (const { table } of [...dailyStatements, ...rangeStatements(days)]) {
    const reader = await connection.runAndReadAll(`SELECT count(*)::BIGINT FROM ${table} WHERE customer_id = $1`, [
      bench.customerId,
    ]);
    counts[table] = Number(reader.getRows()[0]?.[0] ?? 0);
  }
  for (const table of [
    'pairs',
    'bench_shops',
    'bench_items',
    'bench_offer_sellers',
    'bench_keywords',
    'bench_categories',
  ])
    await connection.run(`DROP TABLE ${table}`);
  return counts;
}
