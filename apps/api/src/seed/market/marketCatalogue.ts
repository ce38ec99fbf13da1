import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  assortments,
  attributes,
  brands,
  brandTypes,
  countries,
  customerRetailers,
  productAttributeValues,
  products,
  productTags,
  retailerProducts,
  retailers,
  searchCategories,
  searchKeywords,
  sellers,
  tags,
} from '../../db/schema';
import { productCategories, retailerTemplates } from './catalogueData';

export interface MarketRetailer {
  id: number;
  name: string;
  countryCode: string;
  currency: string;
  priceType: 'INCL' | 'EXCL';
  marketplace: boolean;
  siteRootUrl: string;
  keywordUrl: string | null;
  /** The retailer's own seller first, then third-party sellers. */
  sellerIds: number[];
  /** The customer's image-similarity module at this retailer (none when absent). */
  imageModule?: 'ism' | 'fcism' | 'none';
}
export interface MarketProduct {
  id: number;
  /** The catalogue name, the start of the page titles. */
  name: string;
  brandId: number | null;
  brandName: string;
  ownBrand: boolean;
  /** Index into productCategories. */
  category: number;
  rrpEur: number;
  mapEur: number | null;
  gtin: string | null;
  mpn: string | null;
}
export interface MarketPair {
  retailerId: number;
  productId: number;
  /** A product page was found: without one the pair is expected but never listed. */
  hasPdp: boolean;
}
export interface MarketSearchEntity {
  id: number;
  retailerId: number;
  name: string;
  url: string | null;
  category: number;
}
/** What the fact generator needs of one tenant's catalogue: ids and the few attributes that shape facts. */
export interface MarketCatalogue {
  customerId: number;
  retailers: MarketRetailer[];
  products: MarketProduct[];
  pairs: MarketPair[];
  keywords: MarketSearchEntity[];
  categories: MarketSearchEntity[];
  /** Other pages (home page, deals page, ...): ranked like category pages, and where banners are counted. */
  otherPages: MarketSearchEntity[];
}

const categoryIndex = (name: string) =>
  Math.max(
    0,
    productCategories.findIndex(
      (category) => category.name === name || category.keywords.some((keyword) => keyword === name),
    ),
  );

const pageEntity = (row: { id: number; retailerId: number; name: string; url: string }): MarketSearchEntity => ({
  id: row.id,
  retailerId: row.retailerId,
  name: row.name,
  url: row.url,
  category: categoryIndex(row.name),
});

/** Reads the generator input back from PostgreSQL, in id order so the result is stable. */
export async function loadMarketCatalogue(db: Db, customerId: number): Promise<MarketCatalogue> {
  const retailerRows = await db
    .select({
      id: retailers.id,
      name: retailers.name,
      countryCode: retailers.countryCode,
      currency: countries.currency,
      siteRootUrl: retailers.siteRootUrl,
      keywordUrl: retailers.keywordUrl,
      imageModule: customerRetailers.module,
    })
    .from(customerRetailers)
    .innerJoin(retailers, eq(retailers.id, customerRetailers.retailerId))
    .innerJoin(countries, eq(countries.code, retailers.countryCode))
    .where(and(eq(customerRetailers.customerId, customerId), eq(customerRetailers.isActive, true)))
    .orderBy(asc(retailers.id));
  const sellerRows = await db.select().from(sellers).orderBy(asc(sellers.isRetailer), asc(sellers.id));
  const marketRetailers = retailerRows.map((retailer) => {
    const template = retailerTemplates.find((candidate) => candidate.name === retailer.name);
    const own = sellerRows
      .filter((seller) => seller.retailerId === retailer.id)
      .sort((a, b) => Number(b.isRetailer) - Number(a.isRetailer));
    return {
      ...retailer,
      currency: retailer.currency.trim(),
      priceType: template?.priceType ?? 'INCL',
      marketplace: own.length > 1,
      sellerIds: own.map((seller) => seller.id),
    };
  });

  const productRows = await db
    .select({
      id: products.id,
      name: products.name,
      brandId: products.brandId,
      brandName: sql<string>`coalesce(${brands.name}, '')`,
      brandType: brandTypes.name,
      mapPrice: products.mapPrice,
      gtin: sql<string | null>`${products.gtinCodes}[1]`,
      mpn: sql<string | null>`${products.mpnCodes}[1]`,
    })
    .from(products)
    .leftJoin(brands, and(eq(brands.customerId, products.customerId), eq(brands.id, products.brandId)))
    .leftJoin(brandTypes, and(eq(brandTypes.customerId, brands.customerId), eq(brandTypes.id, brands.brandTypeId)))
    .where(and(eq(products.customerId, customerId), eq(products.isActive, true)))
    .orderBy(asc(products.id));
  const rrps = await db
    .select({ productId: productAttributeValues.productId, value: productAttributeValues.value })
    .from(productAttributeValues)
    .innerJoin(
      attributes,
      and(
        eq(attributes.customerId, productAttributeValues.customerId),
        eq(attributes.id, productAttributeValues.attributeId),
      ),
    )
    .where(and(eq(productAttributeValues.customerId, customerId), eq(attributes.name, 'RRP (EUR)')));
  const rrpOf = new Map(rrps.map((row) => [row.productId, Number(row.value)]));
  const categoryTags = await db
    .select({ productId: productTags.productId, value: tags.value })
    .from(productTags)
    .innerJoin(tags, and(eq(tags.customerId, productTags.customerId), eq(tags.id, productTags.tagId)))
    .where(eq(productTags.customerId, customerId));
  const categoryOf = new Map<number, number>();
  for (const tag of categoryTags) {
    const index = productCategories.findIndex((category) => category.name === tag.value);
    if (index >= 0) categoryOf.set(tag.productId, index);
  }
  const marketProducts = productRows.map((row) => {
    const category = categoryOf.get(row.id) ?? row.id % productCategories.length;
    return {
      id: row.id,
      name: row.name,
      brandId: row.brandId,
      brandName: row.brandName,
      ownBrand: row.brandType === 'Own brand',
      category,
      rrpEur: rrpOf.get(row.id) ?? productCategories[category]!.price,
      mapEur: row.mapPrice === null ? null : Number(row.mapPrice),
      gtin: row.gtin,
      mpn: row.mpn,
    };
  });

  const pairRows = await db
    .select({ retailerId: assortments.retailerId, productId: assortments.productId, pdp: retailerProducts.id })
    .from(assortments)
    .leftJoin(
      retailerProducts,
      and(
        eq(retailerProducts.customerId, assortments.customerId),
        eq(retailerProducts.retailerId, assortments.retailerId),
        eq(retailerProducts.productId, assortments.productId),
      ),
    )
    .where(eq(assortments.customerId, customerId))
    .orderBy(asc(assortments.retailerId), asc(assortments.productId));
  const active = new Set(marketRetailers.map((retailer) => retailer.id));
  const pairs = pairRows
    .filter((pair) => active.has(pair.retailerId))
    .map((pair) => ({ retailerId: pair.retailerId, productId: pair.productId, hasPdp: pair.pdp !== null }));

  const keywordRows = await db
    .select()
    .from(searchKeywords)
    .where(and(eq(searchKeywords.customerId, customerId), eq(searchKeywords.isActive, true)))
    .orderBy(asc(searchKeywords.id));
  const categoryRows = await db
    .select()
    .from(searchCategories)
    .where(and(eq(searchCategories.customerId, customerId), eq(searchCategories.isActive, true)))
    .orderBy(asc(searchCategories.id));
  return {
    customerId,
    retailers: marketRetailers,
    products: marketProducts,
    pairs,
    keywords: keywordRows.map((row) => ({
      id: row.id,
      retailerId: row.retailerId,
      name: row.name,
      url: null,
      category: categoryIndex(row.name),
    })),
    categories: categoryRows.filter((row) => row.contentType === 'CATEGORY').map(pageEntity),
    otherPages: categoryRows.filter((row) => row.contentType === 'OTHER').map(pageEntity),
  };
}
