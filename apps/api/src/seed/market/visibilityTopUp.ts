import { randomUUID } from 'node:crypto';
import type { DuckDBConnection } from '@duckdb/node-api';
import { factsChanged, finishLoad, startLoad } from '../../analytics/factLoads';
import { type FactRow, FactWriter } from '../../analytics/factWriter';
import type { Db } from '../../db/database';
import { SEED_SOURCE } from './loadTenantFacts';
import { loadMarketCatalogue } from './marketCatalogue';
import { DEFAULT_MARKET_SEED } from './scales';
import { type VisibilityTable, VisibilitySimulator } from './visibility';

/** The source of a top-up in fact_loads: it moves the customer's load stamp, so kept widget answers are read again. */
export const VISIBILITY_TOP_UP_SOURCE = 'visibility-top-up';

export interface VisibilityTopUpResult {
  keywordIds: number[];
  pageIds: number[];
  rows: number;
}

const read = async (connection: DuckDBConnection, text: string, values: (number | string)[]) =>
  (await connection.runAndReadAll(text, values)).getRowObjectsJS();

/** What a top-up reads of the customer's facts, from whichever store keeps them. */
export interface StoredVisibility {
  /** Rows naming the keywords (`kind` KEYWORD) and pages (`kind` PAGE, by `id`) that already have visibility facts. */
  collected: readonly Record<string, unknown>[];
  /** Whether the customer's loads wrote banners. */
  banners: boolean;
  /** The product pages listed at these retailers, as `listedPageKey`s. */
  listedPages(retailerIds: number[]): Promise<Set<string>>;
}

/** A listed product page of one day (days since 1970-01-01). */
export const listedPageKey = (day: number, retailerId: number, productId: number) =>
  `${day}:${retailerId}:${productId}`;

/**
 * The tracked entities of a customer without visibility facts and the rows its demo load would have written for
 * them over `firstDay`..`lastDay` (days since 1970-01-01): the same rank streams (one per entity), the same product
 * pages live per day, banners when the load wrote banners.
 */
export async function missingVisibilityRows(
  db: Db,
  customerId: number,
  seed: number,
  firstDay: number,
  lastDay: number,
  stored: StoredVisibility,
): Promise<{ keywordIds: number[]; pageIds: number[]; generated: { table: VisibilityTable; row: FactRow }[] }> {
  const has = (kind: string) =>
    new Set(stored.collected.filter((row) => row.kind === kind).map((row) => Number(row.id)));
  const keywordsWithFacts = has('KEYWORD');
  const pagesWithFacts = has('PAGE');
  const catalogue = await loadMarketCatalogue(db, customerId);
  const keywordIds = catalogue.keywords.map((keyword) => keyword.id).filter((id) => !keywordsWithFacts.has(id));
  const pageIds = [...catalogue.categories, ...catalogue.otherPages]
    .map((page) => page.id)
    .filter((id) => !pagesWithFacts.has(id));
  if (keywordIds.length === 0 && pageIds.length === 0) return { keywordIds, pageIds, generated: [] };

  const entities = [...catalogue.keywords, ...catalogue.categories, ...catalogue.otherPages];
  const wanted = new Set([...keywordIds, ...pageIds]);
  const retailerIds = [...new Set(entities.filter((entity) => wanted.has(entity.id)).map((e) => e.retailerId))];
  const listed = await stored.listedPages(retailerIds);
  const simulator = new VisibilitySimulator(catalogue, seed, {
    keywordIds: new Set(keywordIds),
    pageIds: new Set(pageIds),
  });
  // Generated first: an entity no product page of its category reaches has no rows, and then nothing is recorded.
  const generated: { table: VisibilityTable; row: FactRow }[] = [];
  for (let day = firstDay; day <= lastDay; day += 1) {
    simulator.step(
      day,
      day - firstDay,
      (retailerId, productId) => listed.has(listedPageKey(day, retailerId, productId)),
      (table, row) => generated.push({ table, row }),
      stored.banners,
    );
  }
  return { keywordIds, pageIds, generated };
}

/**
 * Collects the tracked keywords, category pages and other pages of a customer that have no visibility facts yet
 * (no search results or listings, no banners) over the days of its last finished demo load, as that load would
 * have: the same rank streams (one per entity), the same product pages live per day (read from `fact_daily`),
 * banners when the load wrote banners. Nothing of other entities or tenants changes, and a second run finds
 * nothing to add. Returns null when the customer has no finished demo load (its next load collects everything).
 */
export async function topUpVisibilityFacts(
  db: Db,
  connection: DuckDBConnection,
  customerId: number,
  seed = DEFAULT_MARKET_SEED,
): Promise<VisibilityTopUpResult | null> {
  const [load] = await read(
    connection,
    `SELECT state, (day_from - DATE '1970-01-01')::INTEGER AS first_day, (day_to - DATE '1970-01-01')::INTEGER AS last_day
       FROM fact_loads WHERE customer_id = $1 AND source = $2 ORDER BY started_at DESC LIMIT 1`,
    [customerId, SEED_SOURCE],
  );
  if (load?.state !== 'ready') return null;
  const firstDay = Number(load.first_day);
  const lastDay = Number(load.last_day);

  const collected = await read(
    connection,
    `SELECT 'KEYWORD' AS kind, keyword_id AS id FROM fact_search_results WHERE customer_id = $1
     UNION SELECT 'PAGE', category_id FROM fact_category_listings WHERE customer_id = $1
     UNION SELECT CASE page_type WHEN 'KEYWORD' THEN 'KEYWORD' ELSE 'PAGE' END, entity_id FROM fact_banners
       WHERE customer_id = $1 AND entity_id IS NOT NULL`,
    [customerId],
  );
  const [banners] = await read(connection, `SELECT count(*) > 0 AS any FROM fact_banners WHERE customer_id = $1`, [
    customerId,
  ]);
  const { keywordIds, pageIds, generated } = await missingVisibilityRows(db, customerId, seed, firstDay, lastDay, {
    collected,
    banners: banners?.any === true,
    async listedPages(retailerIds) {
      const listedRows = await read(
        connection,
        `SELECT retailer_id, product_id, (day - DATE '1970-01-01')::INTEGER AS day FROM fact_daily
          WHERE customer_id = $1 AND listed AND list_contains($2::INTEGER[], retailer_id)`,
        [customerId, `[${retailerIds.join(',')}]`],
      );
      return new Set(
        listedRows.map((row) => listedPageKey(Number(row.day), Number(row.retailer_id), Number(row.product_id))),
      );
    },
  });
  if (generated.length === 0) return { keywordIds, pageIds, rows: 0 };

  const loadId = randomUUID();
  const isoDay = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
  await connection.run('BEGIN TRANSACTION');
  const writers = new Map<VisibilityTable, FactWriter>();
  try {
    await startLoad(connection, {
      loadId,
      customerId,
      source: VISIBILITY_TOP_UP_SOURCE,
      dayFrom: isoDay(firstDay),
      dayTo: isoDay(lastDay),
    });
    for (const table of ['fact_search_results', 'fact_category_listings', 'fact_banners'] as const)
      writers.set(table, await FactWriter.open(connection, table));
    for (const { table, row } of generated) writers.get(table)!.write(row);
    for (const writer of writers.values()) writer.close();
    await finishLoad(connection, loadId, { state: 'ready', dailyRows: 0 });
    await connection.run('COMMIT');
    return { keywordIds, pageIds, rows: generated.length };
  } catch (error) {
    for (const writer of writers.values()) {
      try {
        writer.close();
      } catch {
        // already closed, or broken by the same failure
      }
    }
    await connection.run('ROLLBACK');
    throw error;
  } finally {
    // After COMMIT or ROLLBACK: a read in between still saw the old facts.
    factsChanged(customerId);
  }
}
