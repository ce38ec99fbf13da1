import type {
  CatalogueProduct,
  ProductAttributeColumn,
  ProductField,
  ProductFinderHit,
  ProductFinderQuery,
  ProductsV2AssociationsQuery,
} from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { likeContains, noThumbnail, type ProductThumbnail } from './productsV2.repository';

/** All products of the customer, active or not. */
export async function countProducts(db: Db, customerId: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM products WHERE customer_id = ${customerId}`,
  );
  return rows[0]?.n ?? 0;
}

/** Products whose name, brand or any code contains the text, by name; the first GTIN and MPN stand for the codes. */
export async function searchProducts(
  db: Db,
  customerId: number,
  search: string,
  limit: number,
): Promise<CatalogueProduct[]> {
  const { rows } = await db.execute<CatalogueProduct & Record<string, unknown>>(sql`
    SELECT p.id, p.gtin_codes[1] AS "eanCode", p.mpn_codes[1] AS "mpnCode", p.brand_id AS "brandId",
      b.name AS "brandName", p.name
    FROM products p LEFT JOIN brands b ON b.customer_id = p.customer_id AND b.id = p.brand_id
    WHERE p.customer_id = ${customerId} AND p.search_text LIKE ${likeContains(search.trim())}
    ORDER BY p.name COLLATE "C", p.id LIMIT ${limit}`);
  return rows;
}

/** The ids of the products carrying a value: a brand, a tag, an attribute value or a retailer in their assortment. */
export async function productAssociations(
  db: Db,
  customerId: number,
  query: ProductsV2AssociationsQuery,
): Promise<number[]> {
  const value = query.elementValue;
  const condition = {
    BRAND: sql`EXISTS (SELECT 1 FROM brands b WHERE b.customer_id = p.customer_id AND b.id = p.brand_id
      AND b.name = ${value})`,
    TAG: sql`EXISTS (SELECT 1 FROM product_tags pt JOIN tags t ON t.customer_id = pt.customer_id AND t.id = pt.tag_id
      WHERE pt.customer_id = p.customer_id AND pt.product_id = p.id AND t.value = ${value})`,
    ATTRIBUTE: sql`EXISTS (SELECT 1 FROM product_attribute_values v WHERE v.customer_id = p.customer_id
      AND v.product_id = p.id AND v.value = ${value}
      ${query.attributeId === undefined ? sql`` : sql`AND v.attribute_id = ${query.attributeId}`})`,
    RETAILER: sql`EXISTS (SELECT 1 FROM assortments a JOIN retailers r ON r.id = a.retailer_id
      WHERE a.customer_id = p.customer_id AND a.product_id = p.id AND (r.display_name = ${value} OR r.name = ${value}))`,
  }[query.elementType];
  const { rows } = await db.execute<{ id: number }>(
    sql`SELECT p.id FROM products p WHERE p.customer_id = ${customerId} AND ${condition} ORDER BY p.id`,
  );
  return rows.map((row) => row.id);
}

/** The attribute columns with how many products have a value in each, by name. */
export async function listAttributeColumns(db: Db, customerId: number): Promise<ProductAttributeColumn[]> {
  const { rows } = await db.execute<ProductAttributeColumn & Record<string, unknown>>(sql`
    SELECT a.id, a.name, a.data_type AS "dataType",
      (SELECT count(*)::int FROM product_attribute_values v WHERE v.customer_id = a.customer_id AND v.attribute_id = a.id)
        AS "productCount"
    FROM attributes a WHERE a.customer_id = ${customerId} ORDER BY a.name, a.id`);
  return rows;
}

const FIXED_FIELDS: ProductField[] = [
  { id: 'name', key: 'name', type: 's', name: 'Name', hide: false },
  { id: 'brandName', key: 'brandName', type: 's', name: 'Brand', hide: false },
  { id: 'gtinCodes', key: 'gtinCodes', type: 'codes', name: 'GTIN', hide: false },
  { id: 'mpnCodes', key: 'mpnCodes', type: 'codes', name: 'MPN', hide: false },
  { id: 'otherCodes', key: 'otherCodes', type: 'codes', name: 'Other codes', hide: true },
  { id: 'tags', key: 'tags', type: 'tags', name: 'Tags', hide: false },
  { id: 'assortments', key: 'assortments', type: 'retailers', name: 'Assortment', hide: false },
  { id: 'matchStatus', key: 'matchStatus', type: 'status', name: 'Match status', hide: false },
];

/** The products table's columns: the fixed ones, then one per attribute column (key attribute:<id>). */
export async function listProductFields(db: Db, customerId: number): Promise<ProductField[]> {
  const attributes = await listAttributeColumns(db, customerId);
  return [
    ...FIXED_FIELDS,
    ...attributes.map((attribute) => ({
      id: `attribute:${attribute.id}`,
      key: `attribute:${attribute.id}`,
      type: attribute.dataType,
      name: attribute.name,
      hide: false,
    })),
  ];
}

/**
 * Product pages whose shop product id or address contains the text, or whose product's name, brand or codes do;
 * one hit per product page, by product name and retailer.
 */
export async function findProductPages(
  db: Db,
  customerId: number,
  query: ProductFinderQuery,
  thumbnail: ProductThumbnail = noThumbnail,
): Promise<ProductFinderHit[]> {
  const pattern = likeContains(query.search);
  const { rows } = await db.execute<Omit<ProductFinderHit, 'imageUrl'> & Record<string, unknown>>(sql`
    SELECT p.id AS "productId", p.name AS "productName", b.name AS "brandName", p.gtin_codes AS "gtinCodes",
      p.mpn_codes AS "mpnCodes", r.id AS "retailerId", r.display_name AS "retailerName",
      rp.shop_product_id AS "shopProductId", rp.pdp_url AS "pdpUrl"
    FROM retailer_products rp
    JOIN products p ON p.customer_id = rp.customer_id AND p.id = rp.product_id
    LEFT JOIN brands b ON b.customer_id = p.customer_id AND b.id = p.brand_id
    JOIN retailers r ON r.id = rp.retailer_id
    WHERE rp.customer_id = ${customerId} AND rp.id IN (
      -- One narrow search a column instead of one OR across the join: each can use its own (trigram) index.
      SELECT q.id FROM retailer_products q JOIN products s ON s.customer_id = q.customer_id AND s.id = q.product_id
      WHERE q.customer_id = ${customerId} AND s.search_text LIKE ${pattern}
      UNION
      SELECT q.id FROM retailer_products q WHERE q.customer_id = ${customerId} AND lower(q.shop_product_id) LIKE ${pattern}
      UNION
      SELECT q.id FROM retailer_products q WHERE q.customer_id = ${customerId} AND lower(q.pdp_url) LIKE ${pattern}
    )
    ORDER BY p.name COLLATE "C", r.display_name COLLATE "C", rp.id
    LIMIT ${query.limit}`);
  return rows.map((row) => ({ ...row, imageUrl: thumbnail(row.productId) }));
}
