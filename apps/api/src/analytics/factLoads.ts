import type { DuckDBConnection, DuckDBValue } from '@duckdb/node-api';
import { forgetAppliedDccVersion } from './dccScoreMacro';
import { DAY_ROLLUPS_READY, dayRollupTables } from './engine/dayRollups';
import { factTables } from './factSchema';
import { FactParams } from './factStore/factDialect';
import { type FactStore, rowsOfColumns, storeRowReader } from './factStore/factStore';

/**
 * How often each customer's facts or loads changed in this process. The server is the only writer of its
 * fact store (DuckDB locks the file for one process; the market-data child process writes a file of its
 * own, which the server imports), so every write tells this counter and readers keep what they read of
 * fact_loads until it moves (keptFactsStamp). Writers in a transaction tell it again after COMMIT or
 * ROLLBACK: a read between the write and the commit still saw the old state.
 */
const factChanges = new Map<number, number>();

/** A write changed (or is about to change) the customer's facts or their row in fact_loads. */
export function factsChanged(customerId: number): void {
  factChanges.set(customerId, (factChanges.get(customerId) ?? 0) + 1);
}

/** The count of factsChanged calls for the customer so far: a reader's value is current while it is the same. */
export function factChangeCount(customerId: number): number {
  return factChanges.get(customerId) ?? 0;
}

/** The source of a load that brings no facts but recomputes the DCC scores (dccVersions.ts). */
export const DCC_RECOMPUTE_SOURCE = 'dcc-version';

export interface FactLoad {
  loadId: string;
  customerId: number;
  source: string;
  state: 'loading' | 'ready' | 'failed';
  dailyRows: number;
  /** The days the load covers (YYYY-MM-DD). */
  dayFrom: string;
  dayTo: string;
}

/** The newest load of a customer from a source, or null. */
export async function latestLoad(
  connection: DuckDBConnection,
  customerId: number,
  source: string,
): Promise<FactLoad | null> {
  const reader = await connection.runAndReadAll(
    `SELECT load_id, state, daily_rows::DOUBLE AS daily_rows,
            strftime(day_from, '%Y-%m-%d') AS day_from, strftime(day_to, '%Y-%m-%d') AS day_to
       FROM fact_loads WHERE customer_id = $1 AND source = $2 ORDER BY started_at DESC LIMIT 1`,
    [customerId, source],
  );
  const row = reader.getRowObjects()[0];
  return row ? loadOfRow(row, customerId, source) : null;
}

/** A fact_loads row as read by `latest` (load_id, state, daily_rows, day_from, day_to) as a FactLoad. */
const loadOfRow = (row: Record<string, unknown>, customerId: number, source: string): FactLoad => ({
  loadId: String(row.load_id),
  customerId,
  source,
  state: String(row.state) as FactLoad['state'],
  dailyRows: Number(row.daily_rows),
  dayFrom: String(row.day_from),
  dayTo: String(row.day_to),
});

/** Customers whose latest load of `source` is ready in DuckDB (a chdb start copies their facts into ClickHouse). */
export async function seededCustomers(connection: DuckDBConnection, source: string): Promise<number[]> {
  const reader = await connection.runAndReadAll(
    `SELECT customer_id FROM fact_loads WHERE source = $1
     QUALIFY row_number() OVER (PARTITION BY customer_id ORDER BY started_at DESC) = 1 AND state = 'ready'`,
    [source],
  );
  return reader.getRows().map((row) => Number(row[0]));
}

/**
 * Removes every fact of a customer (all tables and the rollups), before a full reload, and its applied DCC
 * version: the reload's rollups score by the default criteria until the active version is applied again.
 */
export async function deleteCustomerFacts(connection: DuckDBConnection, customerId: number): Promise<void> {
  factsChanged(customerId);
  await forgetAppliedDccVersion(connection, customerId);
  for (const table of [...factTables, 'fact_daily_monthly', ...dayRollupTables, DAY_ROLLUPS_READY]) {
    await connection.run(`DELETE FROM ${table} WHERE customer_id = $1`, [customerId]);
  }
  factsChanged(customerId);
}

export async function startLoad(
  connection: DuckDBConnection,
  load: { loadId: string; customerId: number; source: string; dayFrom: string; dayTo: string },
): Promise<void> {
  await connection.run(
    `INSERT INTO fact_loads (load_id, customer_id, source, day_from, day_to, state)
     VALUES ($1, $2, $3, $4::DATE, $5::DATE, 'loading')`,
    [load.loadId, load.customerId, load.source, load.dayFrom, load.dayTo],
  );
  factsChanged(load.customerId);
}

export async function finishLoad(
  connection: DuckDBConnection,
  loadId: string,
  outcome: { state: 'ready' | 'failed'; dailyRows: number },
): Promise<void> {
  const updated = await connection.runAndReadAll(
    `UPDATE fact_loads SET state = $2, daily_rows = $3, finished_at = current_timestamp WHERE load_id = $1
     RETURNING customer_id`,
    [loadId, outcome.state, outcome.dailyRows],
  );
  for (const row of updated.getRowObjects()) factsChanged(Number(row.customer_id));
}

/** A load as it is recorded when it starts. */
export interface LoadStart {
  loadId: string;
  customerId: number;
  source: string;
  /** The days the load covers (YYYY-MM-DD). */
  dayFrom: string;
  dayTo: string;
}

/**
 * The record of a customer's loads (fact_loads) in the store that holds its facts, for the writers: every load
 * of facts is recorded where the readers of load stamps, freshness and newest days read it (`FactStore`, through
 * `loadStampOf` and `latestRows('fact_loads')`). Writers take it from `factLoadLog` and do not know which
 * engine keeps it.
 */
export interface FactLoadLog {
  start(load: LoadStart): Promise<void>;
  finish(load: LoadStart, outcome: { state: 'ready' | 'failed'; dailyRows: number }): Promise<void>;
  /** Records a load that is done as it starts (ingestion, a remap): recorded again, it is recorded once. */
  recordReady(load: LoadStart, dailyRows: number): Promise<void>;
  /** The customer's newest load from the source, or null. */
  latest(customerId: number, source: string): Promise<FactLoad | null>;
  /** Customers with a ready load from the source. */
  customersWithReady(source: string): Promise<number[]>;
  /** The days the customer's ready loads cover (else its fact_daily's), null without facts. */
  coveredDays(customerId: number): Promise<{ dayFrom: string; dayTo: string } | null>;
}

/** DuckDB's fact_loads on the writer's connection (inside its transaction when it has one open). */
export function duckdbLoadLog(connection: DuckDBConnection): FactLoadLog {
  return {
    start: (load) => startLoad(connection, load),
    finish: (load, outcome) => finishLoad(connection, load.loadId, outcome),
    async recordReady(load, dailyRows) {
      await connection.run('DELETE FROM fact_loads WHERE load_id = $1', [load.loadId]);
      await connection.run(
        `INSERT INTO fact_loads (load_id, customer_id, source, day_from, day_to, state, daily_rows, finished_at)
         VALUES ($1, $2, $3, $4::DATE, $5::DATE, 'ready', $6, current_timestamp)`,
        [load.loadId, load.customerId, load.source, load.dayFrom, load.dayTo, dailyRows],
      );
      factsChanged(load.customerId);
    },
    latest: (customerId, source) => latestLoad(connection, customerId, source),
    async customersWithReady(source) {
      const reader = await connection.runAndReadAll(
        `SELECT DISTINCT customer_id FROM fact_loads WHERE source = $1 AND state = 'ready' ORDER BY customer_id`,
        [source],
      );
      return reader.getRows().map((row) => Number(row[0]));
    },
    async coveredDays(customerId) {
      const reader = await connection.runAndReadAll(
        `SELECT strftime(coalesce(min(day_from), (SELECT min(day) FROM fact_daily WHERE customer_id = $1)), '%Y-%m-%d') AS day_from,
                strftime(coalesce(max(day_to), (SELECT max(day) FROM fact_daily WHERE customer_id = $1)), '%Y-%m-%d') AS day_to
           FROM fact_loads WHERE customer_id = $1 AND state = 'ready'`,
        [customerId],
      );
      const [days] = reader.getRowObjects();
      return days?.day_from && days.day_to ? { dayFrom: String(days.day_from), dayTo: String(days.day_to) } : null;
    },
  };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A text literal of ClickHouse SQL (its `run` takes no parameters). */
const textLiteral = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
const dayLiteral = (day: string) => {
  if (!ISO_DAY.test(day)) throw new Error(`Not a day: ${day}`);
  return `'${day}'`;
};

/**
 * A store's own fact_loads, for a store without transactions or updates in place (ClickHouse): a load's row is
 * written again when it ends, and the newest row of a (customer, load) replaces the older ones (the dialect's
 * `latestRows`). Times are the store's clock (`now64`), as DuckDB's `current_timestamp` is DuckDB's.
 */
export function storeLoadLog(store: FactStore): FactLoadLog {
  const { dialect } = store;
  const loads = dialect.latestRows('fact_loads');
  const rows = (sql: string, values: readonly unknown[]) => storeRowReader(store)(sql, values);
  const write = async (load: LoadStart, state: FactLoad['state'], dailyRows: number, finished: boolean) => {
    await store.run(
      `INSERT INTO fact_loads (load_id, customer_id, source, day_from, day_to, state, daily_rows, started_at, finished_at)
       SELECT ${textLiteral(load.loadId)}, ${Math.trunc(load.customerId)}, ${textLiteral(load.source)},
              ${dayLiteral(load.dayFrom)}, ${dayLiteral(load.dayTo)}, ${textLiteral(state)}, ${Math.trunc(dailyRows)},
              ${finished ? `coalesce((SELECT minOrNull(started_at) FROM fact_loads WHERE load_id = ${textLiteral(load.loadId)}), now64(6))` : 'now64(6)'},
              ${finished ? 'now64(6)' : 'NULL'}`,
    );
    factsChanged(load.customerId);
  };
  return {
    start: (load) => write(load, 'loading', 0, false),
    finish: (load, outcome) => write(load, outcome.state, outcome.dailyRows, true),
    recordReady: (load, dailyRows) => write(load, 'ready', dailyRows, true),
    async latest(customerId, source) {
      const [row] = await rows(
        `SELECT load_id, state, daily_rows::DOUBLE AS daily_rows, ${dialect.dateText('day_from')} AS day_from,
                ${dialect.dateText('day_to')} AS day_to
           FROM ${loads} WHERE customer_id = $1 AND source = $2 ORDER BY started_at DESC LIMIT 1`,
        [customerId, source],
      );
      return row ? loadOfRow(row, customerId, source) : null;
    },
    async customersWithReady(source) {
      const found = await rows(
        `SELECT DISTINCT customer_id FROM ${loads} WHERE source = $1 AND state = 'ready' ORDER BY customer_id`,
        [source],
      );
      return found.map((row) => Number(row.customer_id));
    },
    async coveredDays(customerId) {
      const bounds = async (table: string, from: string, to: string, where: string) =>
        (
          await rows(
            `SELECT count(*)::DOUBLE AS n, ${dialect.dateText(`min(${from})`)} AS day_from, ${dialect.dateText(`max(${to})`)} AS day_to
               FROM ${table} WHERE customer_id = $1 ${where}`,
            [customerId],
          )
        )[0];
      const ready = await bounds(loads, 'day_from', 'day_to', "AND state = 'ready'");
      const days = Number(ready?.n) > 0 ? ready : await bounds('fact_daily', 'day', 'day', '');
      return days && Number(days.n) > 0 ? { dayFrom: String(days.day_from), dayTo: String(days.day_to) } : null;
    },
  };
}

/**
 * Where the writers of `facts` record their loads: DuckDB's fact_loads on `connection` when the facts are DuckDB's,
 * else the store's own table.
 */
export function factLoadLog(facts: FactStore, connection: DuckDBConnection): FactLoadLog {
  return facts.dialect.engine === 'duckdb' ? duckdbLoadLog(connection) : storeLoadLog(facts);
}

/** Runs one read on the fact store (queued with the widget reads of the same connection). */
export type FactRead = (sql: string, params: DuckDBValue[]) => Promise<Record<string, unknown>[]>;

export interface LoadStamp {
  /** Changes whenever a load of the customer starts or ends. */
  stamp: string;
  /** A load of the customer is running: its files commit one after another. */
  loading: boolean;
  /** When the last successful load of facts ended (epoch ms; DCC recomputes bring none), null before the first. */
  lastReadyMs: number | null;
}

/** The state of a customer's loads, from one small read of fact_loads in the store that holds them. */
export async function loadStampOf(loads: FactStore, customerId: number): Promise<LoadStamp> {
  const { dialect } = loads;
  const params = new FactParams(dialect);
  const columns = await loads.readColumns(
    `SELECT count(*)::DOUBLE AS loads,
            (count(*) FILTER (WHERE state = 'loading'))::DOUBLE AS running,
            ${dialect.epochMs('max(coalesce(finished_at, started_at))')}::DOUBLE AS last_change,
            ${dialect.epochMs(`max(finished_at) FILTER (WHERE state = 'ready' AND source <> ${params.add(DCC_RECOMPUTE_SOURCE)})`)}::DOUBLE AS last_ready
       FROM ${dialect.latestRows('fact_loads')} WHERE customer_id = ${params.add(customerId)}`,
    params.values,
  );
  const row = rowsOfColumns(columns)[0] ?? {};
  const lastReady = row.last_ready;
  return {
    stamp: `${String(row.loads)}:${String(row.last_change)}`,
    loading: Number(row.running) > 0,
    lastReadyMs: lastReady === null || lastReady === undefined ? null : Number(lastReady),
  };
}

/**
 * loadStampOf kept in memory per customer until factsChanged moves its count: one read of fact_loads per
 * customer and change instead of one per widget request. Concurrent callers share the read; a change
 * during the read makes the next caller read again. A failed read is not kept.
 */
export function keptLoadStamps(loads: FactStore): (customerId: number) => Promise<LoadStamp> {
  const kept = new Map<number, { changes: number; stamp: Promise<LoadStamp> }>();
  return (customerId) => {
    const changes = factChangeCount(customerId);
    const known = kept.get(customerId);
    if (known && known.changes === changes) return known.stamp;
    const entry = { changes, stamp: loadStampOf(loads, customerId) };
    kept.set(customerId, entry);
    entry.stamp.catch(() => {
      if (kept.get(customerId) === entry) kept.delete(customerId);
    });
    return entry.stamp;
  };
}
