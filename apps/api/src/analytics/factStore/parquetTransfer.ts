import type { DuckDBConnection } from '@duckdb/node-api';
import type { FactStore } from './factStore';

/*
 * Moving facts from DuckDB into a store that takes files (ClickHouse): DuckDB writes a Parquet file, the store
 * reads it into a table of its own in large blocks, and that table's parts are attached to the target. Ingestion
 * (ingest/storeClickHouse.ts) and the market load's import (seed/market) store this way.
 */

/** A store that takes Parquet files (the ClickHouse store). */
export type FileFactStore = FactStore & Required<Pick<FactStore, 'insertParquet'>>;

export const takesFiles = (facts: FactStore | undefined): facts is FileFactStore =>
  typeof facts?.insertParquet === 'function';

/**
 * Writes of one customer's facts into a file store run one after another in this process: each removes
 * rows and attaches others, which two writes of the same customer must not interleave.
 */
const storing = new Map<number, Promise<unknown>>();

export function oneStoreAtATime<T>(customerId: number, work: () => Promise<T>): Promise<T> {
  const run = (storing.get(customerId) ?? Promise.resolve()).catch(() => undefined).then(work);
  storing.set(customerId, run);
  const forget = () => {
    if (storing.get(customerId) === run) storing.delete(customerId);
  };
  // The caller gets the failure; this branch only forgets the finished run.
  run.then(forget, forget);
  return run;
}

/**
 * Writes the rows of a DuckDB query as one Parquet file and reads them into `staging`, a new table of the store
 * shaped like `like` (dropped first if a failed run left it). `columns` name the query's columns and the table's.
 */
export async function stageThroughParquet(
  connection: DuckDBConnection,
  facts: FileFactStore,
  stage: { select: string; columns: readonly string[]; like: string; staging: string; file: string },
): Promise<void> {
  // Snappy: the fastest to write and to read of DuckDB's Parquet codecs on the ingestion bench file.
  await connection.run(
    `COPY (${stage.select}) TO '${stage.file.replace(/'/g, "''")}' (FORMAT PARQUET, COMPRESSION snappy)`,
  );
  await facts.run(`DROP TABLE IF EXISTS ${stage.staging}`, `CREATE TABLE ${stage.staging} AS ${stage.like}`);
  await facts.insertParquet(stage.staging, stage.columns, stage.file);
}

/**
 * Moves the staged table's parts into `target` as they are (hard links, no rewrite), one partition at a time;
 * the staged table is left empty. Returns the partition ids moved (YYYYMM for tables partitioned by month).
 */
export async function attachStagedParts(facts: FileFactStore, staging: string, target: string): Promise<string[]> {
  const parts = await facts.readColumns(
    `SELECT DISTINCT partition_id FROM system.parts WHERE database = currentDatabase() AND table = '${staging}' AND active`,
    [],
  );
  const partitions = (parts.partition_id ?? []).map(String);
  await facts.run(
    ...partitions.map((partition) => `ALTER TABLE ${target} ATTACH PARTITION ID '${partition}' FROM ${staging}`),
  );
  return partitions;
}
