import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { ProductRow } from './productRows';
import { pgArrayLiteral } from './sqlArrays';

/** Each row's product: the one it matched or a new id, in file order. */
export interface ProductIds {
  productIds: number[];
  isNew: boolean[];
}

/** A referenced row deleted by another transaction while the file is written: the job tries again. */
export class ReferencedRowGone extends Error {
  constructor() {
    super('A row the file refers to was deleted while it was written');
  }
}

/** One cell of a tag or attribute column with the product of its row. */
interface ProductCell {
  productId: number;
  isNew: boolean;
  key: string;
  value: string;
}

const cellsOf = (rows: ProductRow[], ids: ProductIds, cells: (row: ProductRow) => { key: string; value: string }[]) =>
  rows.flatMap((row, index) =>
    cells(row).map((cell) => ({ productId: ids.productIds[index] ?? 0, isNew: ids.isNew[index] ?? false, ...cell })),
  );

const array = (cells: ProductCell[], value: (cell: ProductCell) => string | number, type: 'integer' | 'text') =>
  pgArrayLiteral(cells.map(value), type);

/**
 * Tag categories and tags are few, so they are created and looked up once and each cell's tag is found in
 * JavaScript; the links go to the database as arrays. A tag cell replaces the product's tag of that category.
 * The referenced tags and categories are locked as a foreign key check would.
 */
export async function writeTags(db: Db, customerId: number, rows: ProductRow[], ids: ProductIds) {
  const cells = cellsOf(rows, ids, (row) => row.tags.map((tag) => ({ key: tag.category, value: tag.value })));
  if (cells.length === 0) return;
  // Category and value pairs by category, then value (a nested map: no key text built per cell).
  const pairsByCategory = new Map<string, Set<string>>();
  for (const cell of cells) {
    const values = pairsByCategory.get(cell.key);
    if (values) values.add(cell.value);
    else pairsByCategory.set(cell.key, new Set([cell.value]));
  }
  const pairs = [...pairsByCategory].flatMap(([key, values]) => [...values].map((value) => ({ key, value })));
  const categories = pgArrayLiteral(
    pairs.map((pair) => pair.key),
    'text',
  );
  const values = pgArrayLiteral(
    pairs.map((pair) => pair.value),
    'text',
  );
  await db.execute(sql`INSERT INTO tag_categories (customer_id, name, label)
    SELECT DISTINCT ${customerId}::integer, name, name FROM unnest(${categories}) AS u (name) ON CONFLICT DO NOTHING`);
  await db.execute(sql`INSERT INTO tags (customer_id, category_id, value)
    SELECT DISTINCT ${customerId}::integer, c.id, u.value FROM unnest(${categories}, ${values}) AS u (category, value)
    JOIN tag_categories c ON c.customer_id = ${customerId} AND c.name = u.category ON CONFLICT DO NOTHING`);
  const { rows: found } = await db.execute<{ category: string; value: string; category_id: number; tag_id: number }>(
    sql`SELECT c.name AS category, t.value, c.id AS category_id, t.id AS tag_id
      FROM unnest(${categories}, ${values}) AS u (category, value)
      JOIN tag_categories c ON c.customer_id = ${customerId} AND c.name = u.category
      JOIN tags t ON t.customer_id = ${customerId} AND t.category_id = c.id AND t.value = u.value
      FOR KEY SHARE OF c, t`,
  );
  const tagsByCategory = new Map<string, Map<string, { categoryId: number; tagId: number }>>();
  for (const tag of found) {
    const byValue = tagsByCategory.get(tag.category) ?? new Map<string, { categoryId: number; tagId: number }>();
    byValue.set(tag.value, { categoryId: Number(tag.category_id), tagId: Number(tag.tag_id) });
    tagsByCategory.set(tag.category, byValue);
  }
  const foundPairs = [...tagsByCategory.values()].reduce((sum, byValue) => sum + byValue.size, 0);
  if (foundPairs !== pairs.length) throw new ReferencedRowGone();
  // Each cell's tag, looked up once.
  const tagOfCell = cells.map((cell) => tagsByCategory.get(cell.key)?.get(cell.value));
  const tagId = (index: number) => tagOfCell[index]?.tagId ?? 0;
  const matched: number[] = [];
  const freshIndexes: number[] = [];
  cells.forEach((cell, index) => (cell.isNew ? freshIndexes : matched).push(index));
  const productIdArray = (indexes: number[]) =>
    pgArrayLiteral(
      indexes.map((index) => cells[index]?.productId ?? 0),
      'integer',
    );
  const tagIdArray = (indexes: number[]) => pgArrayLiteral(indexes.map(tagId), 'integer');
  // A new product has no tags yet: only matched products can hold another tag of the category. The tenant's
  // product tags get their category first (OFFSET 0 keeps that join apart), then meet the cells by product and
  // category, not every tag of the category (a million rows on 100,000 products). The links to delete are found
  // first and then deleted by their row address (a TID scan): no second pass over the product tags. Links are
  // only ever inserted and deleted, never updated, so a link's address cannot move meanwhile.
  if (matched.length > 0)
    await db.execute(sql`DELETE FROM product_tags WHERE ctid = ANY (ARRAY(
        SELECT h.row_id FROM unnest(${productIdArray(matched)},
          ${pgArrayLiteral(
            matched.map((index) => tagOfCell[index]?.categoryId ?? 0),
            'integer',
          )},
          ${tagIdArray(matched)}) AS l (product_id, category_id, tag_id), (
          SELECT h.ctid AS row_id, h.product_id, h.tag_id, t.category_id FROM product_tags h
          JOIN tags t ON t.customer_id = h.customer_id AND t.id = h.tag_id WHERE h.customer_id = ${customerId} OFFSET 0
        ) h
        WHERE h.product_id = l.product_id AND h.category_id = l.category_id AND h.tag_id <> l.tag_id))`);
  // A new product has no links yet, so its links need no conflict check (a per-row index probe); the same tag
  // named twice in its row is sent once, as ON CONFLICT DO NOTHING would keep it.
  const seenLinks = new Set<string>();
  const fresh = freshIndexes.filter((index) => {
    const link = `${cells[index]?.productId} ${tagId(index)}`;
    if (seenLinks.has(link)) return false;
    seenLinks.add(link);
    return true;
  });
  const links = (indexes: number[]) =>
    sql`unnest(${productIdArray(indexes)}, ${tagIdArray(indexes)}) AS l (product_id, tag_id)`;
  if (fresh.length > 0)
    await db.execute(sql`INSERT INTO product_tags (customer_id, product_id, tag_id)
      SELECT ${customerId}::integer, l.product_id, l.tag_id FROM ${links(fresh)}`);
  // The OR keeps the check a per-row index probe: as an anti-join against a table this transaction may just have
  // filled (stale statistics) it can be planned as a nested loop over every row.
  if (matched.length > 0)
    await db.execute(sql`INSERT INTO product_tags (customer_id, product_id, tag_id)
      SELECT ${customerId}::integer, l.product_id, l.tag_id FROM ${links(matched)}
      WHERE l.product_id IS NULL OR NOT EXISTS (SELECT 1 FROM product_tags pt WHERE pt.customer_id = ${customerId}
        AND pt.product_id = l.product_id AND pt.tag_id = l.tag_id)
      ON CONFLICT DO NOTHING`);
}

/** Attributes are created as needed and looked up once; the values go to the database as arrays. */
export async function writeAttributes(
  db: Db,
  customerId: number,
  attributeTypes: Map<string, string>,
  rows: ProductRow[],
  ids: ProductIds,
) {
  const names = [...attributeTypes.keys()];
  if (names.length === 0) return;
  const types = names.map((name) => attributeTypes.get(name) ?? 's');
  await db.execute(sql`INSERT INTO attributes (customer_id, name, data_type)
    SELECT ${customerId}, n, t FROM unnest(${pgArrayLiteral(names, 'text')}, ${pgArrayLiteral(types, 'text')}) AS u(n, t)
    ON CONFLICT DO NOTHING`);
  const { rows: found } = await db.execute<{ id: number; name: string }>(sql`SELECT id, name FROM attributes
    WHERE customer_id = ${customerId} AND name = ANY(${pgArrayLiteral(names, 'text')}) FOR KEY SHARE`);
  const idOf = new Map(found.map((attribute) => [attribute.name, Number(attribute.id)]));
  if (idOf.size !== names.length) throw new ReferencedRowGone();
  const cells = cellsOf(rows, ids, (row) => row.attributes.map((cell) => ({ key: cell.name, value: cell.value })));
  if (cells.length === 0) return;
  const values = (some: ProductCell[]) =>
    sql`unnest(${array(some, (cell) => cell.productId, 'integer')}, ${array(some, (cell) => idOf.get(cell.key) ?? 0, 'integer')},
      ${array(some, (cell) => cell.value, 'text')}) AS v (product_id, attribute_id, value)`;
  const fresh = cells.filter((cell) => cell.isNew);
  const matched = cells.filter((cell) => !cell.isNew);
  // A new product has no values yet: its values are plain inserts (no per-row conflict check). For the others the
  // OR keeps the check a per-row index probe, as in writeTags.
  if (fresh.length > 0)
    await db.execute(sql`INSERT INTO product_attribute_values (customer_id, product_id, attribute_id, value)
      SELECT ${customerId}::integer, v.product_id, v.attribute_id, v.value FROM ${values(fresh)}`);
  if (matched.length > 0)
    await db.execute(sql`INSERT INTO product_attribute_values (customer_id, product_id, attribute_id, value)
      SELECT ${customerId}::integer, v.product_id, v.attribute_id, v.value FROM ${values(matched)}
      WHERE v.product_id IS NULL OR NOT EXISTS (SELECT 1 FROM product_attribute_values e WHERE e.customer_id = ${customerId}
        AND e.product_id = v.product_id AND e.attribute_id = v.attribute_id AND e.value = v.value)
      ON CONFLICT (customer_id, product_id, attribute_id) DO UPDATE SET value = excluded.value
        WHERE product_attribute_values.value <> excluded.value`);
}
