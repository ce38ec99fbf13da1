import type { UploadProblem } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { pgArray } from './sqlArrays';
import type { ProductRow } from './productRows';

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

const join = (values: string[]) => values.join('\u001f');

async function idsByName(
  db: Db,
  table: 'brands' | 'tag_categories' | 'attributes',
  customerId: number,
  names: string[],
) {
  const { rows } = await db.execute<{ id: number; name: string }>(
    sql`SELECT id, name FROM ${sql.identifier(table)} WHERE customer_id = ${customerId} AND name = ANY(${pgArray(names, 'text')})`,
  );
  return new Map(rows.map((row) => [row.name, Number(row.id)]));
}

/** Existing products by GTIN and by MPN; rows match by GTIN first, then MPN (spec-silent choice, see README). */
async function matchProducts(db: Db, customerId: number, rows: ProductRow[]) {
  const { rows: existing } = await db.execute<{ id: number; gtin_codes: string[]; mpn_codes: string[] }>(
    sql`SELECT id, gtin_codes, mpn_codes FROM products WHERE customer_id = ${customerId}`,
  );
  const byGtin = new Map<string, number>();
  const byMpn = new Map<string, number>();
  for (const product of existing) {
    for (const gtin of product.gtin_codes) byGtin.set(gtin, Number(product.id));
    for (const mpn of product.mpn_codes) byMpn.set(mpn, Number(product.id));
  }
  const matched = rows.map((row) => {
    for (const gtin of row.gtins) if (byGtin.has(gtin)) return byGtin.get(gtin) as number;
    for (const mpn of row.mpns) if (byMpn.has(mpn)) return byMpn.get(mpn) as number;
    return null;
  });
  const rowOfProduct = new Map<number, number>();
  const problems: UploadProblem[] = [];
  matched.forEach((id, index) => {
    if (id === null) return;
    const row = rows[index] as ProductRow;
    const earlier = rowOfProduct.get(id);
    if (earlier !== undefined)
      problems.push({ row: row.row, column: 'GTIN', message: `Same product as row ${earlier}` });
    else rowOfProduct.set(id, row.row);
  });
  if (problems.length > 0) throw new RowConflicts(problems);
  return matched;
}

/**
 * Writes checked rows in the caller's transaction: brands, tag categories, tags and attributes are created as
 * needed; matched products are updated (codes added, name and brand replaced), the others created; a tag cell
 * replaces the product's tag of that category; the list gets the products (REPLACE drops the others).
 */
export async function writeProducts(db: Db, target: WriteTarget, rows: ProductRow[]): Promise<number[]> {
  const { customerId } = target;
  const brandNames = [...new Set(rows.flatMap((row) => (row.brand ? [row.brand] : [])))];
  await db.execute(sql`INSERT INTO brands (customer_id, name) SELECT ${customerId}, unnest(${pgArray(brandNames, 'text')})
    ON CONFLICT DO NOTHING`);
  const brands = await idsByName(db, 'brands', customerId, brandNames);
  const matched = await matchProducts(db, customerId, rows);
  const fresh = rows.filter((_row, index) => matched[index] === null);
  const { rows: newIds } = await db.execute<{ id: number }>(sql`
    SELECT nextval(pg_get_serial_sequence('products', 'id'))::integer AS id FROM generate_series(1, ${fresh.length})`);
  let next = 0;
  const productIds = matched.map((id) => id ?? Number(newIds[next++]?.id));
  const columns = (list: ProductRow[], ids: number[]) => ({
    ids,
    names: list.map((row) => row.name),
    brandIds: list.map((row) => (row.brand ? (brands.get(row.brand) ?? null) : null)),
    gtins: list.map((row) => join(row.gtins)),
    mpns: list.map((row) => join(row.mpns)),
    others: list.map((row) => join(row.others)),
  });
  const created = columns(
    fresh,
    productIds.filter((_id, index) => matched[index] === null),
  );
  await db.execute(sql`INSERT INTO products (customer_id, id, name, brand_id, gtin_codes, mpn_codes, other_codes)
    SELECT ${customerId}, u.id, u.name, u.brand_id, string_to_array(u.g, ${'\u001f'}), string_to_array(u.m, ${'\u001f'}),
      string_to_array(u.o, ${'\u001f'})
    FROM unnest(${pgArray(created.ids, 'integer')}, ${pgArray(created.names, 'text')}, ${pgArray(created.brandIds, 'integer')}, ${pgArray(created.gtins, 'text')},
      ${pgArray(created.mpns, 'text')}, ${pgArray(created.others, 'text')}) AS u(id, name, brand_id, g, m, o)`);
  const kept = rows.filter((_row, index) => matched[index] !== null);
  const updated = columns(
    kept,
    matched.filter((id): id is number => id !== null),
  );
  await db.execute(sql`UPDATE products p SET name = u.name, brand_id = coalesce(u.brand_id, p.brand_id),
      gtin_codes = ARRAY(SELECT DISTINCT unnest(p.gtin_codes || string_to_array(u.g, ${'\u001f'}))),
      mpn_codes = ARRAY(SELECT DISTINCT unnest(p.mpn_codes || string_to_array(u.m, ${'\u001f'}))),
      other_codes = ARRAY(SELECT DISTINCT unnest(p.other_codes || string_to_array(u.o, ${'\u001f'})))
    FROM unnest(${pgArray(updated.ids, 'integer')}, ${pgArray(updated.names, 'text')}, ${pgArray(updated.brandIds, 'integer')}, ${pgArray(updated.gtins, 'text')},
      ${pgArray(updated.mpns, 'text')}, ${pgArray(updated.others, 'text')}) AS u(id, name, brand_id, g, m, o)
    WHERE p.customer_id = ${customerId} AND p.id = u.id`);
  await writeTags(db, customerId, rows, productIds);
  await writeAttributes(db, target, rows, productIds);
  if (target.retailers) await writeAssortment(db, customerId, target.retailers, rows, productIds);
  if (target.processingMode === 'REPLACE') {
    await db.execute(sql`DELETE FROM product_list_products WHERE customer_id = ${customerId}
      AND product_list_id = ${target.listId} AND NOT (product_id = ANY(${pgArray(productIds, 'integer')}))`);
  }
  await db.execute(sql`INSERT INTO product_list_products (customer_id, product_list_id, product_id)
    SELECT ${customerId}, ${target.listId}, unnest(${pgArray(productIds, 'integer')}) ON CONFLICT DO NOTHING`);
  return productIds;
}

async function writeTags(db: Db, customerId: number, rows: ProductRow[], productIds: number[]) {
  const pairs = rows.flatMap((row, index) =>
    row.tags.map((tag) => ({ ...tag, productId: productIds[index] as number })),
  );
  if (pairs.length === 0) return;
  const categoryNames = [...new Set(pairs.map((pair) => pair.category))];
  await db.execute(sql`INSERT INTO tag_categories (customer_id, name, label)
    SELECT ${customerId}, n, n FROM unnest(${pgArray(categoryNames, 'text')}) AS n ON CONFLICT DO NOTHING`);
  const categories = await idsByName(db, 'tag_categories', customerId, categoryNames);
  const productIdsOf = pairs.map((pair) => pair.productId);
  const categoryIds = pairs.map((pair) => categories.get(pair.category) as number);
  const values = pairs.map((pair) => pair.value);
  // A staged, analysed table: joins against unnest() are planned as nested loops and take minutes at 100,000 rows.
  await db.execute(sql`CREATE TEMP TABLE product_tag_stage (product_id integer, category_id integer, value text,
    tag_id integer) ON COMMIT DROP`);
  await db.execute(sql`INSERT INTO product_tag_stage (product_id, category_id, value)
    SELECT * FROM unnest(${pgArray(productIdsOf, 'integer')}, ${pgArray(categoryIds, 'integer')}, ${pgArray(values, 'text')})`);
  await db.execute(sql`ANALYZE product_tag_stage`);
  await db.execute(sql`INSERT INTO tags (customer_id, category_id, value)
    SELECT DISTINCT ${customerId}::integer, category_id, value FROM product_tag_stage ON CONFLICT DO NOTHING`);
  await db.execute(sql`UPDATE product_tag_stage s SET tag_id = t.id FROM tags t
    WHERE t.customer_id = ${customerId} AND t.category_id = s.category_id AND t.value = s.value`);
  await db.execute(sql`DELETE FROM product_tags pt USING product_tag_stage s, tags t
    WHERE pt.customer_id = ${customerId} AND pt.product_id = s.product_id AND t.customer_id = pt.customer_id
      AND t.id = pt.tag_id AND t.category_id = s.category_id AND pt.tag_id <> s.tag_id`);
  await db.execute(sql`INSERT INTO product_tags (customer_id, product_id, tag_id)
    SELECT ${customerId}::integer, product_id, tag_id FROM product_tag_stage ON CONFLICT DO NOTHING`);
}

async function writeAttributes(db: Db, target: WriteTarget, rows: ProductRow[], productIds: number[]) {
  const { customerId } = target;
  const triples = rows.flatMap((row, index) =>
    row.attributes.map((attribute) => ({ ...attribute, productId: productIds[index] as number })),
  );
  if (triples.length === 0) return;
  const names = [...target.attributeTypes.keys()];
  await db.execute(sql`INSERT INTO attributes (customer_id, name, data_type)
    SELECT ${customerId}, n, t FROM unnest(${pgArray(names, 'text')}, ${pgArray(
      names.map((name) => target.attributeTypes.get(name) ?? 's'),
      'text',
    )})
      AS u(n, t)
    ON CONFLICT DO NOTHING`);
  const ids = await idsByName(db, 'attributes', customerId, names);
  await db.execute(sql`INSERT INTO product_attribute_values (customer_id, product_id, attribute_id, value)
    SELECT ${customerId}, p, a, v FROM unnest(${pgArray(
      triples.map((t) => t.productId),
      'integer',
    )},
      ${pgArray(
        triples.map((t) => ids.get(t.name) as number),
        'integer',
      )}, ${pgArray(
        triples.map((t) => t.value),
        'text',
      )}) AS u(p, a, v)
    ON CONFLICT (customer_id, product_id, attribute_id) DO UPDATE SET value = excluded.value`);
}

async function writeAssortment(
  db: Db,
  customerId: number,
  retailers: Map<string, number>,
  rows: ProductRow[],
  productIds: number[],
) {
  const retailerIds = rows.map((row) => retailers.get((row.retailer ?? '').toLowerCase()) as number);
  await db.execute(sql`INSERT INTO assortments (customer_id, retailer_id, product_id)
    SELECT DISTINCT ${customerId}::integer, r, p FROM unnest(${pgArray(retailerIds, 'integer')}, ${pgArray(productIds, 'integer')}) AS u(r, p)
    ON CONFLICT DO NOTHING`);
  const pages = rows.flatMap((row, index) =>
    row.shopProductId && row.pdpUrl
      ? [{ retailerId: retailerIds[index] as number, productId: productIds[index] as number, row }]
      : [],
  );
  if (pages.length === 0) return;
  await db.execute(sql`INSERT INTO retailer_products (customer_id, retailer_id, product_id, shop_product_id, pdp_url)
    SELECT ${customerId}, r, p, s, u FROM unnest(${pgArray(
      pages.map((page) => page.retailerId),
      'integer',
    )},
      ${pgArray(
        pages.map((page) => page.productId),
        'integer',
      )}, ${pgArray(
        pages.map((page) => page.row.shopProductId),
        'text',
      )},
      ${pgArray(
        pages.map((page) => page.row.pdpUrl),
        'text',
      )}) AS x(r, p, s, u)
    ON CONFLICT (customer_id, retailer_id, product_id) DO UPDATE
      SET shop_product_id = excluded.shop_product_id, pdp_url = excluded.pdp_url`);
}
