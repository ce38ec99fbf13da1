import type { ProductList, ProductListAccessLevel, ProductListProduct } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { pgArray } from './sqlArrays';

/** Who asks; `manager` is a system admin or an administrator of the customer, who sees and may change every list. */
export interface ListViewer {
  customerId: number;
  userId: number;
  manager: boolean;
}

type ListRow = {
  id: number;
  customer_id: number;
  name: string;
  type: string;
  processing_mode: string;
  is_active: boolean;
  processed_date: Date | string | null;
  owner_id: number;
  owner_name: string;
  uploader_id: number | null;
  uploader_name: string | null;
  file_upload_status: string | null;
  file_upload_message: string | null;
  product_count: number;
  loading: boolean;
  my_level: string | null;
  shares: { userId: number; accessLevel: string }[] | null;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toList(row: ListRow, viewer: ListViewer): ProductList {
  const sharedWith = (row.shares ?? []).filter((share) => share.accessLevel !== 'O');
  const owned = Number(row.owner_id) === viewer.userId;
  const level = (viewer.manager ? 'O' : (row.my_level ?? 'R')) as ProductListAccessLevel;
  return {
    id: Number(row.id),
    customerId: Number(row.customer_id),
    name: row.name,
    type: row.type,
    processingMode: row.processing_mode,
    isActive: row.is_active,
    loadingIsActive: row.loading,
    processedDate: iso(row.processed_date),
    productCount: Number(row.product_count),
    ownerId: Number(row.owner_id),
    ownerName: row.owner_name,
    uploaderId: row.uploader_id === null ? null : Number(row.uploader_id),
    uploaderName: row.uploader_name,
    fileUploadStatus: row.file_upload_status,
    fileUploadMessage: row.file_upload_message,
    owned,
    shared: sharedWith.length > 0,
    sharedToMe: !owned && row.my_level !== null,
    accessLevel: level,
    sharedWith,
  };
}

/** Lists the viewer may see (own, shared with them, or all for managers), newest first; `onlyId` narrows to one. */
export async function visibleLists(db: Db, viewer: ListViewer, onlyId?: number): Promise<ProductList[]> {
  const { rows } = await db.execute<ListRow>(sql`
    SELECT l.id, l.customer_id, l.name, l.type, l.processing_mode, l.is_active, l.processed_date, l.owner_id,
      o.display_name AS owner_name, l.uploader_id, u.display_name AS uploader_name, l.file_upload_status,
      l.file_upload_message,
      (SELECT count(*)::integer FROM product_list_products p WHERE p.customer_id = l.customer_id AND p.product_list_id = l.id) AS product_count,
      EXISTS (SELECT 1 FROM product_list_uploads pu WHERE pu.customer_id = l.customer_id
        AND pu.product_list_id = l.id AND pu.finished_at IS NULL) AS loading,
      (SELECT access_level FROM product_list_users m WHERE m.customer_id = l.customer_id AND m.product_list_id = l.id
         AND m.user_id = ${viewer.userId}) AS my_level,
      (SELECT json_agg(json_build_object('userId', s.user_id, 'accessLevel', s.access_level) ORDER BY s.user_id)
         FROM product_list_users s WHERE s.customer_id = l.customer_id AND s.product_list_id = l.id) AS shares
    FROM product_lists l
    JOIN users o ON o.id = l.owner_id
    LEFT JOIN users u ON u.id = l.uploader_id
    WHERE l.customer_id = ${viewer.customerId}
      AND (${onlyId ?? null}::integer IS NULL OR l.id = ${onlyId ?? null}::integer)
      AND (${viewer.manager} OR EXISTS (SELECT 1 FROM product_list_users m WHERE m.customer_id = l.customer_id
           AND m.product_list_id = l.id AND m.user_id = ${viewer.userId}))
    ORDER BY l.created_at DESC, l.id DESC`);
  return rows.map((row) => toList(row, viewer));
}

export async function visibleList(db: Db, viewer: ListViewer, id: number): Promise<ProductList | null> {
  return (await visibleLists(db, viewer, id))[0] ?? null;
}

export interface ListFields {
  name: string;
  type: string;
  processingMode: string;
  isActive: boolean;
}

type Share = { userId: number; accessLevel: string };

async function writeShares(db: Db, customerId: number, listId: number, ownerId: number, shares: Share[]) {
  await db.execute(sql`DELETE FROM product_list_users WHERE customer_id = ${customerId} AND product_list_id = ${listId}
    AND access_level <> 'O'`);
  const others = shares.filter((share) => share.userId !== ownerId);
  if (others.length === 0) return;
  await db.execute(sql`INSERT INTO product_list_users (customer_id, product_list_id, user_id, access_level)
    SELECT ${customerId}, ${listId}, s.user_id, s.level
    FROM unnest(${pgArray(
      others.map((s) => s.userId),
      'integer',
    )}, ${pgArray(
      others.map((s) => s.accessLevel),
      'text',
    )}) AS s(user_id, level)
    ON CONFLICT DO NOTHING`);
}

export async function createList(db: Db, customerId: number, ownerId: number, fields: ListFields, shares: Share[]) {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO product_lists (customer_id, name, type, processing_mode, is_active, owner_id)
      VALUES (${customerId}, ${fields.name}, ${fields.type}, ${fields.processingMode}, ${fields.isActive}, ${ownerId})
      RETURNING id`);
    const id = Number(rows[0]?.id);
    await tx.execute(sql`INSERT INTO product_list_users (customer_id, product_list_id, user_id, access_level)
      VALUES (${customerId}, ${id}, ${ownerId}, 'O')`);
    await writeShares(tx as unknown as Db, customerId, id, ownerId, shares);
    return id;
  });
}

export async function updateList(
  db: Db,
  list: ProductList,
  fields: Partial<ListFields>,
  shares: Share[] | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE product_lists SET
        name = coalesce(${fields.name ?? null}, name),
        type = coalesce(${fields.type ?? null}, type),
        processing_mode = coalesce(${fields.processingMode ?? null}, processing_mode),
        is_active = coalesce(${fields.isActive ?? null}::boolean, is_active)
      WHERE customer_id = ${list.customerId} AND id = ${list.id}`);
    if (shares) await writeShares(tx as unknown as Db, list.customerId, list.id, list.ownerId, shares);
  });
}

export async function deleteList(db: Db, customerId: number, id: number) {
  await db.execute(sql`DELETE FROM product_lists WHERE customer_id = ${customerId} AND id = ${id}`);
}

export async function listProducts(
  db: Db,
  customerId: number,
  listId: number,
): Promise<Omit<ProductListProduct, 'imageUrl'>[]> {
  const { rows } = await db.execute<{
    id: number;
    name: string;
    brand_name: string | null;
    gtin_codes: string[];
    mpn_codes: string[];
    other_codes: string[];
  }>(sql`
    SELECT p.id, p.name, b.name AS brand_name, p.gtin_codes, p.mpn_codes, p.other_codes
    FROM product_list_products lp
    JOIN products p ON p.customer_id = lp.customer_id AND p.id = lp.product_id
    LEFT JOIN brands b ON b.customer_id = p.customer_id AND b.id = p.brand_id
    WHERE lp.customer_id = ${customerId} AND lp.product_list_id = ${listId}
    ORDER BY p.name, p.id`);
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    brandName: row.brand_name,
    gtinCodes: row.gtin_codes,
    mpnCodes: row.mpn_codes,
    otherCodes: row.other_codes,
  }));
}

/** The customer's tag category names and attribute names, the custom columns of a list's file. */
export async function customColumns(db: Db, customerId: number) {
  const categories = await db.execute<{ name: string }>(
    sql`SELECT name FROM tag_categories WHERE customer_id = ${customerId} ORDER BY name`,
  );
  const attributes = await db.execute<{ name: string; data_type: string }>(
    sql`SELECT name, data_type FROM attributes WHERE customer_id = ${customerId} ORDER BY name`,
  );
  return { tagCategories: categories.rows.map((row) => row.name), attributes: attributes.rows };
}

/** Product ids that are not the customer's. */
export async function unknownProducts(db: Db, customerId: number, ids: number[]): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(
    sql`SELECT id FROM products WHERE customer_id = ${customerId} AND id = ANY(${pgArray(ids, 'integer')})`,
  );
  const known = new Set(rows.map((row) => Number(row.id)));
  return ids.filter((id) => !known.has(id));
}

export async function addProducts(db: Db, customerId: number, listId: number, ids: number[]) {
  await db.execute(sql`INSERT INTO product_list_products (customer_id, product_list_id, product_id)
    SELECT ${customerId}, ${listId}, unnest(${pgArray(ids, 'integer')}) ON CONFLICT DO NOTHING`);
}

export async function removeProducts(db: Db, customerId: number, listId: number, ids: number[]) {
  await db.execute(sql`DELETE FROM product_list_products WHERE customer_id = ${customerId}
    AND product_list_id = ${listId} AND product_id = ANY(${pgArray(ids, 'integer')})`);
}

/** Makes the list exactly these products. */
export async function setProducts(db: Db, customerId: number, listId: number, ids: number[]) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM product_list_products WHERE customer_id = ${customerId}
      AND product_list_id = ${listId} AND NOT (product_id = ANY(${pgArray(ids, 'integer')}))`);
    await addProducts(tx as unknown as Db, customerId, listId, ids);
  });
}
