import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DuckDBConnection } from '@duckdb/node-api';
import { DCC_VERSIONS_TABLE } from '../../analytics/dccScoreMacro';
import { writeClickHouseDccScore } from '../../analytics/factStore/clickhouseDccScore';
import { clickhouseSchemaSteps } from '../../analytics/factStore/clickhouseSchema';
import {
  attachStagedParts,
  type FileFactStore,
  oneStoreAtATime,
  stageThroughParquet,
} from '../../analytics/factStore/parquetTransfer';

const CREATED_TABLE = /^\s*CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?([A-Za-z_][A-Za-z0-9_]*)/i;
const DROPPED_TABLE = /^\s*DROP\s+TABLE\s+(?:IF\s+EXISTS\s+)?([A-Za-z_][A-Za-z0-9_]*)/i;

/**
 * The tables the ClickHouse schema steps create and do not drop again (a step's working copies), in step order:
 * what the store holds, whatever step added it.
 */
export function clickhouseSchemaTables(): string[] {
  const statements = clickhouseSchemaSteps.flatMap((step) => step.statements);
  const named = (pattern: RegExp) =>
    statements.map((statement) => pattern.exec(statement)?.[1]).filter((table): table is string => table !== undefined);
  const dropped = new Set(named(DROPPED_TABLE));
  return [...new Set(named(CREATED_TABLE))].filter((table) => !dropped.has(table));
}

/**
 * Tables with a customer_id that a load file does not fill: the loads' record (the import records its own load in
 * ClickHouse once the facts are in place, which moves the widget cache's stamp; a copy from the DuckDB store
 * itself takes the loads along, `withLoads`) and the customer's applied DCC version (written by the DCC routes,
 * with the score function read from it).
 */
const LOADS_TABLE = 'fact_loads';
const NOT_LOADED = new Set([LOADS_TABLE, DCC_VERSIONS_TABLE]);

/** Staging tables of a copy start with this; the copy drops its own, a killed server's are dropped later. */
const STAGING_PREFIX = 'market_copy_';

/** Drops staging tables a killed copy left in ClickHouse (the caller holds the market-load lock). */
export async function dropLeftoverStaging(facts: FileFactStore): Promise<void> {
  const left = await facts.readColumns(
    `SELECT name FROM system.tables WHERE database = currentDatabase() AND startsWith(name, '${STAGING_PREFIX}')`,
    [],
  );
  await facts.run(...(left.name ?? []).map((name) => `DROP TABLE IF EXISTS ${String(name)}`));
}

const plainNumber = (value: unknown) => Number(value ?? 0);

/** Columns of each table of a DuckDB catalog (the store's own, or an attached file) by table name. */
async function duckdbColumns(connection: DuckDBConnection, catalog: string): Promise<Map<string, Set<string>>> {
  const reader = await connection.runAndReadAll(
    `SELECT table_name, column_name FROM duckdb_columns() WHERE database_name = $1 AND schema_name = 'main'`,
    [catalog],
  );
  const tables = new Map<string, Set<string>>();
  for (const [table, column] of reader.getRows()) {
    const columns = tables.get(String(table)) ?? new Set<string>();
    columns.add(String(column));
    tables.set(String(table), columns);
  }
  return tables;
}

/** The columns a row of the ClickHouse table is inserted with (not the ones it computes), in table order. */
async function clickhouseColumns(facts: FileFactStore, table: string): Promise<string[]> {
  const columns = await facts.readColumns(
    `SELECT name FROM system.columns WHERE database = currentDatabase() AND table = {p1:String}
       AND default_kind NOT IN ('MATERIALIZED', 'ALIAS') ORDER BY position`,
    [table],
  );
  return (columns.name ?? []).map(String);
}

/** A table to copy and the columns both sides have. */
interface CopiedTable {
  table: string;
  columns: string[];
}

/**
 * What a customer copy moves: every table of the ClickHouse schema the DuckDB catalog has per customer, with
 * the ClickHouse table's columns. A column ClickHouse has and DuckDB lacks stops the copy, naming it: its
 * rows would otherwise take the column's default.
 */
async function tablesToCopy(connection: DuckDBConnection, facts: FileFactStore, catalog: string, withLoads: boolean) {
  const inDuckdb = await duckdbColumns(connection, catalog);
  const copied: CopiedTable[] = [];
  for (const table of clickhouseSchemaTables()) {
    const source = inDuckdb.get(table);
    const copiedHere = !NOT_LOADED.has(table) || withLoads;
    if (!copiedHere || !source?.has('customer_id')) continue;
    const columns = await clickhouseColumns(facts, table);
    const missing = columns.filter((column) => !source.has(column));
    if (missing.length > 0) throw new Error(`DuckDB's ${table} has no column ${missing.join(', ')} for ClickHouse`);
    copied.push({ table, columns });
  }
  return copied;
}

const countIn = async (facts: FileFactStore, table: string, customerId: number) =>
  plainNumber(
    (await facts.readColumns(`SELECT toInt64(count()) AS n FROM ${table} WHERE customer_id = ${customerId}`, []))
      .n?.[0],
  );

/**
 * Replaces the facts ClickHouse holds for each customer with those of a DuckDB catalog (`catalog`: an attached
 * load file, or the store itself), table by table of the ClickHouse schema; returns the rows copied per table.
 * Per customer, every table is first read into a staging table of ClickHouse (DuckDB writes a Parquet file,
 * ClickHouse reads it in large blocks); then, table by table, the customer's stored rows are deleted and the
 * staged parts attached. ClickHouse has no transaction over several tables: between the first delete and the
 * last attach a reader may see some tables old and others new (see the market README, "Into ClickHouse"). `withLoads` copies the
 * customers' fact_loads and applied DCC versions too: from the DuckDB store itself, whose loads are those of the
 * facts copied and whose rollups were scored by those versions (`dcc_score` is then written again from them).
 */
export async function copyCustomerFactsToClickHouse(
  connection: DuckDBConnection,
  facts: FileFactStore,
  catalog: string,
  customerIds: readonly number[],
  { withLoads = false }: { withLoads?: boolean } = {},
): Promise<Record<string, number>> {
  if (!/^[a-z_][a-z0-9_]*$/i.test(catalog)) throw new Error(`Not a plain catalog name: ${catalog}`);
  const tables = await tablesToCopy(connection, facts, catalog, withLoads);
  const copied: Record<string, number> = Object.fromEntries(tables.map(({ table }) => [table, 0]));
  const folder = await mkdtemp(path.join(os.tmpdir(), 'shelfsight-market-copy-'));
  const prefix = `${STAGING_PREFIX}${randomUUID().replaceAll('-', '')}`;
  try {
    for (const customerId of customerIds) {
      const id = Number(customerId);
      await oneStoreAtATime(id, async () => {
        const staged: (CopiedTable & { staging: string; rows: number })[] = [];
        try {
          for (const [index, { table, columns }] of tables.entries()) {
            const from = `${catalog}.main.${table} WHERE customer_id = ${id}`;
            const counted = await connection.runAndReadAll(`SELECT count(*)::BIGINT FROM ${from}`);
            const rows = plainNumber(counted.getRows()[0]?.[0]);
            const staging = `${prefix}_${index}`;
            staged.push({ table, columns, staging, rows });
            if (rows > 0) {
              await stageThroughParquet(connection, facts, {
                select: `SELECT ${columns.join(', ')} FROM ${from}`,
                columns,
                like: table,
                staging,
                file: path.join(folder, `${staging}.parquet`),
              });
            }
          }
          // The short part: deletes and attaches only, every table's rows already parsed into ClickHouse.
          for (const { table, staging, rows } of staged) {
            if ((await countIn(facts, table, id)) > 0)
              await facts.run(`DELETE FROM ${table} WHERE customer_id = ${id}`);
            if (rows > 0) await attachStagedParts(facts, staging, table);
          }
          for (const { table, rows } of staged) {
            const stored = await countIn(facts, table, id);
            if (stored !== rows)
              throw new Error(`ClickHouse's ${table} holds ${stored} rows of customer ${id}, not ${rows}`);
            copied[table] = (copied[table] ?? 0) + rows;
          }
        } finally {
          for (const { staging, rows } of staged)
            if (rows > 0) await facts.run(`DROP TABLE IF EXISTS ${staging}`).catch(() => undefined);
        }
      });
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  // The copied versions score the pages read from the observations, as DuckDB's macro does.
  if (withLoads) await writeClickHouseDccScore(facts);
  return copied;
}

/**
 * Copies the customers whose facts DuckDB holds but ClickHouse does not (none in fact_daily) from the DuckDB
 * store itself, with their loads' record: chdb keeps nothing after the process ends, and a ClickHouse server may be new, while DuckDB's
 * fact_loads still says their seed load is done. Returns the customers copied.
 */
export async function refillClickHouse(
  connection: DuckDBConnection,
  facts: FileFactStore,
  customerIds: readonly number[],
): Promise<number[]> {
  const missing: number[] = [];
  for (const customerId of customerIds) {
    const inDuckdb = await connection.runAndReadAll('SELECT count(*)::BIGINT FROM fact_daily WHERE customer_id = $1', [
      customerId,
    ]);
    if (plainNumber(inDuckdb.getRows()[0]?.[0]) > 0 && (await countIn(facts, 'fact_daily', customerId)) === 0)
      missing.push(customerId);
  }
  if (missing.length === 0) return [];
  const catalog = await connection.runAndReadAll('SELECT current_database()');
  await copyCustomerFactsToClickHouse(connection, facts, String(catalog.getRows()[0]?.[0]), missing, {
    withLoads: true,
  });
  return missing;
}
