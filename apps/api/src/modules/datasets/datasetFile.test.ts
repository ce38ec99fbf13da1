import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRowWriter } from './datasetFile';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'dataset-file-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const stamp: [string, string][] = [['Dataset', '=Prices of Maison Marché']];
const header = ['Product', 'Price'];
const row = ['+Marché blend 250 g', 4.5];

async function write(fileType: 'csv' | 'xlsx'): Promise<string> {
  const file = path.join(dir, `dataset.${fileType}`);
  const writer = await openRowWriter(fileType, file, stamp, header);
  await writer.row(row);
  await writer.finish();
  return file;
}

describe('dataset files', () => {
  it('writes a CSV with a byte-order mark, formula-like text kept as text by an apostrophe', async () => {
    const text = await readFile(await write('csv'), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain("'=Prices of Maison Marché");
    expect(text).toContain("'+Marché blend 250 g,4.5");
  });

  it('writes a workbook whose strings are the text itself: no apostrophe, never a formula', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await write('xlsx'));
    expect(book.getWorksheet('Dataset')?.getCell('B1').value).toBe('=Prices of Maison Marché');
    const data = book.getWorksheet('Data');
    expect(data?.getRow(2).values).toEqual([undefined, '+Marché blend 250 g', 4.5]);
  });
});
