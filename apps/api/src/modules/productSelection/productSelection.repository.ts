import type {
  AvailableOption,
  ProductCount,
  SelectionFilter,
  SelectionRetailer,
  productCountRequestSchema,
} from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import {
  CATEGORY_TAG_CATEGORY,
  isTracked,
  matchesFilter,
  savedSelectionFilters,
  selectableProducts,
  type SelectionFilterLists,
} from '../../analytics/engine/productSelectionScope';

/** Active products with an active product page, per retailer of the customer. */
async function pagesByRetailer(db: Db, customerId: number): Promise<Map<number, Set<number>>> {
  const rows = await db.execute<{ retailer_id: number; product_id: number }>(sql`
    SELECT rp.retailer_id, rp.product_id FROM retailer_products rp
    JOIN products p ON p.customer_id = rp.customer_id AND p.id = rp.product_id
    WHERE rp.customer_id = ${customerId} AND rp.is_active AND p.is_active`);
  const pages = new Map<number, Set<number>>();
  for (const row of rows.rows)
    pages.set(row.retailer_id, (pages.get(row.retailer_id) ?? new Set()).add(row.product_id));
  return pages;
}

/** The customer's active tracked retailers with their product counts, by display name. */
export async function listSelectionRetailers(db: Db, customerId: number): Promise<SelectionRetailer[]> {
  const rows = await db.execute<{ id: number; display_name: string }>(sql`
    SELECT r.id, r.display_name FROM customer_retailers cr JOIN retailers r ON r.id = cr.retailer_id
    WHERE cr.customer_id = ${customerId} AND cr.is_active ORDER BY r.display_name, r.id`);
  const pages = await pagesByRetailer(db, customerId);
  return rows.rows.map((row) => ({
    id: row.id,
    displayName: row.display_name,
    productCount: pages.get(row.id)?.size ?? 0,
  }));
}

export async function listSelectionFilters(db: Db, customerId: number): Promise<SelectionFilter[]> {
  const rows = await db.execute<{
    id: number;
    retailer_id: number;
    brand_ids: number[];
    category_ids: number[];
    tag_ids: number[];
  }>(sql`SELECT id, retailer_id, brand_ids, category_ids, tag_ids FROM product_selection_filters
         WHERE customer_id = ${customerId} ORDER BY retailer_id, id`);
  return rows.rows.map((row) => ({
    id: row.id,
    retailerId: row.retailer_id,
    brands: row.brand_ids,
    categories: row.category_ids,
    tags: row.tag_ids,
  }));
}

export async function isTrackedRetailer(db: Db, customerId: number, retailerId: number): Promise<boolean> {
  const rows = await db.execute(sql`
    SELECT 1 FROM customer_retailers WHERE customer_id = ${customerId} AND retailer_id = ${retailerId}`);
  return rows.rows.length > 0;
}

export async function createSelectionFilter(
  db: Db,
  customerId: number,
  filter: Omit<SelectionFilter, 'id'>,
): Promise<SelectionFilter> {
  const ints = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
  const rows = await db.execute<{ id: number }>(sql`
    INSERT INTO product_selection_filters (customer_id, retailer_id, brand_ids, category_ids, tag_ids)
    VALUES (${customerId}, ${filter.retailerId}, ${ints(filter.brands)}, ${ints(filter.categories)}, ${ints(filter.tags)})
    RETURNING id`);
  return { id: rows.rows[0]!.id, ...filter };
}

/** Whether a filter of the customer was deleted. */
export async function deleteSelectionFilter(db: Db, customerId: number, id: number): Promise<boolean> {
  const rows = await db.execute(sql`
    DELETE FROM product_selection_filters WHERE customer_id = ${customerId} AND id = ${id} RETURNING id`);
  return rows.rows.length > 0;
}

/** Retailers with at least one saved filter, with the products their filters keep. */
export async function listSelectedRetailers(db: Db, customerId: number) {
  const [retailers, filters, products] = await Promise.all([
    listSelectionRetailers(db, customerId),
    savedSelectionFilters(db, customerId),
    selectableProducts(db, customerId),
  ]);
  const pages = await pagesByRetailer(db, customerId);
  return retailers
    .filter((retailer) => filters.has(retailer.id))
    .map((retailer) => {
      const onPage = products.filter((product) => pages.get(retailer.id)?.has(product.id));
      return { ...retailer, trackedCount: onPage.filter((p) => isTracked(p, filters.get(retailer.id)!)).length };
    });
}

/**
 * Counts for the filters as the screen edits them (saved or not): per retailer the products with a page
 * there that it tracks and that each of its filters matches; in all, the products tracked at any of them.
 */
export async function countSelection(
  db: Db,
  customerId: number,
  request: z.output<typeof productCountRequestSchema>,
): Promise<ProductCount> {
  const [products, pages] = await Promise.all([selectableProducts(db, customerId), pagesByRetailer(db, customerId)]);
  const retailerIds = request.retailerId === null ? [...new Set(request.retailerIds)] : [request.retailerId];
  const tracked = new Set<number>();
  const retailers = retailerIds.map((retailerId) => {
    const filters: SelectionFilterLists[] = request.filters.filter((filter) => filter.retailerId === retailerId);
    const onPage = products.filter((product) => pages.get(retailerId)?.has(product.id));
    const kept = onPage.filter((product) => isTracked(product, filters));
    for (const product of kept) tracked.add(product.id);
    return {
      retailerId,
      productCount: kept.length,
      filterCounts: filters.map((filter) => onPage.filter((product) => matchesFilter(product, filter)).length),
    };
  });
  return { totalCount: tracked.size, retailers };
}

const contains = (column: ReturnType<typeof sql.raw>, query: string) =>
  query === '' ? sql`TRUE` : sql`position(lower(${query}) IN lower(${column})) > 0`;

/** Category tags with the number of products with a page at the retailer carrying them. */
export async function availableCategories(
  db: Db,
  customerId: number,
  retailerId: number,
  searchQuery: string,
): Promise<AvailableOption[]> {
  const rows = await db.execute<{ id: number; name: string; n: number }>(sql`
    SELECT t.id, t.value AS name, count(DISTINCT rp.product_id)::int AS n
    FROM tags t JOIN tag_categories tc ON tc.customer_id = t.customer_id AND tc.id = t.category_id
    LEFT JOIN product_tags pt ON pt.customer_id = t.customer_id AND pt.tag_id = t.id
    LEFT JOIN retailer_products rp ON rp.customer_id = pt.customer_id AND rp.product_id = pt.product_id
      AND rp.retailer_id = ${retailerId} AND rp.is_active
    WHERE t.customer_id = ${customerId} AND tc.name = ${CATEGORY_TAG_CATEGORY} AND ${contains(sql.raw('t.value'), searchQuery)}
    GROUP BY t.id, t.value ORDER BY t.value LIMIT 100`);
  return rows.rows.map((row) => ({ id: row.id, name: row.name, productCount: row.n }));
}

/** Brands with the number of their products with a page at the retailer. */
export async function availableBrands(
  db: Db,
  customerId: number,
  retailerId: number,
  searchQuery: string,
): Promise<AvailableOption[]> {
  const rows = await db.execute<{ id: number; name: string; n: number }>(sql`
    SELECT b.id, b.name, count(DISTINCT rp.product_id)::int AS n
    FROM brands b
    LEFT JOIN products p ON p.customer_id = b.customer_id AND p.brand_id = b.id AND p.is_active
    LEFT JOIN retailer_products rp ON rp.customer_id = p.customer_id AND rp.product_id = p.id
      AND rp.retailer_id = ${retailerId} AND rp.is_active
    WHERE b.customer_id = ${customerId} AND ${contains(sql.raw('b.name'), searchQuery)}
    GROUP BY b.id, b.name ORDER BY b.name LIMIT 100`);
  return rows.rows.map((row) => ({ id: row.id, name: row.name, productCount: row.n }));
}

/** Active products (with a page at the retailer, when given) whose name or brand contains the text. */
export async function searchCount(
  db: Db,
  customerId: number,
  searchQuery: string,
  retailerId: number | undefined,
): Promise<number> {
  const atRetailer =
    retailerId === undefined
      ? sql`TRUE`
      : sql`EXISTS (SELECT 1 FROM retailer_products rp WHERE rp.customer_id = p.customer_id
          AND rp.product_id = p.id AND rp.retailer_id = ${retailerId} AND rp.is_active)`;
  const rows = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM products p LEFT JOIN brands b ON b.customer_id = p.customer_id AND b.id = p.brand_id
    WHERE p.customer_id = ${customerId} AND p.is_active AND ${atRetailer}
      AND (${contains(sql.raw('p.name'), searchQuery)} OR ${contains(sql.raw("coalesce(b.name, '')"), searchQuery)})`);
  return rows.rows[0]?.n ?? 0;
}

/**
 * The products the customer's selection excludes (`excludedByFilter` of productsv2): those with product
 * pages none of whose retailers tracks them, so no widget counts them anywhere.
 */
export async function productIdsExcludedBySelection(db: Db, customerId: number): Promise<number[]> {
  const filters = await savedSelectionFilters(db, customerId);
  if (filters.size === 0) return [];
  const [products, pages] = await Promise.all([selectableProducts(db, customerId), pagesByRetailer(db, customerId)]);
  return products
    .filter((product) => {
      const at = [...pages].filter(([, ids]) => ids.has(product.id)).map(([retailerId]) => retailerId);
      return at.length > 0 && at.every((retailerId) => !isTracked(product, filters.get(retailerId) ?? []));
    })
    .map((product) => product.id);
}
