import type { Worksheet } from 'exceljs';

/** One cell of an exported table. */
export type Cell = string | number | null;

/**
 * What a column holds, for a workbook's number formats: money in its currency, percent values (the app's
 * percent points, 12.3 for 12.3 %), percent points of a trend, counts, other numbers, days, or text.
 */
export type ColumnKind = 'text' | 'money' | 'percent' | 'points' | 'count' | 'number' | 'date';
export interface ColumnFormat {
  kind: ColumnKind;
  /** The column's currency for money; a row's own currency (`rowCurrencies`) wins over it. */
  currency?: string | null;
}

/** Which of the widget's rows a table holds, 1-based, and how many there are over all pages. */
export interface RowRange {
  first: number;
  last: number;
  total: number;
  /** The file stopped at the row limit before the last row. */
  limitReached?: boolean;
}

/** The table an export file is written from: the widget's rows as the reader sees them. */
export interface ExportTable {
  header: string[];
  rows: Cell[][];
  range?: RowRange;
  /** What each column holds, for a workbook's number formats. */
  formats?: ColumnFormat[];
  /** Each row's currency where rows differ (a series or bar per currency); else the column's. */
  rowCurrencies?: (string | null)[];
}

/** A format of the engine's value formats (spec 2 §3: currency, percent, number, text, date; charts: rank). */
export function formatOf(format: string, currency: string | null = null): ColumnFormat {
  switch (format) {
    case 'currency':
      return { kind: 'money', currency };
    case 'percent':
      return { kind: 'percent' };
    case 'number':
    case 'rank':
      return { kind: 'number' };
    case 'date':
      return { kind: 'date' };
    default:
      return { kind: 'text' };
  }
}

/** Decimals of a currency's minor unit as Intl knows them (EUR 2, JPY 0, BHD 3); 2 for a code it does not know. */
export function currencyDecimals(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** The currency's sign as the app shows it (€, £, $), or its code where Intl has no shorter sign. */
function currencySign(currency: string): string {
  try {
    const parts = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    return parts.formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

/** A spreadsheet number format for money: the sign, thousands and the currency's decimals (`€#,##0.00`). */
export function moneyFormat(currency: string | null): string {
  const decimals = currency ? currencyDecimals(currency) : 2;
  const number = decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0';
  if (!currency) return number;
  const sign = currencySign(currency);
  // Letters and most signs must be quoted in a format; the euro, pound and dollar signs read as themselves.
  return `${/^[€£$¥]$/.test(sign) ? sign : `"${sign}"`}${number}`;
}

export const DATE_FORMAT = 'yyyy-mm-dd';
const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm';
export const PERCENT_FORMAT = '0.0%';
export const COUNT_FORMAT = '#,##0';
/** Spec 2 §9: numbers and percent points are shown with one decimal. */
export const NUMBER_FORMAT = '#,##0.0';

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A cell as a workbook holds it: percent as a fraction, days as dates, with the format that shows it. */
export function excelCell(
  cell: Cell,
  format: ColumnFormat | undefined,
  rowCurrency: string | null | undefined,
): { value: Cell | Date; numFmt?: string } {
  if (cell === null || !format) return { value: cell };
  if (typeof cell === 'number') {
    switch (format.kind) {
      case 'money':
        return { value: cell, numFmt: moneyFormat(rowCurrency ?? format.currency ?? null) };
      // The app shows 12.3 %: the cell holds 0.123 and shows it as 12.3% (the fraction a spreadsheet computes with).
      case 'percent':
        return { value: cell / 100, numFmt: PERCENT_FORMAT };
      case 'points':
        return { value: cell, numFmt: NUMBER_FORMAT };
      case 'count':
        return { value: cell, numFmt: COUNT_FORMAT };
      case 'number':
        return { value: cell, numFmt: Number.isInteger(cell) ? COUNT_FORMAT : NUMBER_FORMAT };
      default:
        return { value: cell };
    }
  }
  if (format.kind === 'date') {
    const day = isoDay.exec(cell);
    if (day) return { value: new Date(Date.UTC(+day[1]!, +day[2]! - 1, +day[3]!)), numFmt: DATE_FORMAT };
    const time = Date.parse(cell);
    if (!Number.isNaN(time)) return { value: new Date(time), numFmt: DATE_TIME_FORMAT };
  }
  return { value: cell };
}

/** Row `index` of a table as workbook cells. */
export function excelRow(table: ExportTable, row: readonly Cell[], index: number) {
  return row.map((cell, column) => excelCell(cell, table.formats?.[column], table.rowCurrencies?.[index]));
}

/** Adds a row of workbook cells to a sheet, each with its number format; answers the row (to commit it when streaming). */
export function addExcelRow(sheet: Worksheet, cells: { value: Cell | Date; numFmt?: string }[]) {
  const added = sheet.addRow(cells.map((cell) => cell.value));
  cells.forEach((cell, index) => {
    if (cell.numFmt) added.getCell(index + 1).numFmt = cell.numFmt;
  });
  return added;
}

/** A table's header and rows on a sheet, with number formats. Strings are never formulas in a workbook: no prefix. */
export function addTableToSheet(sheet: Worksheet, table: ExportTable): void {
  sheet.addRow(table.header);
  table.rows.forEach((row, index) => addExcelRow(sheet, excelRow(table, row, index)));
}

/** Text that a spreadsheet would run as a formula is kept as text in a CSV (leading apostrophe). */
export function safeCell(cell: Cell): Cell {
  return typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** A CSV record exactly `width` cells wide, formula-like text kept as text. */
export function csvRecord(cells: readonly Cell[], width: number): Cell[] {
  return Array.from({ length: width }, (_, index) => safeCell(cells[index] ?? null));
}

/** Every currency a table's money cells are in. */
export function tableCurrencies(table: ExportTable): Set<string> {
  const found = new Set<string>();
  table.formats?.forEach((format, column) => {
    if (format.kind !== 'money') return;
    table.rows.forEach((row, index) => {
      const currency = table.rowCurrencies?.[index] ?? format.currency;
      if (typeof row[column] === 'number' && currency) found.add(currency);
    });
  });
  return found;
}
