import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';

/** A stamped export read back: the stamp's (label, value) lines, and what follows them. */
export interface StampedCsv {
  stamp: [string, string][];
  /** The CSV after the stamp's blank line, as written. */
  table: string;
}

/** Splits a stamped CSV at its first blank line: the stamp's lines before, the table after. */
export function readStampedCsv(file: Buffer | string): StampedCsv {
  const text = String(file).replace(/^\uFEFF/, '');
  const blank = /\r?\n\r?\n/.exec(text);
  if (!blank) throw new Error(`No blank line after a stamp in: ${text.slice(0, 200)}`);
  const lines = parse(text.slice(0, blank.index), { relax_column_count: true }) as string[][];
  return {
    stamp: lines.map(([label = '', value = '']) => [label, value]),
    table: text.slice(blank.index + blank[0].length),
  };
}

/** A stamped workbook: the stamp from its first sheet "Export", and the sheets after it. */
export async function readStampedWorkbook(
  file: Buffer,
): Promise<{ stamp: [string, string][]; sheets: ExcelJS.Worksheet[] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  const [first, ...sheets] = workbook.worksheets;
  if (first?.name !== 'Export') throw new Error(`The first sheet is ${first?.name}, not Export`);
  const stamp: [string, string][] = [];
  first.eachRow((row) => stamp.push([String(row.getCell(1).value ?? ''), String(row.getCell(2).value ?? '')]));
  return { stamp, sheets };
}

/** The value of a stamp line by its label (undefined when the stamp has no such line). */
export const stampValue = (stamp: [string, string][], label: string) => stamp.find(([name]) => name === label)?.[1];
