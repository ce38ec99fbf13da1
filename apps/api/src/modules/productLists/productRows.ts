import {
  ATTRIBUTE_COLUMN_PREFIX,
  CODE_SEPARATOR,
  type FileLocale,
  PRODUCT_FILE_COLUMNS as C,
  TAG_COLUMN_PREFIX,
  type UploadProblem,
  gtinProblem,
} from '@shelfsight/contracts';
import { DateTime } from 'luxon';
import type { FileTable } from './productFile';

export interface ProductRow {
  row: number;
  brand: string | null;
  name: string;
  gtins: string[];
  mpns: string[];
  others: string[];
  tags: { category: string; value: string }[];
  attributes: { name: string; value: string }[];
  retailer: string | null;
  shopProductId: string | null;
  pdpUrl: string | null;
}

export interface ColumnMap {
  fixed: Partial<Record<keyof typeof C, number>>;
  tags: { category: string; index: number }[];
  attributes: { name: string; index: number }[];
}

/** The header row of the template: fixed columns, then one per tag category and attribute. */
export function templateHeader(type: string, tagCategories: string[], attributes: string[]): string[] {
  const fixed: string[] = [C.brand, C.name, C.gtin, C.mpn, C.otherCodes];
  if (type === 'ASSORTMENT') fixed.push(C.retailer, C.shopProductId, C.pdpUrl);
  return [
    ...fixed,
    ...tagCategories.map((name) => TAG_COLUMN_PREFIX + name),
    ...attributes.map((name) => ATTRIBUTE_COLUMN_PREFIX + name),
  ];
}

/** Maps a header row (case-insensitive); unknown, repeated or missing columns are problems of row 1. */
export function mapColumns(header: string[], type: string, headerRow = 1): ColumnMap | UploadProblem[] {
  const byName = new Map(Object.entries(C).map(([key, name]) => [name.toLowerCase(), key as keyof typeof C]));
  const map: ColumnMap = { fixed: {}, tags: [], attributes: [] };
  const problems: UploadProblem[] = [];
  const seen = new Set<string>();
  header.forEach((raw, index) => {
    const name = raw.trim();
    if (name === '') return;
    const lower = name.toLowerCase();
    if (seen.has(lower)) problems.push({ row: headerRow, column: name, message: 'This column appears twice' });
    seen.add(lower);
    const fixed = byName.get(lower);
    const assortmentOnly = fixed === 'retailer' || fixed === 'shopProductId' || fixed === 'pdpUrl';
    if (fixed && !(assortmentOnly && type !== 'ASSORTMENT')) map.fixed[fixed] = index;
    else if (lower.startsWith(TAG_COLUMN_PREFIX.toLowerCase()) && name.length > TAG_COLUMN_PREFIX.length)
      map.tags.push({ category: name.slice(TAG_COLUMN_PREFIX.length).trim(), index });
    else if (lower.startsWith(ATTRIBUTE_COLUMN_PREFIX.toLowerCase()) && name.length > ATTRIBUTE_COLUMN_PREFIX.length)
      map.attributes.push({ name: name.slice(ATTRIBUTE_COLUMN_PREFIX.length).trim(), index });
    else problems.push({ row: headerRow, column: name, message: 'Unknown column' });
  });
  const required: (keyof typeof C)[] = type === 'ASSORTMENT' ? ['name', 'retailer'] : ['name'];
  for (const key of required) {
    if (map.fixed[key] === undefined) problems.push({ row: headerRow, column: C[key], message: 'Missing column' });
  }
  if (map.fixed.gtin === undefined && map.fixed.mpn === undefined)
    problems.push({ row: headerRow, column: C.gtin, message: 'Add a GTIN or an MPN column' });
  return problems.length > 0 ? problems : map;
}

const DATE_FORMATS: Record<FileLocale['dateOrder'], string[]> = {
  DMY: ['d.M.yyyy', 'd/M/yyyy', 'd-M-yyyy'],
  MDY: ['M/d/yyyy', 'M-d-yyyy', 'M.d.yyyy'],
  YMD: ['yyyy/M/d'],
};

/** A number written in the locale, as stored text with a dot ('1.234,5' → '1234.5'), or null. */
export function localeNumber(text: string, decimalMark: FileLocale['decimalMark']): string | null {
  const thousands = decimalMark === ',' ? '.' : ',';
  const pattern = decimalMark === ',' ? /^-?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/ : /^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;
  if (!pattern.test(text)) return null;
  return text.split(thousands).join('').replace(decimalMark, '.');
}

/** A date written in the locale (or ISO), as YYYY-MM-DD, or null. */
export function localeDate(text: string, order: FileLocale['dateOrder']): string | null {
  const iso = DateTime.fromISO(text, { zone: 'utc' });
  if (/^\d{4}-\d{2}-\d{2}/.test(text) && iso.isValid) return iso.toISODate();
  for (const format of DATE_FORMATS[order]) {
    const parsed = DateTime.fromFormat(text, format, { zone: 'utc' });
    if (parsed.isValid) return parsed.toISODate();
  }
  return null;
}

const codes = (cell: string | undefined): string[] => {
  if (cell === undefined || cell === '') return [];
  // Most cells hold one code: no split, no intermediate arrays.
  if (!cell.includes(CODE_SEPARATOR)) {
    const code = cell.trim();
    return code === '' ? [] : [code];
  }
  return cell
    .split(CODE_SEPARATOR)
    .map((code) => code.trim())
    .filter((code) => code !== '');
};

export interface CheckedRows {
  rows: ProductRow[];
  problems: UploadProblem[];
  /** The data type of each attribute column: kept for known attributes, inferred (n, d or s) for new ones. */
  attributeTypes: Map<string, string>;
}

/**
 * Checks every data row and returns the rows in stored form, or every problem with its row and column.
 * Numbers and dates of attribute columns are read in the file's locale and stored as 1234.5 and 2026-12-31.
 */
export function checkRows(
  table: FileTable,
  map: ColumnMap,
  locale: FileLocale,
  known: { attributes: Map<string, string>; retailers: Set<string> | null },
): CheckedRows {
  const problems: UploadProblem[] = [];
  const cell = (cells: string[], index: number | undefined) => (index === undefined ? '' : (cells[index] ?? '').trim());
  const attributeTypes = new Map<string, string>();
  // Files repeat their dates and numbers; each distinct text is read once (luxon's parsing dominates otherwise).
  const numbers = new Map<string, string | null>();
  const dates = new Map<string, string | null>();
  const asNumber = (text: string) => {
    if (!numbers.has(text)) numbers.set(text, localeNumber(text, locale.decimalMark));
    return numbers.get(text) ?? null;
  };
  const asDate = (text: string) => {
    if (!dates.has(text)) dates.set(text, localeDate(text, locale.dateOrder));
    return dates.get(text) ?? null;
  };
  for (const { name, index } of map.attributes) {
    const values = table.rows.map((row) => cell(row.cells, index)).filter((value) => value !== '');
    const type =
      known.attributes.get(name) ??
      (values.length > 0 && values.every((value) => asNumber(value) !== null)
        ? 'n'
        : values.length > 0 && values.every((value) => asDate(value) !== null)
          ? 'd'
          : 's');
    attributeTypes.set(name, type);
  }
  const firstRowOfGtin = new Map<string, number>();
  const rows: ProductRow[] = [];
  for (const { row, cells } of table.rows) {
    const problem = (column: string, message: string) => problems.push({ row, column, message });
    const name = cell(cells, map.fixed.name);
    if (name === '') problem(C.name, 'Enter the product name');
    const gtins = codes(cells[map.fixed.gtin ?? -1]);
    const mpns = codes(cells[map.fixed.mpn ?? -1]);
    for (const gtin of gtins) {
      const notGtin = gtinProblem(gtin);
      if (notGtin) problem(C.gtin, notGtin);
      const earlier = firstRowOfGtin.get(gtin);
      if (earlier !== undefined) problem(C.gtin, `${gtin} is also in row ${earlier}`);
      else firstRowOfGtin.set(gtin, row);
    }
    if (gtins.length === 0 && mpns.length === 0) problem(C.gtin, 'Give a GTIN or an MPN');
    const attributes: ProductRow['attributes'] = [];
    for (const { name: attribute, index } of map.attributes) {
      const raw = cell(cells, index);
      if (raw === '') continue;
      const type = attributeTypes.get(attribute);
      const value = type === 'n' ? asNumber(raw) : type === 'd' ? asDate(raw) : raw;
      if (value === null) problem(ATTRIBUTE_COLUMN_PREFIX + attribute, type === 'n' ? 'Use a number' : 'Use a date');
      else attributes.push({ name: attribute, value });
    }
    const tags: ProductRow['tags'] = [];
    for (const { category, index } of map.tags) {
      const value = cell(cells, index);
      if (value !== '') tags.push({ category, value });
    }
    const retailer = cell(cells, map.fixed.retailer) || null;
    const shopProductId = cell(cells, map.fixed.shopProductId) || null;
    const pdpUrl = cell(cells, map.fixed.pdpUrl) || null;
    if (known.retailers) {
      if (!retailer) problem(C.retailer, 'Enter the retailer');
      else if (!known.retailers.has(retailer.toLowerCase()))
        problem(C.retailer, `${retailer} is not a tracked retailer`);
      if ((shopProductId === null) !== (pdpUrl === null))
        problem(C.pdpUrl, 'Give both the shop product id and the PDP URL');
      if (pdpUrl && !/^https?:\/\/\S+$/i.test(pdpUrl)) problem(C.pdpUrl, 'Use an http or https address');
    }
    rows.push({
      row,
      brand: cell(cells, map.fixed.brand) || null,
      name,
      gtins,
      mpns,
      others: codes(cells[map.fixed.otherCodes ?? -1]),
      tags,
      attributes,
      retailer,
      shopProductId,
      pdpUrl,
    });
  }
  return { rows, problems, attributeTypes };
}
