import type { DuckDBConnection } from '@duckdb/node-api';
import { INGEST_LIMITS, type IngestProblem, OBSERVATION_COLUMNS } from '@shelfsight/contracts';
import { checksFor } from './columnRules';
import { STAGED_VIEW } from './stage';

export interface ProblemReport {
  problems: IngestProblem[];
  problemCount: number;
}

const columnOrder = new Map(OBSERVATION_COLUMNS.map((column, index) => [column.name, index]));

/** Problems sorted as a reader goes through the file: by row, then by column from left to right. */
export function sortProblems(problems: IngestProblem[]): IngestProblem[] {
  const position = (problem: IngestProblem) =>
    problem.column === null ? -1 : (columnOrder.get(problem.column) ?? 999);
  return problems.sort((a, b) => a.row - b.row || position(a) - position(b)).slice(0, INGEST_LIMITS.problemsShown);
}

/**
 * Runs every value check over the staged rows in one aggregate pass. A clean file (the usual case)
 * costs that one scan; only checks that failed are listed, each up to the shown limit.
 */
export async function checkValues(
  connection: DuckDBConnection,
  present: ReadonlySet<string>,
  latestDay: string,
): Promise<ProblemReport> {
  const checks = checksFor(present, latestDay);
  if (checks.length === 0) return { problems: [], problemCount: 0 };
  const counts = await connection.runAndReadAll(
    `SELECT ${checks.map((check, index) => `count(*) FILTER (WHERE ${check.bad})::INTEGER AS c${index}`).join(', ')} FROM ${STAGED_VIEW}`,
  );
  const found = (counts.getRows()[0] ?? []).map(Number);
  const problemCount = found.reduce((sum, value) => sum + value, 0);
  if (problemCount === 0) return { problems: [], problemCount: 0 };
  const problems: IngestProblem[] = [];
  for (const [index, check] of checks.entries()) {
    if (!found[index]) continue;
    const rows = await connection.runAndReadAll(
      `SELECT _rn FROM ${STAGED_VIEW} WHERE ${check.bad} ORDER BY _rn LIMIT ${INGEST_LIMITS.problemsShown}`,
    );
    for (const [row] of rows.getRows())
      problems.push({ row: Number(row), column: check.column, message: check.message });
  }
  return { problems: sortProblems(problems), problemCount };
}

/** Rows without any value or catalogue problem, for the report of a rejected file. */
export async function countValidRows(
  connection: DuckDBConnection,
  present: ReadonlySet<string>,
  latestDay: string,
): Promise<number> {
  const checks = checksFor(present, latestDay);
  const valueBad = checks.length === 0 ? 'false' : checks.map((check) => `coalesce(${check.bad}, false)`).join(' OR ');
  const keyBad = `(retailer_key IS NOT NULL AND retailer_well_formed AND retailer_id IS NULL)
    OR (retailer_id IS NOT NULL AND NOT allowed) OR ambiguous
    OR (retailer_id IS NOT NULL AND product_key IS NOT NULL AND product_well_formed AND product_id IS NULL)`;
  const counted = await connection.runAndReadAll(
    `SELECT count(*)::INTEGER FROM (SELECT _rn, ${valueBad} AS bad FROM ${STAGED_VIEW}) v
     JOIN (SELECT _rn, coalesce(${keyBad}, false) AS bad FROM ingest_keyed) k USING (_rn)
     WHERE NOT v.bad AND NOT k.bad`,
  );
  return Number(counted.getRows()[0]?.[0] ?? 0);
}
