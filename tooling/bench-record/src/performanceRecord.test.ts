import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appendTableRow, recordFigures, recordRequested } from './performanceRecord';

const RECORD = [
  '# Performance records',
  '',
  '## Dashboards (`pnpm bench:dashboard`)',
  '',
  '| Date       | Machine floor | Figures | Note |',
  '| ---------- | ------------- | ------- | ---- |',
  '| 2026-11-28 | 0.41–0.50 s   | view    | kept |',
  '',
  'Text after the table.',
  '',
  '## Ingestion (`pnpm bench:ingest`)',
  '',
  '| Date       | Machine floor | Figures |',
  '| ---------- | ------------- | ------- |',
  '| 2026-11-22 | quiet         | 200,000 |',
  '',
  '### Table 1',
  '',
  '| widget | p50 |',
  '| ------ | --- |',
].join('\n');

const columnCount = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/).length;

describe('appendTableRow', () => {
  it('appends a dated row after the last row of the table under the bench heading', () => {
    const lines = appendTableRow(RECORD, 'bench:dashboard', {
      date: '2026-11-29',
      floor: 'one-KPI p50 0.45 s',
      figures: 'view p95 0.62 s',
      note: 'PASS',
    }).split('\n');
    const at = lines.indexOf('| 2026-11-29 | one-KPI p50 0.45 s | view p95 0.62 s | PASS |');
    expect(at).toBe(lines.indexOf('| 2026-11-28 | 0.41–0.50 s   | view    | kept |') + 1);
    expect(lines[at + 1]).toBe('');
    expect(columnCount(lines[at] ?? '')).toBe(columnCount(lines[at - 1] ?? ''));
    expect(lines).toHaveLength(RECORD.split('\n').length + 1);
  });

  it('keeps a three-column table at three columns, the note joining the figures, and escapes bars', () => {
    const lines = appendTableRow(RECORD, 'bench:ingest', {
      date: '2026-11-29',
      floor: 'load average 1.0',
      figures: 'CSV | HTTP 250,000 rows/s',
      note: 'after the change',
    }).split('\n');
    const row = lines.find((line) => line.startsWith('| 2026-11-29'));
    expect(row).toBe('| 2026-11-29 | load average 1.0 | CSV \\| HTTP 250,000 rows/s; after the change |');
    expect(columnCount(row ?? '')).toBe(3);
    // The row goes to the dated table, not to the table of a sub-heading further down.
    expect(lines.indexOf(row ?? '')).toBeLessThan(lines.indexOf('### Table 1'));
  });

  it('dates a row today when no date is given', () => {
    const today = new Date().toISOString().slice(0, 10);
    const markdown = appendTableRow(RECORD, 'bench:ingest', { floor: 'f', figures: 'x' });
    expect(markdown).toContain(`| ${today} | f | x |`);
  });

  it('refuses a bench without a heading, a heading without a table, and a table of other columns', () => {
    expect(() => appendTableRow(RECORD, 'bench:alerts', { floor: 'f', figures: 'x' })).toThrow(/no heading/);
    const withoutTable = '## Alerts (`pnpm bench:alerts`)\n\nNothing yet.\n\n## Next\n\n| a | b | c |';
    expect(() => appendTableRow(withoutTable, 'bench:alerts', { floor: 'f', figures: 'x' })).toThrow(/no table/);
    const twoColumns = '## Alerts (`pnpm bench:alerts`)\n\n| a | b |\n| - | - |';
    expect(() => appendTableRow(twoColumns, 'bench:alerts', { floor: 'f', figures: 'x' })).toThrow(/2 columns/);
  });
});

describe('recordFigures', () => {
  it('writes the row into the file', async () => {
    const file = join(await mkdtemp(join(os.tmpdir(), 'bench-record-')), 'performance.md');
    await writeFile(file, RECORD);
    await recordFigures('bench:ingest', { date: '2026-11-30', floor: 'quiet', figures: '210,000 rows/s' }, file);
    expect(await readFile(file, 'utf8')).toContain(
      '| 2026-11-22 | quiet         | 200,000 |\n| 2026-11-30 | quiet | 210,000 rows/s |',
    );
  });
});

describe('recordRequested', () => {
  it('is true only with --record among the arguments', () => {
    expect(recordRequested(['node', 'bench.ts', '--record'])).toBe(true);
    expect(recordRequested(['node', 'bench.ts', '--verbose'])).toBe(false);
  });
});
