import type { DuckDBConnection } from '@duckdb/node-api';
import { INGEST_LIMITS, INGEST_MESSAGES as M, OBSERVATION_COLUMNS } from '@shelfsight/contracts';
import { type ProblemReport, sortProblems } from './checkValues';
import { quoteIdent, raw, type TextOf, valueSql } from './columnRules';
import { STAGED_VIEW } from './stage';

export const KEYED_TABLE = 'ingest_keyed';

const KEY_COLUMNS = new Set(['retailerId', 'retailer', 'productId', 'shopProductId', 'gtin']);
/** The typed value columns carried to the fact table (everything but the catalogue keys). */
export const VALUE_COLUMNS = OBSERVATION_COLUMNS.filter((column) => !KEY_COLUMNS.has(column.name));

/**
 * Resolves each staged row's retailer and product to catalogue ids (the first key given wins:
 * retailerId before retailer; productId, then shopProductId at that retailer, then gtin) and types its
 * values, into `ingest_keyed`. Only the file's columns are kept and only their joins are made.
 */
export async function resolveKeys(connection: DuckDBConnection, present: ReadonlySet<string>): Promise<void> {
  await connection.run(`CREATE OR REPLACE TEMP TABLE ${KEYED_TABLE} AS ${keyedSql(present)}`);
}

/**
 * The query behind `ingest_keyed`: every staged row with its resolved keys and, of the value columns,
 * those the file has among `valueNames` (all by default). `text` reads a column's staged text.
 */
export function keyedSql(present: ReadonlySet<string>, text: TextOf = raw, valueNames?: ReadonlySet<string>): string {
  const has = (name: string) => present.has(name);
  const wellFormedId = (name: string) => `regexp_full_match(${text(name)}, '\\d{1,9}')`;
  const retailerKey = `CASE ${has('retailerId') ? `WHEN ${text('retailerId')} IS NOT NULL THEN 'retailerId'` : ''} ${has('retailer') ? `WHEN ${text('retailer')} IS NOT NULL THEN 'retailer'` : ''} END`;
  const productKey = `CASE ${['productId', 'shopProductId', 'gtin']
    .filter(has)
    .map((name) => `WHEN ${text(name)} IS NOT NULL THEN '${name}'`)
    .join(' ')} END`;
  const byId = has('retailerId')
    ? `LEFT JOIN ingest_retailers r1 ON r1.id = try_cast(${text('retailerId', 's')} AS INTEGER)`
    : '';
  const byName = has('retailer') ? `LEFT JOIN ingest_retailers r2 ON r2.name = lower(${text('retailer', 's')})` : '';
  const retailer = (field: string) =>
    `CASE retailer_key ${has('retailerId') ? `WHEN 'retailerId' THEN r1.${field}` : ''} ${has('retailer') ? `WHEN 'retailer' THEN r2.${field}` : ''} END`;
  // Only the file's columns are typed and kept: absent ones are NULL for every row and cost nothing later.
  const values = VALUE_COLUMNS.filter((column) => has(column.name) && (!valueNames || valueNames.has(column.name))).map(
    (column) => `${valueSql(column, text)} AS ${quoteIdent(column.name)}`,
  );
  const keyTexts = [...KEY_COLUMNS].filter(has).map((name) => quoteIdent(name));
  const joins = [
    has('productId') ? `LEFT JOIN ingest_products p1 ON p1.id = try_cast(${text('productId', 'k')} AS INTEGER)` : '',
    has('shopProductId')
      ? `LEFT JOIN ingest_shop_products sp ON sp.retailer_id = k.retailer_id AND sp.shop_product_id = ${text('shopProductId', 'k')}`
      : '',
    has('gtin') ? `LEFT JOIN ingest_gtins g ON g.gtin = ${text('gtin', 'k')}` : '',
  ];
  // An unknown GTIN has no g row: ambiguous must be false there, not NULL, or the row would escape the checks.
  const product = `CASE product_key ${has('productId') ? "WHEN 'productId' THEN p1.id" : ''}
    ${has('shopProductId') ? "WHEN 'shopProductId' THEN sp.product_id" : ''}
    ${has('gtin') ? "WHEN 'gtin' THEN CASE WHEN g.products = 1 THEN g.product_id END" : ''} END`;
  const wellFormed = `CASE retailer_key WHEN 'retailerId' THEN ${has('retailerId') ? wellFormedId('retailerId') : 'false'} ELSE true END`;
  const productWellFormed = `CASE product_key WHEN 'productId' THEN ${has('productId') ? wellFormedId('productId') : 'false'} ELSE true END`;
  return `
    SELECT k.*, ${product} AS product_id, ${productWellFormed} AS product_well_formed,
      ${has('gtin') ? "coalesce(product_key = 'gtin' AND g.products > 1, false)" : 'false'} AS ambiguous
    FROM (
      SELECT s.*, ${retailer('id')} AS retailer_id, coalesce(${retailer('allowed')}, false) AS allowed,
        ${wellFormed} AS retailer_well_formed
      FROM (SELECT _rn, ${retailerKey} AS retailer_key, ${productKey} AS product_key,
              ${[...keyTexts, ...values].join(', ')}
            FROM ${STAGED_VIEW}) s ${byId} ${byName}
    ) k ${joins.join(' ')}`;
}

/** True for a row of `keyedSql` with any catalogue problem (the union below, as one condition). */
export const KEY_PROBLEM = `coalesce((retailer_key IS NOT NULL AND retailer_well_formed AND retailer_id IS NULL)
  OR (retailer_id IS NOT NULL AND NOT allowed) OR ambiguous
  OR (retailer_id IS NOT NULL AND product_key IS NOT NULL AND product_well_formed AND product_id IS NULL), false)`;

/** Rows naming a retailer or product the customer does not have, or a retailer this user may not write. */
export async function findKeyProblems(connection: DuckDBConnection): Promise<ProblemReport> {
  const union = [
    `SELECT _rn, retailer_key AS col, '${M.unknownRetailer}' AS message FROM ${KEYED_TABLE}
     WHERE retailer_key IS NOT NULL AND retailer_well_formed AND retailer_id IS NULL`,
    `SELECT _rn, retailer_key, '${M.noRetailerAccess}' FROM ${KEYED_TABLE} WHERE retailer_id IS NOT NULL AND NOT allowed`,
    `SELECT _rn, product_key, '${M.unknownProduct}' FROM ${KEYED_TABLE}
     WHERE retailer_id IS NOT NULL AND product_key IS NOT NULL AND product_well_formed AND product_id IS NULL AND NOT ambiguous`,
    `SELECT _rn, 'gtin', '${M.ambiguousGtin}' FROM ${KEYED_TABLE} WHERE ambiguous`,
  ].join(' UNION ALL ');
  const found = await connection.runAndReadAll(
    `SELECT _rn, col, message, count(*) OVER ()::INTEGER AS total FROM (${union}) ORDER BY _rn LIMIT ${INGEST_LIMITS.problemsShown}`,
  );
  const rows = found.getRows();
  const problems = rows.map(([row, column, message]) => ({
    row: Number(row),
    column: String(column),
    message: String(message),
  }));
  return { problems: sortProblems(problems), problemCount: Number(rows[0]?.[3] ?? 0) };
}
