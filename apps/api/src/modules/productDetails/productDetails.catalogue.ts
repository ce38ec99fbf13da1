import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  brands,
  countries,
  customerRetailers,
  products,
  retailerProducts,
  retailers,
  searchCategories,
  searchKeywords,
  sellers,
} from '../../db/schema/catalogue';

/** The product as the customer's catalogue holds it, or null when it is not the customer's. */
export async function catalogueProduct(db: Db, customerId: number, productId: number) {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      brandName: brands.name,
      gtinCodes: products.gtinCodes,
      mpnCodes: products.mpnCodes,
    })
    .from(products)
    .leftJoin(brands, and(eq(brands.customerId, products.customerId), eq(brands.id, products.brandId)))
    .where(and(eq(products.customerId, customerId), eq(products.id, productId)));
  return row ?? null;
}

export interface CatalogueRetailer {
  id: number;
  name: string;
  logoUrl: string | null;
  countryCode: string;
  countryName: string;
  /** The product's page there, when the catalogue knows it. */
  page: { id: number; shopProductId: string; pdpUrl: string } | null;
}

/** The customer's active retailers with the product's page at each, in display-name order. */
export async function catalogueRetailers(db: Db, customerId: number, productId: number): Promise<CatalogueRetailer[]> {
  const rows = await db
    .select({
      id: retailers.id,
      name: retailers.displayName,
      logoUrl: retailers.logoUrl,
      countryCode: retailers.countryCode,
      countryName: countries.name,
      pageId: retailerProducts.id,
      shopProductId: retailerProducts.shopProductId,
      pdpUrl: retailerProducts.pdpUrl,
    })
    .from(customerRetailers)
    .innerJoin(retailers, eq(retailers.id, customerRetailers.retailerId))
    .innerJoin(countries, eq(countries.code, retailers.countryCode))
    .leftJoin(
      retailerProducts,
      and(
        eq(retailerProducts.customerId, customerRetailers.customerId),
        eq(retailerProducts.retailerId, customerRetailers.retailerId),
        eq(retailerProducts.productId, productId),
      ),
    )
    .where(and(eq(customerRetailers.customerId, customerId), eq(customerRetailers.isActive, true)))
    .orderBy(retailers.displayName, retailers.id);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    logoUrl: row.logoUrl,
    countryCode: row.countryCode.trim(),
    countryName: row.countryName,
    page:
      row.pageId === null || row.shopProductId === null || row.pdpUrl === null
        ? null
        : { id: row.pageId, shopProductId: row.shopProductId, pdpUrl: row.pdpUrl },
  }));
}

/** Seller names by id. */
export async function sellerNames(db: Db, sellerIds: number[]): Promise<Map<number, string>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await db
    .select({ id: sellers.id, name: sellers.name })
    .from(sellers)
    .where(inArray(sellers.id, [...new Set(sellerIds)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Names of the customer's search keywords and category pages by id. */
export async function rankEntityNames(db: Db, customerId: number, keywordIds: number[], categoryIds: number[]) {
  const [keywordRows, categoryRows] = await Promise.all([
    keywordIds.length
      ? db
          .select({ id: searchKeywords.id, name: searchKeywords.name })
          .from(searchKeywords)
          .where(and(eq(searchKeywords.customerId, customerId), inArray(searchKeywords.id, [...new Set(keywordIds)])))
      : [],
    categoryIds.length
      ? db
          .select({ id: searchCategories.id, name: searchCategories.name })
          .from(searchCategories)
          .where(
            and(eq(searchCategories.customerId, customerId), inArray(searchCategories.id, [...new Set(categoryIds)])),
          )
      : [],
  ]);
  return {
    keywords: new Map(keywordRows.map((row) => [row.id, row.name])),
    categories: new Map(categoryRows.map((row) => [row.id, row.name])),
  };
}
