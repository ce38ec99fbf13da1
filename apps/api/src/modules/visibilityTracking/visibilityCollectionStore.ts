import { randomUUID } from 'node:crypto';
import { factsChanged, storeLoadLog } from '../../analytics/factLoads';
import { FactParams } from '../../analytics/factStore/factDialect';
import { type FactStore, rowsOfColumns } from '../../analytics/factStore/factStore';
import type { FactRow } from '../../analytics/factWriter';
import type { Db } from '../../db/database';
import { SEED_SOURCE } from '../../seed/market/loadTenantFacts';
import { DEFAULT_MARKET_SEED } from '../../seed/market/scales';
import type { VisibilityTable } from '../../seed/market/visibility';
import {
  listedPageKey,
  missingVisibilityRows,
  VISIBILITY_TOP_UP_SOURCE,
  type VisibilityTopUpResult,
} from '../../seed/market/visibilityTopUp';
import { oneStoreAtATime } from '../../analytics/factStore/parquetTransfer';

/*
 * The visibility top-up (seed/market/visibilityTopUp.ts) for facts kept in a store other than DuckDB (ClickHouse):
 * the same entities, days and simulated rows, read from and appended to the store, where the widgets read them.
 * The load is recorded in the store's own fact_loads, where the load stamps are read, after the rows are stored:
 * ClickHouse has no transaction, so a failed append is collected again by the next run (the entity still has no rows).
 */

const DAY_MS = 86_400_000;
const epochDayOf = (isoDate: string) => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

async function storeRows(store: FactStore, statement: (params: FactParams) => string) {
  const params = new FactParams(store.dialect);
  const sql = statement(params);
  return rowsOfColumns(await store.readColumns(sql, params.values));
}

/** Collects the customer's tracked entities without visibility facts into the store; as topUpVisibilityFacts. */
export async function topUpVisibilityFactsInStore(
  db: Db,
  store: FactStore,
  customerId: number,
  seed = DEFAULT_MARKET_SEED,
): Promise<VisibilityTopUpResult | null> {
  const loads = storeLoadLog(store);
  const seedLoad = await loads.latest(customerId, SEED_SOURCE);
  if (seedLoad?.state !== 'ready') return null;
  const firstDay = epochDayOf(seedLoad.dayFrom);
  const lastDay = epochDayOf(seedLoad.dayTo);

  const collected = await storeRows(store, (p) => {
    const customer = p.add(customerId);
    return `SELECT 'KEYWORD' AS kind, keyword_id AS id FROM fact_search_results WHERE customer_id = ${customer}
     UNION ALL SELECT 'PAGE', category_id FROM fact_category_listings WHERE customer_id = ${customer}
     UNION ALL SELECT CASE page_type WHEN 'KEYWORD' THEN 'KEYWORD' ELSE 'PAGE' END, entity_id FROM fact_banners
       WHERE customer_id = ${customer} AND entity_id IS NOT NULL`;
  });
  const [banners] = await storeRows(
    store,
    (p) => `SELECT count(*)::INTEGER AS n FROM fact_banners WHERE customer_id = ${p.add(customerId)}`,
  );
  const { keywordIds, pageIds, generated } = await missingVisibilityRows(db, customerId, seed, firstDay, lastDay, {
    collected,
    banners: Number(banners?.n ?? 0) > 0,
    async listedPages(retailerIds) {
      const listedRows = await storeRows(
        store,
        (p) =>
          `SELECT retailer_id, product_id, ${store.dialect.dateText('day')} AS day FROM fact_daily
           WHERE customer_id = ${p.add(customerId)} AND listed AND ${store.dialect.inList('retailer_id', p.list(retailerIds))}`,
      );
      return new Set(
        listedRows.map((row) =>
          listedPageKey(epochDayOf(String(row.day)), Number(row.retailer_id), Number(row.product_id)),
        ),
      );
    },
  });
  if (generated.length === 0) return { keywordIds, pageIds, rows: 0 };
  const byTable = new Map<VisibilityTable, FactRow[]>();
  for (const { table, row } of generated) {
    const tableRows = byTable.get(table);
    if (tableRows) tableRows.push(row);
    else byTable.set(table, [row]);
  }

  try {
    await oneStoreAtATime(customerId, async () => {
      for (const [table, tableRows] of byTable) await store.insert(table, tableRows);
    });
    await loads.recordReady(
      {
        loadId: randomUUID(),
        customerId,
        source: VISIBILITY_TOP_UP_SOURCE,
        dayFrom: isoDay(firstDay),
        dayTo: isoDay(lastDay),
      },
      0,
    );
    return { keywordIds, pageIds, rows: generated.length };
  } finally {
    factsChanged(customerId);
  }
}
