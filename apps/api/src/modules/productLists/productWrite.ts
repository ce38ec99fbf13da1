import { CODE_SEPARATOR, type UploadProblem } from '@shelfsight/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { ProductRow } from './productRows';
import { type ProductIds, ReferencedRowGone, writeAttributes, writeTags } from './productTagsAttributes';
import { pgArrayLiteral } from './sqlArrays';

/** Thrown inside the write when rows turn out to name the same product: the transaction rolls back. */
export class RowConflicts extends Error {
  constructor(readonly problems: UploadProblem[]) {
    super('rows name the same product');
  }
}

export interface WriteTarget {
  customerId: number;
  listId: number;
  processingMode: string;
  attributeTypes: Map<string, string>;
  /** Retailer ids by lower-case name (ASSORTMENT lists). */
  retailers: Map<string, number> | null;
}

/** Rows sent to the database in one statement: bounds the size of one parameter. */
const STAGE_CHUNK_ROWS = 10_000;

/** The staged columns, in the order of COPY's lines and of the unnest below. */
const STAGE_COLUMNS =
  'ord, file_row, brand, name, gtins, mpns, others, retailer_id, shop_product_id, pdp_url, product_id, is_new';

/** The connection under a Drizzle transaction when it is the embedded database's (it reads COPY input from a blob). */
function embeddedClient(db: Db): PgliteClient | null {
  const client = (db as unknown as { session?: { client?: Partial<PgliteClient> & { exec?: unknown } } }).session
    ?.client;
  return client && typeof client.exec === 'function' && typeof client.query === 'function'
    ? (client as PgliteClient)
    : null;
}
interface PgliteClient {
  query(text: string, params: unknown[], options: { blob: Blob }): Promise<unknown>;
}

/** A value as COPY's text format writes it: \N for null, backslash, tab and line breaks escaped. */
const copyText = (value: string | number | boolean | null): string =>
  value === null ? '\\N' : typeof value === 'string' ? value.replace(/[\\\t\n\r]/g, copyEscape) : String(value);
const copyEscape = (character: string) =>
  character === '\\' ? '\\\\' : character === '\t' ? '\\t' : character === '\n' ? '\\n' : '\\r';
/** Codes as an array literal ({"a","b"}), escaped as array elements. */
const arrayText = (codes: string[]) => `{${codes.map((code) => `"${code.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;

/**
 * The file's rows in temporary tables, so that every write below is one statement over all rows. Planned
 * against fresh statistics: joins against rows the planner cannot count are planned as nested loops. A small
 * sample is enough for that (the default statistics target reads 30,000 rows).
 */
async function stageRows(db: Db, target: WriteTarget, rows: ProductRow[], ids: ProductIds, superuser: boolean) {
  await db.execute(sql`CREATE TEMP TABLE product_stage (ord integer PRIMARY KEY, file_row integer NOT NULL, brand text,
    name text NOT NULL, gtins text[] NOT NULL, mpns text[] NOT NULL, others text[] NOT NULL, retailer_id integer,
    shop_product_id text, pdp_url text, product_id integer NOT NULL, is_new boolean NOT NULL) ON COMMIT DROP`);
  const retailerId = (row: ProductRow) =>
    target.retailers ? (target.retailers.get((row.retailer ?? '').toLowerCase()) ?? null) : null;
  // The embedded database reads COPY lines from a blob (as a file: superusers only): no parameter parsing, no
  // array literals per column.
  const embedded = superuser ? embeddedClient(db) : null;
  if (embedded) {
    const lines = rows.map((row, index) =>
      [
        index,
        row.row,
        copyText(row.brand),
        copyText(row.name),
        copyText(arrayText(row.gtins)),
        copyText(arrayText(row.mpns)),
        copyText(arrayText(row.others)),
        copyText(retailerId(row)),
        copyText(row.shopProductId),
        copyText(row.pdpUrl),
        ids.productIds[index] ?? 0,
        ids.isNew[index] ? 't' : 'f',
      ].join('\t'),
    );
    await embedded.query(`COPY product_stage (${STAGE_COLUMNS}) FROM '/dev/blob'`, [], {
      blob: new Blob([`${lines.join('\n')}\n`]),
    });
  } else await insertStageChunks(db, rows, ids, retailerId);
  await db.execute(sql`SET LOCAL default_statistics_target = 10`);
  await db.execute(sql`ANALYZE product_stage`);
}

async function insertStageChunks(
  db: Db,
  rows: ProductRow[],
  ids: ProductIds,
  retailerId: (row: ProductRow) => number | null,
) {
  for (let start = 0; start < rows.length; start += STAGE_CHUNK_ROWS) {
    const chunk = rows.slice(start, start + STAGE_CHUNK_ROWS);
    const text = (value: (row: ProductRow) => string | null) => pgArrayLiteral(chunk.map(value), 'text');
    const integer = (value: (row: ProductRow, index: number) => number | null) =>
      pgArrayLiteral(chunk.map(value), 'integer');
    // Codes were split at the code separator, so it cannot occur inside one: joined by it, split back in SQL.
    const codes = (value: (row: ProductRow) => string[]) => text((row) => value(row).join(CODE_SEPARATOR));
    const columns = [
      integer((_, index) => start + index),
      integer((row) => row.row),
      text((row) => row.brand),
      text((row) => row.name),
      codes((row) => row.gtins),
      codes((row) => row.mpns),
      codes((row) => row.others),
      integer(retailerId),
      text((row) => row.shopProductId),
      text((row) => row.pdpUrl),
      integer((_, index) => ids.productIds[start + index] ?? null),
      pgArrayLiteral(
        chunk.map((_, index) => (ids.isNew[start + index] ? 'true' : 'false')),
        'boolean',
      ),
    ];
    await db.execute(sql`INSERT INTO product_stage (${sql.raw(STAGE_COLUMNS)})
      SELECT ord, file_row, brand, name, string_to_array(gtins, ${CODE_SEPARATOR}),
        string_to_array(mpns, ${CODE_SEPARATOR}), string_to_array(others, ${CODE_SEPARATOR}), retailer_id,
        shop_product_id, pdp_url, product_id, is_new
      FROM unnest(${sql.join(columns, sql`, `)}) AS u (${sql.raw(STAGE_COLUMNS)})`);
  }
}

/**
 * PostgreSQL checks a foreign key with one query per written row: most of the write's time on a large file. Every
 * id this write stores was just read or created in its transaction, so on a superuser connection (the embedded
 * database always) the transaction turns those per-row checks off (session_replication_role) and instead locks the
 * referenced rows that already existed, set-based, as the checks would. The project's triggers on the written
 * tables still fire (ENABLE ALWAYS, migration 0036), except the search text one: the write sets that column itself.
 */
async function turnOffRowForeignKeyChecks(db: Db): Promise<boolean> {
  const { rows } = await db.execute<{ superuser: string }>(sql`SELECT current_setting('is_superuser') AS superuser`);
  if (rows[0]?.superuser !== 'on') return false;
  await db.execute(sql`SET LOCAL session_replication_role = replica`);
  return true;
}

/** Runs a query answering `missing`; a referenced row deleted meanwhile fails the try (the job retries it). */
async function lockReferenced(db: Db, query: SQL) {
  const { rows } = await db.execute<{ missing: boolean }>(query);
  if (rows[0]?.missing !== false) throw new ReferencedRowGone();
}

/** A comma-separated list of integers (string_agg) as numbers; none for null. */
const numberList = (text: string | null | undefined): number[] => (text ? text.split(',').map(Number) : []);

/**
 * Rows match existing products by GTIN first, then MPN, each in the order the row lists its codes (spec-silent
 * choice, see README); a code several products carry matches the oldest of them. Rows that name the same product
 * are a conflict; the others get a new product id, in file order.
 */
async function matchProducts(db: Db, customerId: number, rows: ProductRow[]): Promise<ProductIds> {
  const codes = (value: (row: ProductRow) => string[]) =>
    pgArrayLiteral(
      rows.map((row) => value(row).join(CODE_SEPARATOR)),
      'text',
    );
  // The matches come back as two comma-separated lists in one row: a result row each costs far more than the
  // text, above all in the embedded database.
  const { rows: matches } = await db.execute<{ ords: string | null; product_ids: string | null }>(sql`
    SELECT string_agg(m.ord::text, ',' ORDER BY m.ord) AS ords, string_agg(m.product_id::text, ',' ORDER BY m.ord)
      AS product_ids
    FROM (SELECT DISTINCT ON (c.ord) c.ord, p.id AS product_id
    FROM (
      SELECT s.ord, g.code, g.k AS priority, true AS is_gtin
      FROM unnest(${codes((row) => row.gtins)}) WITH ORDINALITY s (codes, ord),
        unnest(string_to_array(s.codes, ${CODE_SEPARATOR})) WITH ORDINALITY g (code, k)
      UNION ALL
      SELECT s.ord, m.code, 1000000 + m.k, false
      FROM unnest(${codes((row) => row.mpns)}) WITH ORDINALITY s (codes, ord),
        unnest(string_to_array(s.codes, ${CODE_SEPARATOR})) WITH ORDINALITY m (code, k)
    ) c
    JOIN (
      SELECT p.id, g AS code, true AS is_gtin FROM products p, unnest(p.gtin_codes) g WHERE p.customer_id = ${customerId}
      UNION ALL
      SELECT p.id, m, false FROM products p, unnest(p.mpn_codes) m WHERE p.customer_id = ${customerId}
    ) p ON p.code = c.code AND p.is_gtin = c.is_gtin
    ORDER BY c.ord, c.priority, p.id) m`);
  const productIds: (number | null)[] = rows.map(() => null);
  const ords = numberList(matches[0]?.ords);
  const matchedIds = numberList(matches[0]?.product_ids);
  // WITH ORDINALITY counts from 1.
  ords.forEach((ord, index) => {
    productIds[ord - 1] = matchedIds[index] ?? null;
  });
  const firstRowOfProduct = new Map<number, number>();
  const problems: UploadProblem[] = [];
  rows.forEach((row, index) => {
    const id = productIds[index];
    if (id === null || id === undefined) return;
    const earlier = firstRowOfProduct.get(id);
    if (earlier === undefined) firstRowOfProduct.set(id, row.row);
    else problems.push({ row: row.row, column: 'GTIN', message: `Same product as row ${earlier}` });
  });
  if (problems.length > 0) throw new RowConflicts(problems.sort((x, y) => x.row - y.row));
  const isNew = productIds.map((id) => id === null);
  const newCount = isNew.filter(Boolean).length;
  // The sequence is looked up once (MATERIALIZED: a subquery in FROM is pulled up and its lookup made on every
  // row). The ids come back as one list.
  const { rows: newIds } = await db.execute<{ ids: string | null }>(sql`
    WITH q AS MATERIALIZED (SELECT pg_get_serial_sequence('products', 'id')::regclass AS seq)
    SELECT string_agg(n.id::text, ',') AS ids
    FROM (SELECT nextval(q.seq)::integer AS id FROM q, generate_series(1, ${newCount}::integer)) n`);
  const ascending = numberList(newIds[0]?.ids).sort((x, y) => x - y);
  let next = 0;
  return { productIds: productIds.map((id) => id ?? ascending[next++] ?? 0), isNew };
}

/**
 * Writes checked rows in the caller's transaction: brands, tag categories, tags and attributes are created as
 * needed; matched products are updated (codes added, name and brand replaced), the others created; a tag cell
 * replaces the product's tag of that category; the list gets the products (REPLACE drops the others). Rows are
 * staged once and written with one statement a table; what a file leaves as it is is not rewritten.
 */
export async function writeProducts(db: Db, target: WriteTarget, rows: ProductRow[]): Promise<void> {
  const { customerId } = target;
  const rowChecksOff = await turnOffRowForeignKeyChecks(db);
  await db.execute(sql`SET LOCAL work_mem = '64MB'`);
  const ids = await matchProducts(db, customerId, rows);
  await stageRows(db, target, rows, ids, rowChecksOff);
  await db.execute(sql`INSERT INTO brands (customer_id, name)
    SELECT DISTINCT ${customerId}::integer, brand FROM product_stage WHERE brand IS NOT NULL ON CONFLICT DO NOTHING`);
  if (rowChecksOff)
    await lockReferenced(
      db,
      sql`SELECT
      (SELECT count(*) FROM product_stage WHERE NOT is_new) <> (SELECT count(*) FROM (SELECT 1 FROM products
        WHERE customer_id = ${customerId} AND id IN (SELECT product_id FROM product_stage WHERE NOT is_new)
        FOR KEY SHARE) l)
      OR (SELECT count(DISTINCT brand) FROM product_stage) <> (SELECT count(*) FROM (SELECT 1 FROM brands
        WHERE customer_id = ${customerId} AND name IN (SELECT brand FROM product_stage) FOR KEY SHARE) l)
      OR (SELECT count(DISTINCT retailer_id) FROM product_stage) <> (SELECT count(*) FROM (SELECT 1
        FROM customer_retailers WHERE customer_id = ${customerId}
          AND retailer_id IN (SELECT retailer_id FROM product_stage) FOR KEY SHARE) l)
      OR (SELECT count(*) FROM (SELECT 1 FROM product_lists WHERE customer_id = ${customerId}
        AND id = ${target.listId} FOR KEY SHARE) l) <> 1 AS missing`,
    );
  // search_text as products_set_search_text (0024) sets it; the trigger does not fire while foreign key checks
  // are off (below), and sets the same value when it does.
  await db.execute(sql`INSERT INTO products (customer_id, id, name, brand_id, gtin_codes, mpn_codes, other_codes,
      search_text)
    SELECT ${customerId}, s.product_id, s.name, b.id, s.gtins, s.mpns, s.others,
      products_search_text(s.name, b.name, s.gtins, s.mpns, s.others)
    FROM product_stage s LEFT JOIN brands b ON b.customer_id = ${customerId} AND b.name = s.brand
    WHERE s.is_new ORDER BY s.ord`);
  await db.execute(sql`UPDATE products p SET name = c.name, brand_id = c.brand_id, gtin_codes = c.gtins,
      mpn_codes = c.mpns, other_codes = c.others,
      search_text = products_search_text(c.name, c.brand, c.gtins, c.mpns, c.others)
    FROM (
      SELECT p.id, s.name, coalesce(b.id, p.brand_id) AS brand_id, coalesce(b.name, ob.name) AS brand,
        ARRAY(SELECT DISTINCT unnest(p.gtin_codes || s.gtins)) AS gtins,
        ARRAY(SELECT DISTINCT unnest(p.mpn_codes || s.mpns)) AS mpns,
        ARRAY(SELECT DISTINCT unnest(p.other_codes || s.others)) AS others
      FROM product_stage s JOIN products p ON p.customer_id = ${customerId} AND p.id = s.product_id
      LEFT JOIN brands b ON b.customer_id = ${customerId} AND b.name = s.brand
      LEFT JOIN brands ob ON ob.customer_id = ${customerId} AND ob.id = p.brand_id
      WHERE NOT s.is_new AND (p.name <> s.name OR p.brand_id IS DISTINCT FROM coalesce(b.id, p.brand_id)
        OR NOT p.gtin_codes @> s.gtins OR NOT p.mpn_codes @> s.mpns OR NOT p.other_codes @> s.others)
    ) c
    WHERE p.customer_id = ${customerId} AND p.id = c.id`);
  await writeTags(db, customerId, rows, ids);
  await writeAttributes(db, customerId, target.attributeTypes, rows, ids);
  if (target.retailers) await writeAssortment(db, customerId);
  if (target.processingMode === 'REPLACE') {
    await db.execute(sql`DELETE FROM product_list_products l WHERE l.customer_id = ${customerId}
      AND l.product_list_id = ${target.listId}
      AND NOT EXISTS (SELECT 1 FROM product_stage s WHERE s.product_id = l.product_id)`);
  }
  // A product created by this write is in no list yet: its rows need no conflict check (a per-row index probe).
  // For the others the OR keeps the check a per-row index probe: as an anti-join against the table just filled
  // (stale statistics) it was planned as a nested loop over every row.
  await db.execute(sql`INSERT INTO product_list_products (customer_id, product_list_id, product_id)
    SELECT ${customerId}::integer, ${target.listId}::integer, s.product_id FROM product_stage s
    WHERE s.is_new ORDER BY s.ord`);
  await db.execute(sql`INSERT INTO product_list_products (customer_id, product_list_id, product_id)
    SELECT ${customerId}::integer, ${target.listId}::integer, s.product_id FROM product_stage s
    WHERE NOT s.is_new AND (s.is_new OR NOT EXISTS (SELECT 1 FROM product_list_products l
      WHERE l.customer_id = ${customerId} AND l.product_list_id = ${target.listId} AND l.product_id = s.product_id))
    ORDER BY s.ord ON CONFLICT DO NOTHING`);
}

async function writeAssortment(db: Db, customerId: number) {
  await db.execute(sql`INSERT INTO assortments (customer_id, retailer_id, product_id)
    SELECT DISTINCT ${customerId}::integer, retailer_id, product_id FROM product_stage ON CONFLICT DO NOTHING`);
  await db.execute(sql`INSERT INTO retailer_products (customer_id, retailer_id, product_id, shop_product_id, pdp_url)
    SELECT ${customerId}::integer, retailer_id, product_id, shop_product_id, pdp_url FROM product_stage
    WHERE shop_product_id IS NOT NULL AND pdp_url IS NOT NULL
    ON CONFLICT (customer_id, retailer_id, product_id) DO UPDATE
      SET shop_product_id = excluded.shop_product_id, pdp_url = excluded.pdp_url
      WHERE retailer_products.shop_product_id <> excluded.shop_product_id
        OR retailer_products.pdp_url <> excluded.pdp_url`);
}
