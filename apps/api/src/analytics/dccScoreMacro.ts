import type { DuckDBConnection, DuckDBValue } from '@duckdb/node-api';
import pLimit from 'p-limit';
import { defaultDccDefinition } from './engine/dccCriteria';
import type { DccComponentShape, DccDefinitionShape, DccExceptionShape, DccGroupShape } from './engine/dccVersionSql';
import { dccScoreMacroSql } from './engine/dccVersionSql';

/**
 * Which DCC version scores each customer's pages in the fact store. Every DCC read calls the macro
 * `dcc_score` (engine/dccVersionSql.ts), which holds a branch per customer with an applied version and the
 * default criteria for the rest; `fact_dcc_versions` keeps the applied definitions it is written from
 * (dccVersions.ts changes them).
 */

export const DCC_VERSIONS_TABLE = 'fact_dcc_versions';

/** A version as applied: what the score depends on, with the names and descriptions the details show. */
export interface NamedDccComponent extends DccComponentShape {
  name: string;
  description: string;
}
export interface NamedDccGroup extends Omit<DccGroupShape, 'components'> {
  name: string;
  components: readonly NamedDccComponent[];
}
export interface NamedDccDefinition {
  groups: readonly NamedDccGroup[];
  /** The customer's exceptions as applied with the version (the products of their tags read then). */
  resolvedExceptions?: readonly DccExceptionShape[];
}

export interface AppliedDccVersion {
  /** The calculated-metric version's id; null when the customer is scored by the default criteria. */
  versionId: number | null;
  definition: NamedDccDefinition;
}

/**
 * Transactions that rewrite the macro run one at a time in the process: DuckDB refuses the commit of the second
 * of two open transactions that replace the same catalog entry (a write-write conflict on `dcc_score`), as when a
 * DCC recompute and a market import that forgets a customer's version overlap. Wrap the whole transaction.
 */
const macroWriters = pLimit(1);
export const rewritingDccScoreMacro = <T>(transaction: () => Promise<T>): Promise<T> => macroWriters(transaction);

/** One read of the fact store (a widget reader's queue, or a connection). */
type Read = (sql: string, params: DuckDBValue[]) => Promise<Record<string, unknown>[]>;

async function tableExists(connection: DuckDBConnection): Promise<boolean> {
  const reader = await connection.runAndReadAll(
    "SELECT count(*)::INTEGER FROM duckdb_tables() WHERE table_name = $1 AND schema_name = 'main'",
    [DCC_VERSIONS_TABLE],
  );
  return Number(reader.getRows()[0]?.[0] ?? 0) > 0;
}

/**
 * Writes the macro from the applied versions (the default criteria for everyone before the table exists):
 * on opening the store, before any schema step builds a rollup with it, and after each change.
 */
export async function writeDccScoreMacro(connection: DuckDBConnection): Promise<void> {
  const applied = (await tableExists(connection))
    ? (await connection.runAndReadAll(`SELECT customer_id, definition FROM ${DCC_VERSIONS_TABLE} ORDER BY customer_id`))
        .getRowObjects()
        .map((row) => ({
          customerId: Number(row.customer_id),
          definition: JSON.parse(String(row.definition)) as DccDefinitionShape,
        }))
    : [];
  await connection.run(dccScoreMacroSql(applied, defaultDccDefinition()));
}

/** The version that scores the customer's pages now. */
export async function appliedDccVersion(read: Read, customerId: number): Promise<AppliedDccVersion> {
  const [row] = await read(`SELECT version_id, definition FROM ${DCC_VERSIONS_TABLE} WHERE customer_id = $1`, [
    customerId,
  ]);
  if (!row) return { versionId: null, definition: defaultDccDefinition() };
  return { versionId: Number(row.version_id), definition: JSON.parse(String(row.definition)) as NamedDccDefinition };
}

/**
 * Forgets the customer's applied version inside the caller's transaction, for a full reload whose rollups
 * were built with the default criteria elsewhere; the reload's listeners apply the active version again.
 */
export async function forgetAppliedDccVersion(connection: DuckDBConnection, customerId: number): Promise<void> {
  if (!(await tableExists(connection))) return;
  const removed = await connection.runAndReadAll(
    `DELETE FROM ${DCC_VERSIONS_TABLE} WHERE customer_id = $1 RETURNING customer_id`,
    [customerId],
  );
  if (removed.getRows().length > 0) await writeDccScoreMacro(connection);
}
