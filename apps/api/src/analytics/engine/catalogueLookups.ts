import { countryIdOf, type DimensionCode } from '@shelfsight/contracts';
import { type AnyColumn, and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  brands,
  brandTypes,
  countries,
  products,
  productTags,
  retailers,
  searchCategories,
  searchKeywords,
  sellers,
  tagCategories,
  tags,
} from '../../db/schema/catalogue';
import type { CatalogueMapping } from './queryTypes';

/** Products without a brand (or brand type) are grouped under this key. */
export const NO_VALUE_KEY = 0;

/**
 * Attribute per fact id for the dimensions the facts do not carry. TAG needs the tag category (its name or
 * label); products without a tag in it are left out of a split by tag.
 */
export async function catalogueMapping(
  db: Db,
  customerId: number,
  dimension: DimensionCode,
  tagCategory: string | null,
): Promise<CatalogueMapping | undefined> {
  return keptCatalogueRead(db, `mapping|${customerId}|${dimension}|${tagCategory ?? ''}`, () =>
    readMapping(db, customerId, dimension, tagCategory),
  );
}

/**
 * Brand, brand type, country, tag, names and attributes of every product or retailer change rarely but cost
 * a catalogue read of thousands of rows (or one per request); they are kept for a minute per database and
 * key, so a dashboard's widgets share one read and a catalogue change shows in widgets within a minute.
 */
const KEPT_MS = 60_000;
const keptReads = new WeakMap<Db, Map<string, { at: number; value: Promise<unknown> }>>();

export function keptCatalogueRead<T>(db: Db, key: string, read: () => Promise<T>): Promise<T> {
  const kept = keptReads.get(db) ?? new Map<string, { at: number; value: Promise<unknown> }>();
  keptReads.set(db, kept);
  const hit = kept.get(key);
  if (hit && Date.now() - hit.at < KEPT_MS) return hit.value as Promise<T>;
  const value = read();
  kept.set(key, { at: Date.now(), value });
  // A failed read is not kept.
  value.catch(() => kept.delete(key));
  return value;
}

async function readMapping(
  db: Db,
  customerId: number,
  dimension: DimensionCode,
  tagCategory: string | null,
): Promise<CatalogueMapping | undefined> {
  switch (dimension) {
    case 'BRAND':
    case 'BRAND_TYPE': {
      const rows = await db
        .select({ id: products.id, brandId: products.brandId, brandTypeId: brands.brandTypeId })
        .from(products)
        .leftJoin(brands, and(eq(brands.customerId, products.customerId), eq(brands.id, products.brandId)))
        .where(eq(products.customerId, customerId));
      const key = (row: (typeof rows)[number]) =>
        (dimension === 'BRAND' ? row.brandId : row.brandTypeId) ?? NO_VALUE_KEY;
      return { on: 'product_id', ids: rows.map((row) => row.id), keys: rows.map(key) };
    }
    case 'COUNTRY': {
      const rows = await db.select({ id: retailers.id, code: retailers.countryCode }).from(retailers);
      return { on: 'retailer_id', ids: rows.map((row) => row.id), keys: rows.map((row) => countryIdOf(row.code)) };
    }
    case 'TAG': {
      const rows = await db
        .select({ productId: productTags.productId, tagId: tags.id })
        .from(productTags)
        .innerJoin(tags, and(eq(tags.customerId, productTags.customerId), eq(tags.id, productTags.tagId)))
        .innerJoin(
          tagCategories,
          and(eq(tagCategories.customerId, tags.customerId), eq(tagCategories.id, tags.categoryId)),
        )
        .where(
          and(
            eq(productTags.customerId, customerId),
            or(eq(tagCategories.name, tagCategory ?? ''), eq(tagCategories.label, tagCategory ?? '')),
          ),
        );
      return { on: 'product_id', ids: rows.map((row) => row.productId), keys: rows.map((row) => row.tagId) };
    }
    default:
      return undefined;
  }
}

type Key = number | string;
const numeric = (keys: Key[]) => [...new Set(keys.map(Number).filter(Number.isFinite)), -1];

/** Dimensions whose names are read whole and kept like the mappings (a scatter of every product needs them all). */
const KEPT_LABELS = new Set<DimensionCode>(['PRODUCT', 'BRAND', 'BRAND_TYPE', 'TAG']);

const allLabels = (db: Db, customerId: number, dimension: DimensionCode) =>
  keptCatalogueRead(db, `labels|${customerId}|${dimension}`, () => readLabels(db, customerId, dimension, null));

/** Names of dimension items, as legends, bars and rows show them. */
export async function dimensionLabels(
  db: Db,
  customerId: number,
  dimension: DimensionCode,
  keys: Key[],
): Promise<Map<Key, string>> {
  if (!KEPT_LABELS.has(dimension)) return readLabels(db, customerId, dimension, keys);
  const all = await allLabels(db, customerId, dimension);
  const labels = new Map<Key, string>();
  if (all.has(NO_VALUE_KEY)) labels.set(NO_VALUE_KEY, all.get(NO_VALUE_KEY) ?? '');
  for (const key of numeric(keys)) {
    const name = all.get(key);
    if (name !== undefined) labels.set(key, name);
  }
  return labels;
}

/** Names of the given items, or of all the customer's items when `keys` is null. */
async function readLabels(
  db: Db,
  customerId: number,
  dimension: DimensionCode,
  keys: Key[] | null,
): Promise<Map<Key, string>> {
  const ids = keys ? numeric(keys) : null;
  const within = (column: AnyColumn) => (ids ? inArray(column, ids) : undefined);
  const labels = new Map<Key, string>();
  const put = (rows: { id: Key; name: string | null }[]) =>
    rows.forEach((row) => labels.set(row.id, row.name ?? String(row.id)));
  switch (dimension) {
    case 'RETAILER':
      put(
        await db.select({ id: retailers.id, name: retailers.displayName }).from(retailers).where(within(retailers.id)),
      );
      break;
    case 'PRODUCT':
      put(
        await db
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(and(eq(products.customerId, customerId), within(products.id))),
      );
      break;
    case 'BRAND':
      labels.set(NO_VALUE_KEY, 'No brand');
      put(
        await db
          .select({ id: brands.id, name: brands.name })
          .from(brands)
          .where(and(eq(brands.customerId, customerId), within(brands.id))),
      );
      break;
    case 'BRAND_TYPE':
      labels.set(NO_VALUE_KEY, 'No brand type');
      put(
        await db
          .select({ id: brandTypes.id, name: brandTypes.name })
          .from(brandTypes)
          .where(and(eq(brandTypes.customerId, customerId), within(brandTypes.id))),
      );
      break;
    case 'COUNTRY':
      for (const row of await db.select({ code: countries.code, name: countries.name }).from(countries))
        labels.set(countryIdOf(row.code), row.name);
      break;
    case 'SELLER':
      put(await db.select({ id: sellers.id, name: sellers.name }).from(sellers).where(within(sellers.id)));
      break;
    case 'TAG':
      put(
        await db
          .select({ id: tags.id, name: tags.value })
          .from(tags)
          .where(and(eq(tags.customerId, customerId), within(tags.id))),
      );
      break;
    case 'SEARCH_KEYWORD':
      put(
        await db
          .select({ id: searchKeywords.id, name: searchKeywords.name })
          .from(searchKeywords)
          .where(and(eq(searchKeywords.customerId, customerId), within(searchKeywords.id))),
      );
      break;
    case 'CATEGORY_LISTING':
      put(
        await db
          .select({ id: searchCategories.id, name: searchCategories.name })
          .from(searchCategories)
          .where(and(eq(searchCategories.customerId, customerId), within(searchCategories.id))),
      );
      break;
    case 'DATE':
      break;
  }
  return labels;
}
