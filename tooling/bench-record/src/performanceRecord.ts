// Appends a bench's figures to docs/performance.md as one dated row (`--record`), so a measurement is written down
// the same way by every bench: the date, the machine floor beside the figures, and a note where the table has one.
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { resolve } from 'node:path';

export const PERFORMANCE_RECORD = resolve(import.meta.dirname, '../../../docs/performance.md');

export interface RecordedRow {
  /** YYYY-MM-DD; today (UTC) when left out. */
  date?: string;
  /** What the figures should be read against: the one-KPI dashboard's time, or the load while measuring. */
  floor: string;
  figures: string;
  /** Goes into the table's Note column; appended to the figures in a table without one. */
  note?: string;
}

/** Whether the bench was asked to write its figures down (`--record`). */
export const recordRequested = (argv: readonly string[] = process.argv) => argv.includes('--record');

/** The load on the machine while measuring, as the server and API benches' floor. */
export const machineLoad = () =>
  `load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' / ')} (1 / 5 / 15 min), ${os.cpus().length} cores`;

const cell = (text: string) => text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|').trim();
const isTableLine = (line: string) => line.trimStart().startsWith('|');
/** Cells of a table line; an escaped bar belongs to its cell. */
const columnsOf = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/).length;

/**
 * `markdown` with a row appended to the first table under the heading that names `bench` (as in
 * "## Dashboards (`pnpm bench:dashboard`)"). Throws when there is no such heading or table, or when the table has
 * other columns than date, floor, figures and an optional note.
 */
export function appendTableRow(markdown: string, bench: string, row: RecordedRow): string {
  const lines = markdown.split('\n');
  const headingAt = lines.findIndex((line) => /^#{2,6} /.test(line) && line.includes(`\`pnpm ${bench}\``));
  if (headingAt < 0) throw new Error(`no heading naming \`pnpm ${bench}\` in the performance record`);
  let tableAt = -1;
  for (let index = headingAt + 1; index < lines.length && !/^#{1,6} /.test(lines[index] ?? ''); index += 1) {
    if (isTableLine(lines[index] ?? '')) {
      tableAt = index;
      break;
    }
  }
  if (tableAt < 0) throw new Error(`no table under the heading of \`pnpm ${bench}\``);
  let lastRow = tableAt;
  while (isTableLine(lines[lastRow + 1] ?? '')) lastRow += 1;
  const columns = columnsOf(lines[tableAt] ?? '');
  const date = row.date ?? new Date().toISOString().slice(0, 10);
  let cells: string[];
  if (columns === 4) cells = [date, row.floor, row.figures, row.note ?? ''];
  else if (columns === 3) cells = [date, row.floor, row.note ? `${row.figures}; ${row.note}` : row.figures];
  else throw new Error(`the table of \`pnpm ${bench}\` has ${columns} columns, not date, floor, figures (and note)`);
  const line = `| ${cells.map(cell).join(' | ')} |`;
  return [...lines.slice(0, lastRow + 1), line, ...lines.slice(lastRow + 1)].join('\n');
}

/** Appends the row to docs/performance.md (or `file`) and says so; the table is realigned by `pnpm format`. */
export async function recordFigures(bench: string, row: RecordedRow, file = PERFORMANCE_RECORD): Promise<void> {
  const markdown = await readFile(file, 'utf8');
  await writeFile(file, appendTableRow(markdown, bench, row));
  console.log(`Recorded in ${file} under \`pnpm ${bench}\`.`);
}
