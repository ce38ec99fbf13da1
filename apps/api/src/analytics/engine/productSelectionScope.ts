import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { PAIR_KEY_FACTOR } from './queryTypes';

/** The name of the tag category whose tags are the catalogue's product categories. */
export const CATEGORY_TAG_CATEGORY = 'category';

/** One filter of the product selection (spec 3 §2.7): empty lists do not narrow. */
export interface SelectionFilterLists {
  retailerId: number;
  brands: readonly number[];
  categories: readonly number[];
  tags: readonly number[];
}

/** What a filter is matched against: a product's brand and tags (categories are tags too). */
export interface SelectableProduct {
  id: number;
  brandId: number | null;
  tagIds: ReadonlySet<number>;
}

/** A product matches a filter when it matches every non-empty list of it. */
export function matchesFilter(product: SelectableProduct, filter: SelectionFilterLists): boolean {
  if (filter.brands.length > 0 && (product.brandId === null || !filter.brands.includes(product.brandId))) return false;
  if (filter.categories.length > 0 && !filter.categories.some((id) => product.tagIds.has(id))) return false;
  if (filter.tags.length > 0 && !filter.tags.some((id) => product.tagIds.has(id))) return false;
  return true;
}

/** Tracked at a retailer: matching any of its filters; a retailer without filters tracks every product. */
export function isTracked(product: SelectableProduct, filtersOfRetailer: readonly SelectionFilterLists[]): boolean {
  return filtersOfRetailer.length === 0 || filtersOfRetailer.some((filter) => matchesFilter(product, filter));
}

/** Every product of the customer with its brand and tags. */
export async function selectableProducts(db: Db, customerId: number): Promise<SelectableProduct[]> {
  const rows = await db.execute<{ id: number; brand_id: number | null; tag_ids: number[] }>(sql`
    SELECT p.id, p.brand_id, coalesce(array_agg(pt.tag_id) FILTER (WHERE pt.tag_id IS NOT NULL), '{}') AS tag_ids
    FROM products p LEFT JOIN product_tags pt ON pt.customer_id = p.customer_id AND pt.product_id = p.id
    WHERE p.customer_id = ${customerId} GROUP BY p.id, p.brand_id ORDER BY p.id`);
  return rows.rows.map((row) => ({ id: row.id, brandId: row.brand_id, tagIds: new Set(row.tag_ids.map(Number)) }));
}

/** The customer's saved selection filters, by retailer. */
export async function savedSelectionFilters(db: Db, customerId: number): Promise<Map<number, SelectionFilterLists[]>> {
  const rows = await db.execute<{
    retailer_id: number;
    brand_ids: number[];
    category_ids: number[];
    tag_ids: number[];
  }>(
    sql`SELECT retailer_id, brand_ids, category_ids, tag_ids FROM product_selection_filters
        WHERE customer_id = ${customerId} ORDER BY id`,
  );
  const byRetailer = new Map<number, SelectionFilterLists[]>();
  for (const row of rows.rows) {
    const filter = {
      retailerId: row.retailer_id,
      brands: row.brand_ids,
      categories: row.category_ids,
      tags: row.tag_ids,
    };
    byRetailer.set(row.retailer_id, [...(byRetailer.get(row.retailer_id) ?? []), filter]);
  }
  return byRetailer;
}

/**
 * The product × retailer pairs (retailerId × 1e9 + productId) the saved selection leaves untracked, or null
 * when nothing is excluded (no retailer has a filter, or every product matches): the engine then keeps its
 * fastest stored forms.
 */
export async function excludedSelectionPairs(db: Db, customerId: number): Promise<number[] | null> {
  const filters = await savedSelectionFilters(db, customerId);
  if (filters.size === 0) return null;
  const products = await selectableProducts(db, customerId);
  const excluded: number[] = [];
  for (const [retailerId, ofRetailer] of filters) {
    for (const product of products)
      if (!isTracked(product, ofRetailer)) excluded.push(retailerId * PAIR_KEY_FACTOR + product.id);
  }
  return excluded.length === 0 ? null : excluded.sort((a, b) => a - b);
}
