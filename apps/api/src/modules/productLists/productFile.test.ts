import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from './productFile';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'product-file-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function rowsOf(name: string, text: string, separator = ',') {
  const file = path.join(dir, name);
  await writeFile(file, text);
  const table = await readCsv(file, separator);
  return { header: table.header, rows: table.rows.map(({ row, cells }) => [row, ...cells]) };
}

describe('product list CSV', () => {
  it('numbers each row by its line, counting the empty lines it skips (no quotes in the file)', async () => {
    const text = '\uFEFFName;GTIN\n\nMixer;4006381333955\n\n\nKettle;40063813\n \nToaster;\n';
    expect(await rowsOf('plain.csv', text, ';')).toEqual({
      header: ['Name', 'GTIN'],
      rows: [
        [3, 'Mixer', '4006381333955'],
        [6, 'Kettle', '40063813'],
        [7, ' '],
        [8, 'Toaster', ''],
      ],
    });
  });

  it('numbers a row whose quoted cell spans lines by the line it ends on, as without the quotes', async () => {
    const text = 'Name,GTIN\n\n"Mixer\nXL",4006381333955\n\nKettle,40063813\n';
    expect(await rowsOf('quoted.csv', text)).toEqual({
      header: ['Name', 'GTIN'],
      rows: [
        [4, 'Mixer\nXL', '4006381333955'],
        [6, 'Kettle', '40063813'],
      ],
    });
  });
});
