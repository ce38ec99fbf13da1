import {
  productsAdminMessages,
  type ProductAttributeValuesBody,
  type ProductTagsBody,
  type ProductV2Update,
} from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/httpError';
import { intArray } from './productsV2.repository';

const notFound = (message: string) => new HttpError(404, message);

/** A unique violation as a 409 naming the field, so a duplicate name never answers 500. */
async function unique<T>(field: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505')
      throw new HttpError(409, productsAdminMessages.duplicateName, { [field]: productsAdminMessages.duplicateName });
    throw error;
  }
}

async function requireProduct(db: Db, customerId: number, productId: number) {
  const { rows } = await db.execute(
    sql`SELECT 1 FROM products WHERE customer_id = ${customerId} AND id = ${productId}`,
  );
  if (rows.length === 0) throw notFound(productsAdminMessages.productNotFound);
}

/** Renames, re-brands (creating the brand by name when new) and re-codes a product. */
export async function updateProduct(db: Db, customerId: number, productId: number, change: ProductV2Update) {
  await requireProduct(db, customerId, productId);
  await db.transaction(async (tx) => {
    let brandId: number | null | undefined;
    if (change.brandName === null) brandId = null;
    else if (change.brandName !== undefined) {
      const { rows } = await tx.execute<{ id: number }>(sql`
        INSERT INTO brands (customer_id, name) VALUES (${customerId}, ${change.brandName})
        ON CONFLICT (customer_id, name) DO UPDATE SET name = excluded.name RETURNING id`);
      brandId = rows[0]!.id;
    }
    const sets = [
      change.name !== undefined ? sql`name = ${change.name}` : null,
      brandId !== undefined ? sql`brand_id = ${brandId}` : null,
      change.gtinCodes ? sql`gtin_codes = ${textList(change.gtinCodes)}` : null,
      change.mpnCodes ? sql`mpn_codes = ${textList(change.mpnCodes)}` : null,
      change.otherCodes ? sql`other_codes = ${textList(change.otherCodes)}` : null,
    ].filter((part) => part !== null);
    await tx.execute(
      sql`UPDATE products SET ${sql.join(sets, sql`, `)} WHERE customer_id = ${customerId} AND id = ${productId}`,
    );
  });
}

const textList = (values: readonly string[]) =>
  sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify([...new Set(values)])}::jsonb))`;

/** Sets or (null) removes attribute values of one product. */
export async function setAttributeValues(
  db: Db,
  customerId: number,
  productId: number,
  body: ProductAttributeValuesBody,
) {
  await requireProduct(db, customerId, productId);
  const ids = body.values.map((entry) => entry.attributeId);
  const { rows } = await db.execute<{ id: number }>(
    sql`SELECT id FROM attributes WHERE customer_id = ${customerId} AND id = ANY(${intArray(ids)})`,
  );
  if (rows.length !== new Set(ids).size)
    throw new HttpError(400, productsAdminMessages.attributeNotFound, {
      values: productsAdminMessages.attributeNotFound,
    });
  await db.transaction(async (tx) => {
    for (const { attributeId, value } of body.values) {
      await (value === null || value.trim() === ''
        ? tx.execute(sql`DELETE FROM product_attribute_values WHERE customer_id = ${customerId}
            AND product_id = ${productId} AND attribute_id = ${attributeId}`)
        : tx.execute(sql`INSERT INTO product_attribute_values (customer_id, product_id, attribute_id, value)
            VALUES (${customerId}, ${productId}, ${attributeId}, ${value.trim()})
            ON CONFLICT (customer_id, product_id, attribute_id) DO UPDATE SET value = excluded.value`));
    }
  });
}

/** Replaces the retailers a product is expected at; every one must be tracked by the customer. */
export async function setAssortments(db: Db, customerId: number, productId: number, retailerIds: readonly number[]) {
  await requireProduct(db, customerId, productId);
  const wanted = [...new Set(retailerIds)];
  const { rows } = await db.execute<{ retailer_id: number }>(sql`SELECT retailer_id FROM customer_retailers
    WHERE customer_id = ${customerId} AND retailer_id = ANY(${intArray(wanted)})`);
  if (rows.length !== wanted.length)
    throw new HttpError(400, productsAdminMessages.retailerNotTracked, {
      retailerIds: productsAdminMessages.retailerNotTracked,
    });
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM assortments WHERE customer_id = ${customerId} AND product_id = ${productId}
      AND NOT (retailer_id = ANY(${intArray(wanted)}))`);
    await tx.execute(sql`INSERT INTO assortments (customer_id, retailer_id, product_id)
      SELECT ${customerId}, r, ${productId} FROM unnest(${intArray(wanted)}) AS r ON CONFLICT DO NOTHING`);
  });
}

/** Adds or removes tags on many products at once; answers how many product-tag links changed. */
export async function tagProducts(db: Db, customerId: number, body: ProductTagsBody): Promise<number> {
  const tagIds = [...new Set(body.tagIds)];
  const productIds = [...new Set(body.productIds)];
  const [{ rows: foundTags }, { rows: foundProducts }] = await Promise.all([
    db.execute(sql`SELECT id FROM tags WHERE customer_id = ${customerId} AND id = ANY(${intArray(tagIds)})`),
    db.execute(sql`SELECT id FROM products WHERE customer_id = ${customerId} AND id = ANY(${intArray(productIds)})`),
  ]);
  if (foundTags.length !== tagIds.length)
    throw new HttpError(400, productsAdminMessages.tagNotFound, { tagIds: productsAdminMessages.tagNotFound });
  if (foundProducts.length !== productIds.length)
    throw new HttpError(400, productsAdminMessages.productNotFound, {
      productIds: productsAdminMessages.productNotFound,
    });
  const { rows } =
    body.action === 'add'
      ? await db.execute(sql`INSERT INTO product_tags (customer_id, product_id, tag_id)
          SELECT ${customerId}, p, t FROM unnest(${intArray(productIds)}) AS p CROSS JOIN unnest(${intArray(tagIds)}) AS t
          ON CONFLICT DO NOTHING RETURNING product_id`)
      : await db.execute(sql`DELETE FROM product_tags WHERE customer_id = ${customerId}
          AND product_id = ANY(${intArray(productIds)}) AND tag_id = ANY(${intArray(tagIds)}) RETURNING product_id`);
  return rows.length;
}

export async function createTagCategory(db: Db, customerId: number, name: string, label: string) {
  const { rows } = await unique('name', () =>
    db.execute<{ id: number }>(sql`INSERT INTO tag_categories (customer_id, name, label)
      VALUES (${customerId}, ${name}, ${label}) RETURNING id`),
  );
  return { id: rows[0]!.id, name, label, value: name, tag: name };
}

export async function updateTagCategory(db: Db, customerId: number, id: number, name: string, label: string) {
  const { rows } = await unique('name', () =>
    db.execute(sql`UPDATE tag_categories SET name = ${name}, label = ${label}
      WHERE customer_id = ${customerId} AND id = ${id} RETURNING id`),
  );
  if (rows.length === 0) throw notFound(productsAdminMessages.tagCategoryNotFound);
  return { id, name, label, value: name, tag: name };
}

export async function deleteTagCategory(db: Db, customerId: number, id: number) {
  const { rows } = await db.execute(
    sql`DELETE FROM tag_categories WHERE customer_id = ${customerId} AND id = ${id} RETURNING id`,
  );
  if (rows.length === 0) throw notFound(productsAdminMessages.tagCategoryNotFound);
}

export async function createTag(db: Db, customerId: number, categoryId: number, value: string) {
  const { rows: category } = await db.execute(
    sql`SELECT 1 FROM tag_categories WHERE customer_id = ${customerId} AND id = ${categoryId}`,
  );
  if (category.length === 0)
    throw new HttpError(400, productsAdminMessages.tagCategoryNotFound, {
      categoryId: productsAdminMessages.tagCategoryNotFound,
    });
  const { rows } = await unique('value', () =>
    db.execute<{ id: number }>(sql`INSERT INTO tags (customer_id, category_id, value)
      VALUES (${customerId}, ${categoryId}, ${value}) RETURNING id`),
  );
  return { id: rows[0]!.id, category: categoryId, value };
}

export async function updateTag(db: Db, customerId: number, id: number, value: string) {
  const { rows } = await unique('value', () =>
    db.execute<{ category_id: number }>(sql`UPDATE tags SET value = ${value}
      WHERE customer_id = ${customerId} AND id = ${id} RETURNING category_id`),
  );
  if (rows.length === 0) throw notFound(productsAdminMessages.tagNotFound);
  return { id, category: rows[0]!.category_id, value };
}

export async function deleteTag(db: Db, customerId: number, id: number) {
  const { rows } = await db.execute(
    sql`DELETE FROM tags WHERE customer_id = ${customerId} AND id = ${id} RETURNING id`,
  );
  if (rows.length === 0) throw notFound(productsAdminMessages.tagNotFound);
}

export async function createAttribute(db: Db, customerId: number, name: string, dataType: string) {
  const { rows } = await unique('name', () =>
    db.execute<{ id: number }>(sql`INSERT INTO attributes (customer_id, name, data_type)
      VALUES (${customerId}, ${name}, ${dataType}) RETURNING id`),
  );
  return rows[0]!.id;
}

export async function updateAttribute(db: Db, customerId: number, id: number, name: string, dataType: string) {
  const { rows } = await unique('name', () =>
    db.execute(sql`UPDATE attributes SET name = ${name}, data_type = ${dataType}
      WHERE customer_id = ${customerId} AND id = ${id} RETURNING id`),
  );
  if (rows.length === 0) throw notFound(productsAdminMessages.attributeNotFound);
}

export async function deleteAttribute(db: Db, customerId: number, id: number) {
  const { rows } = await db.execute(
    sql`DELETE FROM attributes WHERE customer_id = ${customerId} AND id = ${id} RETURNING id`,
  );
  if (rows.length === 0) throw notFound(productsAdminMessages.attributeNotFound);
}
