import type { MappableProducts, MappableRetailerProduct } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rankCandidates } from './rankCandidates';

type CatalogueProduct = MappableProducts['product'];

export async function catalogueProduct(db: Db, customerId: number, id: number): Promise<CatalogueProduct | null> {
  const rows = await db.execute<{
    id: number;
    name: string;
    brand_name: string | null;
    gtin_codes: string[];
    mpn_codes: string[];
  }>(sql`
    SELECT p.id, p.name, b.name AS brand_name, p.gtin_codes, p.mpn_codes FROM products p
    LEFT JOIN brands b ON b.customer_id = p.customer_id AND b.id = p.brand_id
    WHERE p.customer_id = ${customerId} AND p.id = ${id}`);
  const row = rows.rows[0];
  return row
    ? { id: row.id, name: row.name, brandName: row.brand_name, gtinCodes: row.gtin_codes, mpnCodes: row.mpn_codes }
    : null;
}

type Candidate = Omit<MappableRetailerProduct, 'suggestion'>;

/**
 * Retailer products that could be the product: unmapped ones, and those mapped to products (all, or carrying
 * `tagId`), with the page's name and codes where read, else the mapped product's.
 */
async function candidates(db: Db, customerId: number, tagId: number | undefined): Promise<Candidate[]> {
  const tagged =
    tagId === undefined
      ? sql`TRUE`
      : sql`EXISTS (SELECT 1 FROM product_tags pt WHERE pt.customer_id = rp.customer_id
          AND pt.product_id = rp.product_id AND pt.tag_id = ${tagId})`;
  const rows = await db.execute<{
    id: number;
    retailer_id: number;
    retailer_name: string;
    shop_product_id: string;
    name: string | null;
    ean: string | null;
    mpn: string | null;
    brand_id: number | null;
    product_id: number | null;
  }>(sql`
    SELECT rp.id, rp.retailer_id, r.display_name AS retailer_name, rp.shop_product_id,
      coalesce(rp.page_name, p.name) AS name, coalesce(rp.page_gtin, p.gtin_codes[1]) AS ean,
      coalesce(rp.page_mpn, p.mpn_codes[1]) AS mpn, p.brand_id, rp.product_id
    FROM retailer_products rp JOIN products p ON p.customer_id = rp.customer_id AND p.id = rp.product_id
    JOIN retailers r ON r.id = rp.retailer_id
    WHERE rp.customer_id = ${customerId} AND ${tagged}
    UNION ALL
    SELECT u.id, u.retailer_id, r.display_name, u.shop_product_id, u.page_name, u.page_gtin, u.page_mpn, NULL, NULL
    FROM unmapped_retailer_products u JOIN retailers r ON r.id = u.retailer_id
    WHERE u.customer_id = ${customerId}`);
  return rows.rows.map((row) => ({
    id: row.id,
    retailerId: row.retailer_id,
    retailerName: row.retailer_name,
    shopProductId: row.shop_product_id,
    name: row.name ?? row.shop_product_id,
    eanCode: row.ean,
    mpnCode: row.mpn,
    brandId: row.brand_id,
    productId: row.product_id,
  }));
}

/** At most this many suggestions besides the product's own retailer products. */
export const MAX_SUGGESTIONS = 100;

export async function mappableProducts(
  db: Db,
  product: CatalogueProduct,
  customerId: number,
  tagId: number | undefined,
): Promise<MappableProducts> {
  const ranked = rankCandidates(product, await candidates(db, customerId, tagId));
  const own = ranked.filter((candidate) => candidate.productId === product.id);
  const others = ranked.filter((candidate) => candidate.productId !== product.id).slice(0, MAX_SUGGESTIONS);
  return { product, retailerProducts: [...own, ...others] };
}
