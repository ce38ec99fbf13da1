import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { DuckDBConnection } from '@duckdb/node-api';
import { INGEST_MESSAGES as M, OBSERVATION_COLUMNS } from '@shelfsight/contracts';
import { columnFor } from './header';
import { ProblemList } from './problemList';
import { createStagedView, StageWriter } from './stage';
import type { StageOutcome } from './stageOutcome';

const indexOf = new Map(OBSERVATION_COLUMNS.map((column, index) => [column.name, index]));
const EVERY_COLUMN: ReadonlySet<string> = new Set(indexOf.keys());

/** A JSON value as staged text: numbers and booleans as JSON writes them, objects and arrays refused. */
function textOf(value: unknown): string | null | undefined {
  if (value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/**
 * Stages newline-delimited JSON: one object per line, keys are the API column names (matched like CSV
 * headers), values JSON strings, numbers, booleans or null. Problems are reported by line; blank lines
 * are skipped. `onRow` is called with the rows read so far, for progress.
 */
export async function stageNdjson(
  connection: DuckDBConnection,
  file: string,
  onRow: (rows: number) => void,
): Promise<StageOutcome> {
  const writer = await StageWriter.open(connection);
  const problems = new ProblemList();
  const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  let line = 0;
  try {
    for await (const text of lines) {
      line += 1;
      if (text.trim() === '') continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        problems.add({ row: line, column: null, message: M.notAnObject });
        continue;
      }
      const values: (string | null)[] = [];
      for (const [key, value] of Object.entries(parsed)) {
        const name = columnFor(key);
        const index = name === undefined ? undefined : indexOf.get(name);
        if (index === undefined) {
          problems.add({ row: line, column: key, message: M.unknownColumn });
          continue;
        }
        const text = textOf(value);
        if (text === undefined) problems.add({ row: line, column: name ?? key, message: M.notAValue });
        values[index] = text ?? null;
      }
      writer.write(line, values);
      if (writer.rows % 10_000 === 0) onRow(writer.rows);
    }
  } finally {
    writer.close();
  }
  onRow(writer.rows);
  if (writer.rows === 0 && problems.count === 0) problems.add({ row: 0, column: null, message: M.noRows });
  if (problems.count > 0) return { rows: writer.rows, problems: problems.shown, problemCount: problems.count };
  await createStagedView(connection, '_rn', EVERY_COLUMN);
  return { rows: writer.rows, problems: [], problemCount: 0, present: EVERY_COLUMN };
}
