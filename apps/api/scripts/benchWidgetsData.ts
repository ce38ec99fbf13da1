// Fills a stopped server's DATA_DIR with the bench tenant: 5,000 products × 20 retailers × 365 days of
// daily facts (36.5 M rows) and the side tables the product details read (benchSideTables.ts), generated
// inside DuckDB, plus its catalogue in PGlite.
import { randomUUID } from 'node:crypto';
import { type DuckDBConnection, DuckDBInstance, listValue } from '@duckdb/node-api';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { finishLoad, startLoad } from '../src/analytics/factLoads';
import { DAY_ROLLUPS_READY } from '../src/analytics/engine/dayRollups';
import { refreshRollupMonths } from '../src/analytics/ingest/rollupMonths';
import { migrateFacts } from '../src/analytics/migrateFacts';
import { openDatabase } from '../src/db/database';
import * as catalogue from '../src/db/schema/catalogue';
import { customers } from '../src/db/schema/customers';
import { SEED_SOURCE } from '../src/seed/market/loadTenantFacts';
import type { BenchCatalogue } from './benchCatalogue';
import { insertBenchSideTables } from './benchSideTables';

/** The tenant's products at scale 1; the budgets are about this one. */
const SCALE_ONE_PRODUCTS = 5000;

/**
 * `--scale N` (also `--scale=N`) multiplies the products (10: 50,000 products, 365 M daily rows; 0.2: 1,000 for a
 * quick run); BENCH_PRODUCTS names the count outright.
 */
function benchProducts(): number {
  const at = process.argv.findIndex((arg) => arg === '--scale' || arg.startsWith('--scale='));
  const given = at < 0 ? undefined : (process.argv[at]?.split('=')[1] ?? process.argv[at + 1]);
  if (given !== undefined) {
    const scale = Number(given);
    if (!(scale > 0)) throw new Error(`--scale takes a positive number, not ${given}`);
    return Math.round(SCALE_ONE_PRODUCTS * scale);
  }
  return Number(process.env.BENCH_PRODUCTS ?? SCALE_ONE_PRODUCTS);
}

export const BENCH = {
  customer: 'Widget Bench Retail',
  products: benchProducts(),
  retailers: 20,
  brands: 50,
  days: 365,
  /** Every this-many-th retailer is a marketplace: third-party sellers offer beside the retailer. */
  marketplaceEvery: 5,
  thirdPartySellers: 3,
  keywordsPerRetailer: 5,
  categoriesPerRetailer: 3,
} as const;

const COUNTRIES = [
  { code: 'DE', name: 'Germany', currency: 'EUR' },
  { code: 'FR', name: 'France', currency: 'EUR' },
  { code: 'GB', name: 'United Kingdom', currency: 'GBP' },
  { code: 'NL', name: 'Netherlands', currency: 'EUR' },
];

const batches = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/** A bench keyword's or category page's place among its retailer's, from the number its name ends with. */
const slotOf = (name: string) => Number(/(\d+)$/.exec(name)?.[1] ?? 1) - 1;

async function prepareCatalogue(pgliteDir: string) {
  const database = await openDatabase({ pgliteDir });
  const db = database.db;
  try {
    const [customer] = await db
      .insert(customers)
      .values({ name: BENCH.customer, dataRetentionMonths: 13 })
      .returning({ id: customers.id });
    if (!customer) throw new Error('no bench customer');
    const customerId = customer.id;
    await db.insert(catalogue.countries).values(COUNTRIES).onConflictDoNothing();
    const retailers = await db
      .insert(catalogue.retailers)
      .values(
        Array.from({ length: BENCH.retailers }, (_, index) => {
          const country = COUNTRIES[index % COUNTRIES.length] ?? COUNTRIES[0];
          return {
            name: `widget-bench-${index}`,
            displayName: `Bench shop ${index + 1}`,
            countryCode: country?.code ?? 'DE',
            siteRootUrl: `https://bench${index}.example`,
          };
        }),
      )
      .returning();
    await db.insert(catalogue.customerRetailers).values(retailers.map((row) => ({ customerId, retailerId: row.id })));
    const sellers = await db
      .insert(catalogue.sellers)
      .values(
        retailers.flatMap((row, index) => [
          { retailerId: row.id, name: 'Retailer', isRetailer: true },
          { retailerId: row.id, name: 'Marketplace' },
          ...(index % BENCH.marketplaceEvery === 0
            ? Array.from({ length: BENCH.thirdPartySellers - 1 }, (_, seller) => ({
                retailerId: row.id,
                name: `Marketplace seller ${seller + 2}`,
              }))
            : []),
        ]),
      )
      .returning();
    // Tracked keywords and category pages per retailer, as the demo seed keeps them (seedCatalogue.ts).
    const keywords = await db
      .insert(catalogue.searchKeywords)
      .values(
        retailers.flatMap((row) =>
          Array.from({ length: BENCH.keywordsPerRetailer }, (_, slot) => ({
            customerId,
            retailerId: row.id,
            name: `bench keyword ${slot + 1}`,
          })),
        ),
      )
      .returning();
    const categories = await db
      .insert(catalogue.searchCategories)
      .values(
        retailers.flatMap((row) =>
          Array.from({ length: BENCH.categoriesPerRetailer }, (_, slot) => ({
            customerId,
            retailerId: row.id,
            name: `Bench category ${slot + 1}`,
            url: `${row.siteRootUrl}/c/bench-category-${slot + 1}`,
          })),
        ),
      )
      .returning();
    const types = await db
      .insert(catalogue.brandTypes)
      .values(['Own brand', 'Competitor', 'Private label'].map((name) => ({ customerId, name })))
      .returning();
    const brands = await db
      .insert(catalogue.brands)
      .values(
        Array.from({ length: BENCH.brands }, (_, index) => ({
          customerId,
          name: `Bench brand ${index + 1}`,
          brandTypeId: types[index % types.length]?.id,
        })),
      )
      .returning();
    const products: { id: number }[] = [];
    for (const batch of batches(
      Array.from({ length: BENCH.products }, (_, index) => index),
      1000,
    )) {
      products.push(
        ...(await db
          .insert(catalogue.products)
          .values(
            batch.map((index) => ({
              customerId,
              name: `Bench product ${index + 1}`,
              brandId: brands[index % brands.length]?.id,
              mapPrice: index % 3 === 0 ? '20.00' : null,
              mapCurrency: index % 3 === 0 ? 'EUR' : null,
            })),
          )
          .returning({ id: catalogue.products.id })),
      );
    }
    const [category] = await db
      .insert(catalogue.tagCategories)
      .values({ customerId, name: 'segment', label: 'Segment' })
      .returning();
    const tags = await db
      .insert(catalogue.tags)
      .values(
        Array.from({ length: 10 }, (_, index) => ({
          customerId,
          categoryId: category?.id ?? 0,
          value: `Segment ${index + 1}`,
        })),
      )
      .returning();
    for (const batch of batches(products, 2000)) {
      await db.insert(catalogue.productTags).values(
        batch.map((product) => ({
          customerId,
          productId: product.id,
          tagId: tags[product.id % tags.length]?.id ?? 0,
        })),
      );
    }
    await db.update(customers).set({ dataRetentionMonths: 13 }).where(eq(customers.id, customerId));
    return {
      customerId,
      retailers: retailers.map((row, index) => {
        const own = sellers.filter((seller) => seller.retailerId === row.id);
        return {
          id: row.id,
          currency: COUNTRIES.find((country) => country.code === row.countryCode)?.currency ?? 'EUR',
          countryCode: row.countryCode,
          siteRootUrl: row.siteRootUrl,
          seller: own.find((seller) => seller.isRetailer)?.id ?? 0,
          // The retailer first: it holds the buy box that fact_daily names.
          offerSellers:
            index % BENCH.marketplaceEvery === 0
              ? [...own].sort((a, b) => Number(b.isRetailer) - Number(a.isRetailer)).map((seller) => seller.id)
              : [],
        };
      }),
      keywords: keywords.map((row) => ({ id: row.id, retailerId: row.retailerId, slot: slotOf(row.name) })),
      categories: categories.map((row) => ({ id: row.id, retailerId: row.retailerId, slot: slotOf(row.name) })),
      productIds: products.map((row) => row.id),
    };
  } finally {
    await database.close();
  }
}

/** Deterministic pseudo-random facts from hashes, loaded 30 days per statement so row groups stay day-first. */
export async function insertBenchFacts(connection: DuckDBConnection, bench: BenchCatalogue, today: DateTime) {
  const first = today.minus({ days: BENCH.days });
  for (let offset = 0; offset < BENCH.days; offset += 30) {
    const span = Math.min(30, BENCH.days - offset);
    await connection.run(
      `INSERT INTO fact_daily (customer_id, retailer_id, product_id, day, listed, in_stock, selling_price, original_price, currency, price_type, map_price,
         review_count, rating, image_count, video_count, title_chars, description_words, description_present, bullet_count, spec_count, rich_content,
         promotion, promotion_count, award_count, offer_count, buy_box_seller_id, buy_box_owned)
       WITH days AS (SELECT ($1::DATE + INTERVAL (d) DAY)::DATE AS day, d FROM range($2::INTEGER, $3::INTEGER) t(d)),
            shops AS (SELECT unnest($4) AS rid, unnest($5) AS cur, unnest($6) AS seller),
            items AS (SELECT unnest($7) AS pid),
            rows AS (SELECT day, d, rid, cur, seller, pid, hash(pid, rid, d) AS h FROM days, shops, items)
       SELECT $8, rid, pid, day, h % 100 < 96, (h // 100) % 100 < 88, (10 + (pid % 40) + ((h // 10000) % 300) / 100.0)::DECIMAL(12,2),
         CASE WHEN (h // 1000000) % 100 < 20 THEN (14 + (pid % 40))::DECIMAL(12,2) END, cur, 'INCL', CASE WHEN pid % 3 = 0 THEN 20.00 END,
         (pid % 500) + d // 7, 3 + (pid % 20) / 10.0, (h // 100000000) % 10, (h // 10) % 3, 20 + pid % 70, 20 + pid % 90, true, pid % 7, pid % 2 * 5, pid % 4 = 0,
         (h // 1000000) % 100 < 20, CASE WHEN (h // 1000000) % 100 < 20 THEN 1 ELSE 0 END, pid % 3 = 0, 1 + h % 4, seller, (h // 7) % 10 < 7
       FROM rows ORDER BY day, rid, pid`,
      [
        first.toISODate() as string,
        offset,
        offset + span,
        listValue(bench.retailers.map((retailer) => retailer.id)),
        listValue(bench.retailers.map((retailer) => retailer.currency)),
        listValue(bench.retailers.map((retailer) => retailer.seller)),
        listValue(bench.productIds),
        bench.customerId,
      ],
    );
  }
}

/**
 * The rollups the loaders keep, for every month of the tenant, a month at a time: built over the whole year in one
 * statement per rollup, the ten-times tenant's spilled over 36 GB to disk within two minutes. Marking the
 * customer's day rollups ready first makes each rebuild take its month's days and the weeks that cross it only
 * (monthlyRollup.ts); once every month is done they are complete, as the mark says.
 */
async function rollupByMonth(connection: DuckDBConnection, customerId: number) {
  const reader = await connection.runAndReadAll(
    `SELECT DISTINCT date_trunc('month', day)::DATE::VARCHAR FROM fact_daily WHERE customer_id = $1 ORDER BY 1`,
    [customerId],
  );
  await connection.run(`INSERT INTO ${DAY_ROLLUPS_READY} (customer_id) VALUES ($1)`, [customerId]);
  for (const [month] of reader.getRows()) {
    await connection.run(`CREATE OR REPLACE TEMP TABLE ingest_months AS SELECT $1::DATE AS month`, [String(month)]);
    await refreshRollupMonths(connection, customerId);
  }
}

async function generateFacts(analyticsPath: string, bench: BenchCatalogue, today: DateTime) {
  // No memory limit here: under 2 GB the build of a year of rollups wrote 6 GB of spill files within
  // three minutes. The server that reads the tenant afterwards runs with its own defaults.
  const instance = await DuckDBInstance.create(analyticsPath);
  const connection = await instance.connect();
  try {
    await migrateFacts(connection);
    await insertBenchFacts(connection, bench, today);
    await rollupByMonth(connection, bench.customerId);
    const sideStarted = Date.now();
    const sideRows = await insertBenchSideTables(connection, bench, today, BENCH.days);
    const sideSeconds = (Date.now() - sideStarted) / 1000;
    const reader = await connection.runAndReadAll('SELECT count(*)::BIGINT FROM fact_daily WHERE customer_id = $1', [
      bench.customerId,
    ]);
    const rows = Number(reader.getRows()[0]?.[0] ?? 0);
    // Recorded as a finished seed load, so a server on ClickHouse copies the tenant there when it starts.
    const loadId = randomUUID();
    await startLoad(connection, {
      loadId,
      customerId: bench.customerId,
      source: SEED_SOURCE,
      dayFrom: today.minus({ days: BENCH.days }).toISODate() as string,
      dayTo: today.minus({ days: 1 }).toISODate() as string,
    });
    await finishLoad(connection, loadId, { state: 'ready', dailyRows: rows });
    return { rows, rollup: true, sideRows, sideSeconds };
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

export async function prepareBenchTenant(dataDir: string) {
  const bench = await prepareCatalogue(`${dataDir}/pglite`);
  const facts = await generateFacts(`${dataDir}/analytics.duckdb`, bench, DateTime.now().startOf('day'));
  return { ...bench, ...facts };
}
