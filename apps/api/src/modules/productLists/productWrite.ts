import type { UploadProblem } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { ProductRow } from './productRows';
import { pgArray } from './sqlArrays';

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

/**
 * The file's rows in temporary tables, so that every write below is one statement over all rows. Planned
 * against fresh statistics: joins against rows the planner cannot count are planned as nested loops.
 */
async function stageRows(db: Db, target: WriteTarget, rows: ProductRow[]) {
  await db.execute(sql`CREATE TEMP TABLE product_stage (ord integer PRIMARY KEY, file_row integer NOT NULL, brand text,
    name text NOT NULL, gtins text[] NOT NULL, mpns text[] NOT NULL, others text[] NOT NULL, retailer_id integer,
    shop_product_id text, pdp_url text, product_id integer, is_new boolean NOT NULL DEFAULT false) ON COMMIT DROP`);
  await db.execute(sql`CREATE TEMP TABLE product_stage_tag (ord integer NOT NULL, category text NOT NULL,
    value text NOT NULL) ON COMMIT DROP`);
  await db.execute(sql`CREATE TEMP TABLE product_stage_attribute (ord integer NOT NULL, name text NOT NULL,
    value text NOT NULL) ON COMMIT DROP`);
  for (let start = 0; start < rows.length; start += STAGE_CHUNK_ROWS) {
    const chunk = rows.slice(start, start + STAGE_CHUNK_ROWS).map((row, index) => ({ ...row, ord: start + index }));
    const staged = chunk.map((row) => ({
      ord: row.ord,
      file_row: row.row,
      brand: row.brand,
      name: row.name,
      gtins: row.gtins,
      mpns: row.mpns,
      others: row.others,
      retailer_id: target.retailers ? (target.retailers.get((row.retailer ?? '').toLowerCase()) ?? null) : null,
      shop_product_id: row.shopProductId,
      pdp_url: row.pdpUrl,
    }));
    await db.execute(sql`INSERT INTO product_stage (ord, file_row, brand, name, gtins, mpns, others, retailer_id,
        shop_product_id, pdp_url)
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(staged)}::jsonb) AS x(ord integer, file_row integer, brand text,
        name text, gtins text[], mpns text[], others text[], retailer_id integer, shop_product_id text, pdp_url text)`);
    const tags = chunk.flatMap((row) => row.tags.map((tag) => ({ ord: row.ord, ...tag })));
    if (tags.length > 0)
      await db.execute(sql`INSERT INTO product_stage_tag (ord, category, value)
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(tags)}::jsonb) AS x(ord integer, category text, value text)`);
    const attributes = chunk.flatMap((row) => row.attributes.map((attribute) => ({ ord: row.ord, ...attribute })));
    if (attributes.length > 0)
      await db.execute(sql`INSERT INTO product_stage_attribute (ord, name, value)
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(attributes)}::jsonb) AS x(ord integer, name text, value text)`);
  }
  await db.execute(sql`ANALYZE product_stage, product_stage_tag, product_stage_attribute`);
}

/**
 * Rows match existing products by GTIN first, then MPN, each in the order the row lists its codes (spec-silent
 * choice, see README); a code several products carry matches the oldest of them. Rows that name the same product
 * are a conflict; the others get a new product id, in file order.
 */
async function matchProducts(db: Db, customerId: number) {
  await db.execute(sql`UPDATE product_stage s SET product_id = m.product_id
    FROM (
      SELECT DISTINCT ON (c.ord) c.ord, p.id AS product_id
      FROM (
        SELECT s.ord, g.code, g.k AS priority, true AS is_gtin FROM product_stage s, unnest(s.gtins) WITH ORDINALITY g (code, k)
        UNION ALL
        SELECT s.ord, m.code, 1000000 + m.k, false FROM product_stage s, unnest(s.mpns) WITH ORDINALITY m (code, k)
      ) c
      JOIN (
        SELECT p.id, g AS code, true AS is_gtin FROM products p, unnest(p.gtin_codes) g WHERE p.customer_id = ${customerId}
        UNION ALL
        SELECT p.id, m, false FROM products p, unnest(p.mpn_codes) m WHERE p.customer_id = ${customerId}
      ) p ON p.code = c.code AND p.is_gtin = c.is_gtin
      ORDER BY c.ord, c.priority, p.id
    ) m
    WHERE s.ord = m.ord`);
  const { rows: conflicts } = await db.execute<{ file_row: number; earlier: number }>(sql`
    SELECT file_row, earlier FROM (
      SELECT file_row, min(file_row) OVER (PARTITION BY product_id) AS earlier
      FROM product_stage WHERE product_id IS NOT NULL
    ) r WHERE file_row > earlier ORDER BY file_row`);
  if (conflicts.length > 0) {
    throw new RowConflicts(
      conflicts.map((conflict) => ({
        row: Number(conflict.file_row),
        column: 'GTIN',
        message: `Same product as row ${conflict.earlier}`,
      })),
    );
  }
  await db.execute(sql`UPDATE product_stage s SET product_id = n.id, is_new = true
    FROM (SELECT ord, nextval(pg_get_serial_sequence('products', 'id'))::integer AS id
      FROM (SELECT ord FROM product_stage WHERE product_id IS NULL ORDER BY ord) o) n
    WHERE s.ord = n.ord`);
}

/**
 * Writes checked rows in the caller's transaction: brands, tag categories, tags and attributes are created as
 * needed; matched products are updated (codes added, name and brand replaced), the others created; a tag cell
 * replaces the product's tag of that category; the list gets the products (REPLACE drops the others). Rows are
 * staged once and written with one statement a table; what a file leaves as it is is not rewritten.
 */
export async function writeProducts(db: Db, target: WriteTarget, rows: ProductRow[]): Promise<void> {
  const { customerId } = target;
  await stageRows(db, target, rows);
  await db.execute(sql`INSERT INTO brands (customer_id, name)
    SELECT DISTINCT ${customerId}::integer, brand FROM product_stage WHERE brand IS NOT NULL ON CONFLICT DO NOTHING`);
  await matchProducts(db, customerId);
  await db.execute(sql`INSERT INTO products (customer_id, id, name, brand_id, gtin_codes, mpn_codes, other_codes)
    SELECT ${customerId}, s.product_id, s.name, b.id, s.gtins, s.mpns, s.others
    FROM product_stage s LEFT JOIN brands b ON b.customer_id = ${customerId} AND b.name = s.brand
    WHERE s.is_new ORDER BY s.ord`);
  await db.execute(sql`UPDATE products p SET name = s.name, brand_id = coalesce(b.id, p.brand_id),
      gtin_codes = ARRAY(SELECT DISTINCT unnest(p.gtin_codes || s.gtins)),
      mpn_codes = ARRAY(SELECT DISTINCT unnest(p.mpn_codes || s.mpns)),
      other_codes = ARRAY(SELECT DISTINCT unnest(p.other_codes || s.others))
    FROM product_stage s LEFT JOIN brands b ON b.customer_id = ${customerId} AND b.name = s.brand
    WHERE NOT s.is_new AND p.customer_id = ${customerId} AND p.id = s.product_id
      AND (p.name <> s.name OR p.brand_id IS DISTINCT FROM coalesce(b.id, p.brand_id) OR NOT p.gtin_codes @> s.gtins
        OR NOT p.mpn_codes @> s.mpns OR NOT p.other_codes @> s.others)`);
  await writeTags(db, customerId);
  await writeAttributes(db, target);
  if (target.retailers) await writeAssortment(db, customerId);
  if (target.processingMode === 'REPLACE') {
    await db.execute(sql`DELETE FROM product_list_products l WHERE l.customer_id = ${customerId}
      AND l.product_list_id = ${target.listId}
      AND NOT EXISTS (SELECT 1 FROM product_stage s WHERE s.product_id = l.product_id)`);
  }
  await db.execute(sql`INSERT INTO product_list_products (customer_id, product_list_id, product_id)
    SELECT ${customerId}::integer, ${target.listId}::integer, product_id FROM product_stage ORDER BY ord
    ON CONFLICT DO NOTHING`);
}

async function writeTags(db: Db, customerId: number) {
  await db.execute(sql`INSERT INTO tag_categories (customer_id, name, label)
    SELECT DISTINCT ${customerId}::integer, category, category FROM product_stage_tag ON CONFLICT DO NOTHING`);
  await db.execute(sql`INSERT INTO tags (customer_id, category_id, value)
    SELECT DISTINCT ${customerId}::integer, c.id, t.value FROM product_stage_tag t
    JOIN tag_categories c ON c.customer_id = ${customerId} AND c.name = t.category ON CONFLICT DO NOTHING`);
  await db.execute(sql`CREATE TEMP TABLE product_stage_link ON COMMIT DROP AS
    SELECT s.product_id, s.is_new, c.id AS category_id, g.id AS tag_id
    FROM product_stage_tag t JOIN product_stage s ON s.ord = t.ord
    JOIN tag_categories c ON c.customer_id = ${customerId} AND c.name = t.category
    JOIN tags g ON g.customer_id = ${customerId} AND g.category_id = c.id AND g.value = t.value`);
  await db.execute(sql`ANALYZE product_stage_link`);
  // A new product has no tags yet: only matched products can hold another tag of the category.
  await db.execute(sql`DELETE FROM product_tags pt USING product_stage_link l, tags t
    WHERE NOT l.is_new AND pt.customer_id = ${customerId} AND pt.product_id = l.product_id AND pt.tag_id <> l.tag_id
      AND t.customer_id = pt.customer_id AND t.id = pt.tag_id AND t.category_id = l.category_id`);
  await db.execute(sql`INSERT INTO product_tags (customer_id, product_id, tag_id)
    SELECT ${customerId}::integer, product_id, tag_id FROM product_stage_link ON CONFLICT DO NOTHING`);
}

async function writeAttributes(db: Db, target: WriteTarget) {
  const { customerId } = target;
  const names = [...target.attributeTypes.keys()];
  if (names.length === 0) return;
  const types = names.map((name) => target.attributeTypes.get(name) ?? 's');
  await db.execute(sql`INSERT INTO attributes (customer_id, name, data_type)
    SELECT ${customerId}, n, t FROM unnest(${pgArray(names, 'text')}, ${pgArray(types, 'text')}) AS u(n, t)
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`INSERT INTO product_attribute_values (customer_id, product_id, attribute_id, value)
    SELECT ${customerId}::integer, s.product_id, a.id, v.value FROM product_stage_attribute v
    JOIN product_stage s ON s.ord = v.ord JOIN attributes a ON a.customer_id = ${customerId} AND a.name = v.name
    ON CONFLICT (customer_id, product_id, attribute_id) DO UPDATE SET value = excluded.value
      WHERE product_attribute_values.value <> excluded.value`);
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
