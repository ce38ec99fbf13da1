import type { MatchStatus, ProductFilterSet, ProductsV2Page, ProductsV2Query, ProductV2 } from '@shelfsight/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { productIdsExcludedBySelection } from '../productSelection';

/**
 * Whether the customer's product selection leaves a product out: it has product pages, and none of their retailers
 * tracks it (the product selection module's rule, which the widgets follow too).
 */
export async function excludedBySelection(
  db: Db,
  customerId: number,
  productIds: readonly number[],
): Promise<Map<number, boolean>> {
  const excluded = new Set(await productIdsExcludedBySelection(db, customerId));
  return new Map(productIds.map((id) => [id, excluded.has(id)]));
}

/** A JS array of ids as one integer[] parameter. */
export const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;
/** A JS array of texts as one text[] parameter (JSON keeps quotes and commas intact). */
export const textArray = (values: readonly string[]) =>
  sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/** Part of a LIKE pattern that matches the text literally. */
export const likeContains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The match status each product keeps (`products.match_rank`, migration 0027_products_match_status.sql, refreshed by
 * triggers on assortments and retailer_products): 0 MATCHED, 1 PARTIAL, 2 UNMATCHED.
 */
const MATCH_STATUS = sql`(CASE p.match_rank WHEN 0 THEN 'MATCHED' WHEN 1 THEN 'PARTIAL' ELSE 'UNMATCHED' END)`;
const MATCH_RANK = sql`p.match_rank`;
const MATCH_RANKS: Record<MatchStatus, number> = { MATCHED: 0, PARTIAL: 1, UNMATCHED: 2 };

function filterSetCondition(set: ProductFilterSet): SQL {
  const parts: SQL[] = [];
  if (set.brandIds?.length) parts.push(sql`p.brand_id = ANY(${intArray(set.brandIds)})`);
  if (set.tagIds?.length)
    parts.push(sql`EXISTS (SELECT 1 FROM product_tags pt WHERE pt.customer_id = p.customer_id
      AND pt.product_id = p.id AND pt.tag_id = ANY(${intArray(set.tagIds)}))`);
  if (set.retailerIds?.length)
    parts.push(sql`EXISTS (SELECT 1 FROM assortments a WHERE a.customer_id = p.customer_id
      AND a.product_id = p.id AND a.retailer_id = ANY(${intArray(set.retailerIds)}))`);
  if (set.matchStatuses?.length)
    parts.push(sql`${MATCH_RANK} = ANY(${intArray(set.matchStatuses.map((status) => MATCH_RANKS[status]))})`);
  for (const attribute of set.attributes ?? [])
    parts.push(sql`EXISTS (SELECT 1 FROM product_attribute_values v WHERE v.customer_id = p.customer_id
      AND v.product_id = p.id AND v.attribute_id = ${attribute.attributeId} AND v.value = ANY(${textArray(attribute.values)}))`);
  return parts.length ? sql.join(parts, sql` AND `) : sql`true`;
}

/** The products' WHERE: the tenant, the search over the kept search text, and any of the filter sets. */
export function productConditions(customerId: number, search: string | undefined, filterSets: ProductFilterSet[]) {
  const parts: SQL[] = [sql`p.customer_id = ${customerId}`];
  const term = search?.trim();
  if (term) parts.push(sql`p.search_text LIKE ${likeContains(term)}`);
  if (filterSets.length)
    parts.push(
      sql`(${sql.join(
        filterSets.map((set) => sql`(${filterSetCondition(set)})`),
        sql` OR `,
      )})`,
    );
  return sql.join(parts, sql` AND `);
}

const ORDER: Record<ProductsV2Query['sort'], (dir: SQL) => SQL> = {
  name: (dir) => sql`p.name COLLATE "C" ${dir}, p.id ${dir}`,
  brandName: (dir) => sql`b.name COLLATE "C" ${dir} NULLS LAST, p.name COLLATE "C" ${dir}, p.id ${dir}`,
  matchStatus: (dir) => sql`${MATCH_RANK} ${dir}, p.name COLLATE "C" ${dir}, p.id ${dir}`,
  id: (dir) => sql`p.id ${dir}`,
};

interface PageRow extends Record<string, unknown> {
  id: number;
  name: string;
  brand_name: string | null;
  gtin_codes: string[];
  mpn_codes: string[];
  other_codes: string[];
  match_status: MatchStatus;
  tags: { id: number; categoryId: number; category: string; value: string }[];
  attributes: Record<string, string> | null;
  assortments: { retailerId: number; retailerName: string; matched: boolean }[];
}

/** The rows of the given products with their tags, attributes, assortments and match status. */
async function productRows(db: Db, customerId: number, ids: readonly number[]): Promise<PageRow[]> {
  const { rows } = await db.execute<PageRow>(sql`
    SELECT p.id, p.name, b.name AS brand_name, p.gtin_codes, p.mpn_codes, p.other_codes,
      ${MATCH_STATUS} AS match_status,
      (SELECT coalesce(json_agg(json_build_object('id', t.id, 'categoryId', t.category_id, 'category', c.label,
          'value', t.value) ORDER BY c.label, t.value), '[]')
        FROM product_tags pt JOIN tags t ON t.customer_id = pt.customer_id AND t.id = pt.tag_id
        JOIN tag_categories c ON c.customer_id = t.customer_id AND c.id = t.category_id
        WHERE pt.customer_id = p.customer_id AND pt.product_id = p.id) AS tags,
      (SELECT json_object_agg(at.name, v.value)
        FROM product_attribute_values v JOIN attributes at ON at.customer_id = v.customer_id AND at.id = v.attribute_id
        WHERE v.customer_id = p.customer_id AND v.product_id = p.id) AS attributes,
      (SELECT coalesce(json_agg(json_build_object('retailerId', r.id, 'retailerName', r.display_name,
          'matched', rp.id IS NOT NULL) ORDER BY r.display_name, r.id), '[]')
        FROM assortments a JOIN retailers r ON r.id = a.retailer_id
        LEFT JOIN retailer_products rp ON rp.customer_id = a.customer_id AND rp.retailer_id = a.retailer_id
          AND rp.product_id = a.product_id AND rp.is_active
        WHERE a.customer_id = p.customer_id AND a.product_id = p.id) AS assortments
    FROM products p LEFT JOIN brands b ON b.customer_id = p.customer_id AND b.id = p.brand_id
    WHERE p.customer_id = ${customerId} AND p.id = ANY(${intArray(ids)})`);
  return rows;
}

/** A product's picture for <img> in a list (the routes sign it); none where the server keeps no product images. */
export type ProductThumbnail = (productId: number) => string | null;
export const noThumbnail: ProductThumbnail = () => null;

/** One page of the products admin table with everything a row shows, and the total under the same conditions. */
export async function listProductsV2(
  db: Db,
  customerId: number,
  query: ProductsV2Query,
  filterSets: ProductFilterSet[] = [],
  thumbnail: ProductThumbnail = noThumbnail,
): Promise<ProductsV2Page> {
  const where = productConditions(customerId, query.search, filterSets);
  const dir = query.order === 'desc' ? sql`DESC` : sql`ASC`;
  const from = sql`products p LEFT JOIN brands b ON b.customer_id = p.customer_id AND b.id = p.brand_id`;
  const pageQuery = (withTotal: boolean) =>
    db.execute<{
      id: number;
      total: number;
    }>(sql`SELECT p.id${withTotal ? sql`, count(*) OVER ()::int AS total` : sql``}
      FROM ${from} WHERE ${where}
      ORDER BY ${ORDER[query.sort](dir)}
      LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`);
  // Narrowed by a search or filters, one scan yields the page and its total; unnarrowed, the page reads the name
  // index in order and the total is a separate count, as a window over every product would sort them all.
  const narrowed = Boolean(query.search?.trim()) || filterSets.length > 0;
  const pageIds = (await pageQuery(narrowed)).rows;
  // Unnarrowed, or a page past the last: the total is counted on its own.
  let total = pageIds[0]?.total;
  if (total === undefined) {
    const { rows: counted } = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`,
    );
    total = counted[0]?.n ?? 0;
  }
  const ids = pageIds.map((row) => row.id);
  const details = ids.length ? await productRows(db, customerId, ids) : [];
  const byId = new Map(details.map((row) => [row.id, row]));
  const rows = ids.map((id) => byId.get(id)).filter((row): row is PageRow => row !== undefined);
  const excluded = await excludedBySelection(db, customerId, ids);
  return {
    products: rows.map((row) => toProductV2(row, excluded.get(row.id) ?? false, thumbnail(row.id))),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

function toProductV2(row: PageRow, excludedByFilter: boolean, imageUrl: string | null): ProductV2 {
  return {
    id: row.id,
    name: row.name,
    brandName: row.brand_name,
    gtinCodes: row.gtin_codes,
    mpnCodes: row.mpn_codes,
    otherCodes: row.other_codes,
    assortments: row.assortments,
    tags: row.tags,
    attributes: row.attributes ?? {},
    display: row.brand_name ? `${row.brand_name} ${row.name}` : row.name,
    excludedByFilter,
    matchStatus: row.match_status,
    imageUrl,
  };
}
