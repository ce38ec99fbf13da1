import type { DuckDBConnection } from '@duckdb/node-api';
import { factsChanged } from '../factLoads';
import { quoteIdent } from './columnRules';
import { KEYED_TABLE, VALUE_COLUMNS } from './resolveKeys';
import { refreshRollupMonths } from './rollupMonths';

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * fact_daily column ← expression over the resolved rows (NULL for a column the file does not have).
 * Counts the page did not show default to 0.
 */
const factValues = (present: ReadonlySet<string>): [string, string][] =>
  VALUE_COLUMNS.filter((column) => column.name !== 'day').map((column) => {
    const value = present.has(column.name) ? quoteIdent(column.name) : 'NULL';
    switch (column.name) {
      case 'inStock':
        return ['in_stock', `CASE WHEN listed THEN ${value} END`];
      case 'promotion':
        return ['promotion', `coalesce(${value}, false)`];
      case 'promotionCount':
      case 'awardCount':
      case 'offerCount':
        return [snake(column.name), `coalesce(${value}, 0)`];
      case 'observedAt':
        return ['downloaded_at', value];
      default:
        return [snake(column.name), value];
    }
  });

export interface KeyStats {
  rows: number;
  /** Distinct (retailer, product, day): the rows stored. */
  distinct: number;
  dayFrom: string;
  dayTo: string;
}

/** The resolved rows to store: a query with the columns of `keyedSql`. */
export interface ResolvedRows {
  query: string;
  /** A narrower query or table of the same rows' `retailer_id`, `product_id` and `day`; else `query`. */
  keys?: string;
  /** Known from screening; counted here otherwise. */
  stats?: KeyStats;
  /** The rows are already in day order: stored as they come, without a sort. */
  inDayOrder?: boolean;
}

export async function countKeys(connection: DuckDBConnection, query: string): Promise<KeyStats> {
  const counted = await connection.runAndReadAll(
    `SELECT count(*)::INTEGER, count(DISTINCT (retailer_id, product_id, day))::INTEGER, min(day)::VARCHAR, max(day)::VARCHAR
     FROM (${query})`,
  );
  const [rows, distinct, dayFrom, dayTo] = counted.getRows()[0] ?? [0, 0, null, null];
  return { rows: Number(rows), distinct: Number(distinct), dayFrom: String(dayFrom), dayTo: String(dayTo) };
}

export interface MergeResult {
  rowsStored: number;
  rowsReplaced: number;
}

/** The fact_daily rows of a load: its columns and a DuckDB query that gives them, one row per key. */
export interface FactRowsQuery {
  columns: string[];
  /** Rows of the keys (the last of a key the file repeats), not sorted. */
  select: string;
  /** Whether the select ranks rows to keep the last of each repeated key (its rows are then out of order). */
  ranked: boolean;
  stats: KeyStats;
}

/** The resolved rows as fact_daily rows of the customer; counts the keys unless screening did. */
export async function factRowsQuery(
  connection: DuckDBConnection,
  customerId: number,
  present: ReadonlySet<string>,
  rows: ResolvedRows,
): Promise<FactRowsQuery> {
  const values = factValues(present);
  const currency = present.has('currency') ? 'k.currency' : 'NULL';
  const stats = rows.stats ?? (await countKeys(connection, rows.keys ?? rows.query));
  // Repeated keys are rare: only then does the query rank rows to keep the last of each key.
  const ranked = stats.rows > stats.distinct;
  return {
    columns: ['customer_id', 'retailer_id', 'product_id', 'day', 'map_price', ...values.map(([name]) => name)],
    select: `SELECT ${customerId}::INTEGER AS customer_id, k.retailer_id, k.product_id, k.day,
         CASE WHEN p.map_currency = ${currency} THEN p.map_price END AS map_price,
         ${values.map(([name, expression]) => `${expression} AS ${name}`).join(', ')}
       FROM (${rows.query}) k LEFT JOIN ingest_products p ON p.id = k.product_id
       ${ranked ? 'QUALIFY row_number() OVER (PARTITION BY k.retailer_id, k.product_id, k.day ORDER BY k._rn DESC) = 1' : ''}`,
    ranked,
    stats,
  };
}

/**
 * Records a stored ingestion in fact_loads, inside the caller's transaction. A load run again (its server
 * died after the commit, before its status was written) is recorded once.
 */
export async function recordIngestLoad(
  connection: DuckDBConnection,
  customerId: number,
  loadId: string,
  stats: KeyStats,
): Promise<void> {
  await connection.run('DELETE FROM fact_loads WHERE load_id = $1', [loadId]);
  await connection.run(
    `INSERT INTO fact_loads (load_id, customer_id, source, day_from, day_to, state, daily_rows, finished_at)
     VALUES ($1, $2, 'ingest', $3::DATE, $4::DATE, 'ready', $5, current_timestamp)`,
    [loadId, customerId, stats.dayFrom, stats.dayTo, stats.distinct],
  );
}

/**
 * Writes the resolved rows into fact_daily in one transaction: a later row with the same retailer,
 * product and day as an earlier one in the file wins; stored observations with those keys are replaced
 * (so sending the same observation twice stores it once); rows go in day-first order; the monthly rollups
 * of the touched months and the day rollups of the touched days (the week rollups of their weeks) are
 * recomputed; the load is recorded in fact_loads. Nothing is visible before COMMIT, and an error rolls all
 * of it back.
 */
export async function mergeFacts(
  connection: DuckDBConnection,
  customerId: number,
  loadId: string,
  present: ReadonlySet<string>,
  rows: ResolvedRows = { query: `SELECT * FROM ${KEYED_TABLE}` },
): Promise<MergeResult> {
  const keys = rows.keys ?? rows.query;
  const facts = await factRowsQuery(connection, customerId, present, rows);
  const { dayFrom, dayTo, distinct } = facts.stats;
  await connection.run(`CREATE OR REPLACE TEMP TABLE ingest_days AS SELECT DISTINCT day FROM (${keys})`);
  await connection.run(
    `CREATE OR REPLACE TEMP TABLE ingest_months AS SELECT DISTINCT date_trunc('month', day)::DATE AS month FROM ingest_days`,
  );
  await connection.run('BEGIN TRANSACTION');
  try {
    const deleted = await connection.run(
      `DELETE FROM fact_daily f WHERE f.customer_id = $1 AND f.day BETWEEN $2::DATE AND $3::DATE
       AND EXISTS (SELECT 1 FROM (${keys}) r WHERE r.retailer_id = f.retailer_id AND r.product_id = f.product_id AND r.day = f.day)`,
      [customerId, dayFrom, dayTo],
    );
    // Ranking does not keep the file's order, so ranked rows are sorted again.
    await connection.run(
      `INSERT INTO fact_daily (${facts.columns.join(', ')}) ${facts.select}
       ${rows.inDayOrder && !facts.ranked ? '' : 'ORDER BY day, retailer_id, product_id'}`,
    );
    await refreshRollupMonths(connection, customerId, 'ingest_days');
    await recordIngestLoad(connection, customerId, loadId, facts.stats);
    await connection.run('COMMIT');
    return { rowsStored: distinct, rowsReplaced: Number(deleted.rowsChanged) };
  } catch (error) {
    await connection.run('ROLLBACK');
    throw error;
  } finally {
    // After COMMIT (or ROLLBACK): readers of fact_loads read it again.
    factsChanged(customerId);
  }
}
