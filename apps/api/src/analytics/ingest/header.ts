import {
  INGEST_MESSAGES as M,
  type IngestProblem,
  normaliseColumnName,
  OBSERVATION_COLUMNS,
} from '@shelfsight/contracts';
import { PRODUCT_KEYS, RETAILER_KEYS } from './columnRules';

const byNormalName = new Map(OBSERVATION_COLUMNS.map((column) => [normaliseColumnName(column.name), column.name]));

/** The API column a header or JSON key names, or undefined. Case, spaces, _ and - do not matter. */
export const columnFor = (header: string) => byNormalName.get(normaliseColumnName(header.replace(/^\uFEFF/, '')));

export interface HeaderMap {
  /** Per position: the API column, or null for a blank header (ignored, as spreadsheets leave them). */
  names: (string | null)[];
  present: Set<string>;
  problems: IngestProblem[];
}

/** Maps a header row; unknown, repeated or missing columns are problems of that row. */
export function mapHeader(headers: readonly string[], row = 1): HeaderMap {
  const names: (string | null)[] = [];
  const present = new Set<string>();
  const problems: IngestProblem[] = [];
  for (const header of headers) {
    const text = header.replace(/^\uFEFF/, '').trim();
    const name = text === '' ? null : columnFor(text);
    if (name === undefined) problems.push({ row, column: text, message: M.unknownColumn });
    else if (name !== null && present.has(name)) problems.push({ row, column: name, message: M.duplicateColumn });
    if (name) present.add(name);
    names.push(name ?? null);
  }
  for (const required of OBSERVATION_COLUMNS.filter((column) => column.required)) {
    if (!present.has(required.name)) problems.push({ row, column: required.name, message: M.missingColumn });
  }
  if (!RETAILER_KEYS.some((key) => present.has(key)))
    problems.push({ row, column: 'retailer', message: M.retailerRequired });
  if (!PRODUCT_KEYS.some((key) => present.has(key)))
    problems.push({ row, column: 'productId', message: M.productRequired });
  return { names, present, problems };
}
