import type { DuckDBConnection } from '@duckdb/node-api';
import { screenedText, screenFor } from './columnRules';
import { countKeys, type ResolvedRows } from './mergeFacts';
import { KEY_PROBLEM, keyedSql } from './resolveKeys';
import { STAGED_VIEW } from './stage';

/** Resolved keys of screened rows: narrow, so counting, the months and the replace read little. */
const KEYS_TABLE = 'ingest_keys';
const DAY_ONLY = new Set(['day']);
const FIRST_ROWS = 2048;

/**
 * The fast path for a clean file, the usual case. One pass over the staged text with strict rules
 * (`screenFor`: plain values only, so no trimming) and one narrow pass resolving keys confirm that no
 * row has a problem; the rows are then typed and stored straight from the stage by `mergeFacts`,
 * without materialising `ingest_keyed`. Returns null when any row fails the screen or names a
 * catalogue key that does not resolve: the caller runs the full checks, which list the problems
 * exactly (or find none: the screen is stricter than the rules, e.g. on " 7" or "yes ").
 */
export async function screenRows(
  connection: DuckDBConnection,
  present: ReadonlySet<string>,
  latestDay: string,
): Promise<ResolvedRows | null> {
  const screen = screenFor(present, latestDay).join(' AND ');
  // A file written loosely is usually loose throughout: its first rows send it to the full checks
  // without screening all of it.
  for (const rows of [`(SELECT * FROM ${STAGED_VIEW} LIMIT ${FIRST_ROWS})`, STAGED_VIEW]) {
    const passed = await connection.runAndReadAll(
      `SELECT count(*) FILTER (WHERE ${screen})::INTEGER, count(*)::INTEGER FROM ${rows}`,
    );
    const [clean, total] = (passed.getRows()[0] ?? [0, 0]).map(Number);
    if (clean !== total) return null;
  }

  await connection.run(
    `CREATE OR REPLACE TEMP TABLE ${KEYS_TABLE} AS
     SELECT _rn, retailer_id, product_id, "day", ${KEY_PROBLEM} AS bad FROM (${keyedSql(present, screenedText, DAY_ONLY)})`,
  );
  const problems = await connection.runAndReadAll(`SELECT count(*)::INTEGER FROM ${KEYS_TABLE} WHERE bad`);
  if (Number(problems.getRows()[0]?.[0] ?? 0) > 0) return null;
  const keys = `SELECT retailer_id, product_id, "day" FROM ${KEYS_TABLE}`;
  const stats = await countKeys(connection, keys);

  const backwards = await connection.runAndReadAll(
    `SELECT count(*)::INTEGER FROM (SELECT "day" < lag("day") OVER (ORDER BY _rn) AS back FROM ${KEYS_TABLE}) WHERE back`,
  );
  const inDayOrder = Number(backwards.getRows()[0]?.[0] ?? 0) === 0;
  return { query: keyedSql(present, screenedText), keys, stats, inDayOrder };
}
