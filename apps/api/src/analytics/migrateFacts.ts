import type { DuckDBConnection } from '@duckdb/node-api';
import { writeDccScoreMacro } from './dccScoreMacro';
import { type FactSchemaStep, factSchemaSteps } from './factSchema';

const VERSIONS_TABLE = `
  CREATE TABLE IF NOT EXISTS fact_schema_versions (
    version INTEGER PRIMARY KEY,
    name VARCHAR NOT NULL,
    applied_at TIMESTAMP NOT NULL DEFAULT current_timestamp
  )`;

/** The highest applied step, 0 on an empty store. */
export async function factSchemaVersion(connection: DuckDBConnection): Promise<number> {
  const reader = await connection.runAndReadAll('SELECT coalesce(max(version), 0)::INTEGER FROM fact_schema_versions');
  return Number(reader.getRows()[0]?.[0] ?? 0);
}

/**
 * Applies the pending fact-schema steps in order, each in its own transaction together with its
 * bookkeeping row, so a crash leaves the store at a whole step. Returns the names it applied.
 */
export async function migrateFacts(
  connection: DuckDBConnection,
  steps: readonly FactSchemaStep[] = factSchemaSteps,
): Promise<string[]> {
  await connection.run(VERSIONS_TABLE);
  // Every DCC read calls the macro, the rollups built by the steps too; written from the code on each open.
  await writeDccScoreMacro(connection);
  const current = await factSchemaVersion(connection);
  const pending = [...steps].sort((a, b) => a.version - b.version).filter((step) => step.version > current);
  if (pending.length === 0) return [];
  // A step that fills a rollup from a large store would otherwise let DuckDB cache up to 80 % of the
  // machine's memory; under a limit it spills to disk instead. The limit the store had comes back after.
  const limit = String(
    (await connection.runAndReadAll("SELECT current_setting('memory_limit') AS memory_limit")).getRowObjects()[0]
      ?.memory_limit,
  );
  await connection.run(`SET memory_limit = '${MIGRATION_MEMORY_LIMIT}'`);
  const applied: string[] = [];
  try {
    for (const step of pending) {
      await connection.run('BEGIN TRANSACTION');
      try {
        await connection.run(step.sql);
        await connection.run('INSERT INTO fact_schema_versions (version, name) VALUES ($1, $2)', [
          step.version,
          step.name,
        ]);
        await connection.run('COMMIT');
      } catch (error) {
        await connection.run('ROLLBACK');
        throw error;
      }
      applied.push(`${step.version}_${step.name}`);
    }
  } finally {
    await connection.run(`SET memory_limit = '${limit.replaceAll("'", '')}'`);
  }
  return applied;
}

/** DuckDB's memory while schema steps run: enough for their aggregates to run mostly in memory. */
const MIGRATION_MEMORY_LIMIT = '1GB';
