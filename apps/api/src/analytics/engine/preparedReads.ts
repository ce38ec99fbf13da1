import {
  type DuckDBConnection,
  DuckDBDoubleVector,
  DuckDBFloatVector,
  DuckDBIntegerVector,
  type DuckDBPreparedStatement,
  type DuckDBMaterializedResult,
  DuckDBSmallIntVector,
  DuckDBTinyIntVector,
  DuckDBUIntegerVector,
  DuckDBUSmallIntVector,
  DuckDBUTinyIntVector,
  type DuckDBValue,
  DuckDBVarCharVector,
  type DuckDBVector,
  JSDuckDBValueConverter,
} from '@duckdb/node-api';

/**
 * Prepared statements kept per connection by SQL text. The engine's statements differ in their
 * parameters (dates, ids) far more often than in their text, and preparing one (parse, bind, plan)
 * cost about 1.3 ms of a 7 ms product split on the bench store, five times for a product overview.
 * DuckDB re-binds a kept statement itself when a table it reads is replaced or altered; one whose
 * table was dropped (an old mapping table) fails, is forgotten and prepared afresh once.
 */
const KEPT_STATEMENTS = 64;
const keptStatements = new WeakMap<DuckDBConnection, Map<string, DuckDBPreparedStatement>>();

/** Only reads are kept: DDL (temporary mapping tables) runs once and must not be re-run from a cache. */
const isRead = (sql: string) => /^\s*(SELECT|WITH)\b/i.test(sql);

async function prepared(
  connection: DuckDBConnection,
  sql: string,
): Promise<{ statement: DuckDBPreparedStatement; kept: boolean }> {
  let statements = keptStatements.get(connection);
  if (!statements) {
    statements = new Map();
    keptStatements.set(connection, statements);
  }
  const kept = statements.get(sql);
  if (kept) {
    // Most recently used last, so the first entry is the one to drop.
    statements.delete(sql);
    statements.set(sql, kept);
    return { statement: kept, kept: true };
  }
  const statement = await connection.prepare(sql);
  statements.set(sql, statement);
  if (statements.size > KEPT_STATEMENTS) {
    const [oldestSql, oldest] = statements.entries().next().value as [string, DuckDBPreparedStatement];
    statements.delete(oldestSql);
    oldest.destroySync();
  }
  return { statement, kept: false };
}

function forget(connection: DuckDBConnection, sql: string) {
  const statements = keptStatements.get(connection);
  const statement = statements?.get(sql);
  if (!statement) return;
  statements?.delete(sql);
  statement.destroySync();
}

/**
 * Runs one statement and reads its whole result as plain JS values by column name. The caller
 * serialises statements per connection (a kept statement is never run twice at once).
 */
export async function readColumnsOnce(
  connection: DuckDBConnection,
  sql: string,
  params: DuckDBValue[],
): Promise<Record<string, unknown[]>> {
  if (!isRead(sql)) return columnsOf(await connection.run(sql, params));
  const { statement, kept } = await prepared(connection, sql);
  try {
    statement.bind(params);
    return await columnsOf(await statement.run());
  } catch (error) {
    forget(connection, sql);
    if (!kept) throw error;
    const fresh = await prepared(connection, sql);
    fresh.statement.bind(params);
    return columnsOf(await fresh.statement.run());
  }
}

/** Fixed-width numeric vectors: a typed array of items and a validity bit mask (null when all are valid). */
const NUMERIC_VECTORS = [
  DuckDBDoubleVector,
  DuckDBFloatVector,
  DuckDBIntegerVector,
  DuckDBSmallIntVector,
  DuckDBTinyIntVector,
  DuckDBUIntegerVector,
  DuckDBUSmallIntVector,
  DuckDBUTinyIntVector,
];

interface NumericInternals {
  items?: unknown;
  validity?: { data?: unknown; offset?: unknown };
}

/**
 * The items and validity bytes of a numeric vector, or null when the vector does not look as expected
 * (another version of the DuckDB client): the caller then reads item by item. The client's own
 * `getItem` tests validity with BigInt arithmetic per item, which for 10,000-row answers cost more
 * than the query and fed the garbage collector.
 */
function numericInternals(
  vector: DuckDBVector,
): { items: ArrayLike<number>; valid: Uint8Array | null; offset: number } | null {
  if (!NUMERIC_VECTORS.some((type) => vector instanceof type)) return null;
  const { items, validity } = vector as unknown as NumericInternals;
  if (!ArrayBuffer.isView(items) || items instanceof DataView || !validity || typeof validity.offset !== 'number')
    return null;
  const { data } = validity;
  if (data === null) return { items: items as unknown as ArrayLike<number>, valid: null, offset: validity.offset };
  if (!(data instanceof BigUint64Array)) return null;
  // The mask's 64-bit words are little-endian, so bit i of the mask is bit (i % 8) of byte i / 8.
  return {
    items: items as unknown as ArrayLike<number>,
    valid: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    offset: validity.offset,
  };
}

function appendVector(vector: DuckDBVector, column: unknown[]) {
  const count = vector.itemCount;
  const numeric = numericInternals(vector);
  if (numeric) {
    const { items, valid, offset } = numeric;
    for (let index = 0; index < count; index += 1) {
      const bit = offset + index;
      column.push(valid === null || (valid[bit >> 3] ?? 0) & (1 << (bit & 7)) ? items[index] : null);
    }
    return;
  }
  if (vector instanceof DuckDBVarCharVector) {
    for (let index = 0; index < count; index += 1) column.push(vector.getItem(index));
    return;
  }
  const type = vector.type;
  for (let index = 0; index < count; index += 1)
    column.push(JSDuckDBValueConverter(vector.getItem(index), type, JSDuckDBValueConverter));
}

/** A result as plain JS values by column name (as the client's getColumnsObjectJS, in less time). */
async function columnsOf(result: DuckDBMaterializedResult): Promise<Record<string, unknown[]>> {
  const names = result.columnNames();
  const columns = names.map(() => [] as unknown[]);
  for (let chunk = await result.fetchChunk(); chunk && chunk.rowCount > 0; chunk = await result.fetchChunk()) {
    for (let index = 0; index < names.length; index += 1)
      appendVector(chunk.getColumnVector(index), columns[index] as unknown[]);
  }
  const byName: Record<string, unknown[]> = {};
  names.forEach((name, index) => {
    byName[name] = columns[index] as unknown[];
  });
  return byName;
}
