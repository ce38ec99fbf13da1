import {
  countryIdOf,
  type FilterDimension,
  type FilterItem,
  type SavedFilterSegment,
  savedFilterSegments,
} from '@shelfsight/contracts';
import { and, asc, count, countDistinct, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import {
  brands,
  brandTypes,
  countries,
  customerRetailers,
  products,
  retailers,
  searchCategories,
  searchKeywords,
  sellers,
  tagCategories,
  tags,
} from '../../db/schema/catalogue';
import type { RetailerAccess } from '../../access/retailerAccess';
import { type Viewer, visibleSavedFilters } from '../savedFilters';
import { clustersOf } from '../visibilityClusters';

type Item = Pick<FilterItem, 'id' | 'name'> & {
  details?: string | null;
  roleExcluded?: boolean;
  ownerName?: string | null;
};

const item = (segment: string, entry: Item): FilterItem => ({
  id: entry.id,
  key: `${segment}:${entry.id}`,
  name: entry.name,
  savedFilterIds: [],
  excluded: false,
  licenseExcluded: false,
  roleExcluded: entry.roleExcluded ?? false,
  details: entry.details ?? null,
  ownerName: entry.ownerName ?? null,
});

/** The retailers the customer tracks, with the user's access: those outside it are flagged roleExcluded. */
async function trackedRetailers(db: Db, customerId: number) {
  return db
    .select({
      id: retailers.id,
      name: retailers.displayName,
      countryCode: retailers.countryCode,
      countryName: countries.name,
    })
    .from(customerRetailers)
    .innerJoin(retailers, eq(retailers.id, customerRetailers.retailerId))
    .innerJoin(countries, eq(countries.code, retailers.countryCode))
    .where(and(eq(customerRetailers.customerId, customerId), eq(customerRetailers.isActive, true)))
    .orderBy(asc(retailers.displayName));
}

/** Only clusters that filter are offered: active ones that are not drafts. */
const offeredCluster = (cluster: { active: boolean; isDraft: boolean }) => cluster.active && !cluster.isDraft;

const allowed = (access: RetailerAccess, retailerId: number) => access.all || access.retailerIds.includes(retailerId);

/**
 * Items of one filter segment (spec 2 §3 filterItems), or of a tag category named by its name or label;
 * undefined when the label names neither. With the viewer, saved filters are those they may see and
 * every item lists the ids of those saved filters that hold it (savedFilterIds); without, there are none.
 */
export async function filterItems(
  db: Db,
  customerId: number,
  access: RetailerAccess,
  label: string,
  viewer?: Omit<Viewer, 'customerId'>,
): Promise<FilterItem[] | undefined> {
  const items = await segmentItems(db, customerId, access, label, viewer);
  if (!items || !viewer || !(savedFilterSegments as readonly string[]).includes(label)) return items;
  const saved = await visibleSavedFilters(db, { ...viewer, customerId });
  const segment = label as SavedFilterSegment;
  return items.map((entry) => ({
    ...entry,
    savedFilterIds: saved.filter((filter) => filter[segment].includes(entry.id)).map((filter) => filter.id),
  }));
}

async function segmentItems(
  db: Db,
  customerId: number,
  access: RetailerAccess,
  label: string,
  viewer?: Omit<Viewer, 'customerId'>,
): Promise<FilterItem[] | undefined> {
  const segment = label as FilterDimension;
  const mine = (column: AnyPgColumn) => eq(column, customerId);
  switch (segment) {
    case 'retailers':
      return (await trackedRetailers(db, customerId)).map((row) =>
        item(segment, { id: row.id, name: row.name, details: row.countryName, roleExcluded: !allowed(access, row.id) }),
      );
    case 'countries': {
      const seen = new Map<number, FilterItem>();
      for (const row of await trackedRetailers(db, customerId))
        seen.set(
          countryIdOf(row.countryCode),
          item(segment, { id: countryIdOf(row.countryCode), name: row.countryName, details: row.countryCode }),
        );
      return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
    }
    case 'brands':
      return (
        await db
          .select({ id: brands.id, name: brands.name })
          .from(brands)
          .where(mine(brands.customerId))
          .orderBy(asc(brands.name))
      ).map((row) => item(segment, row));
    case 'brandTypes':
      return (
        await db
          .select({ id: brandTypes.id, name: brandTypes.name })
          .from(brandTypes)
          .where(mine(brandTypes.customerId))
          .orderBy(asc(brandTypes.name))
      ).map((row) => item(segment, row));
    case 'products':
      return (
        await db
          .select({ id: products.id, name: products.name, gtins: products.gtinCodes })
          .from(products)
          .where(and(mine(products.customerId), eq(products.isActive, true)))
          .orderBy(asc(products.name))
      ).map((row) => item(segment, { id: row.id, name: row.name, details: row.gtins[0] ?? null }));
    case 'sellers': {
      const tracked = await trackedRetailers(db, customerId);
      const rows = await db
        .select({ id: sellers.id, name: sellers.name, retailerId: sellers.retailerId })
        .from(sellers)
        .where(inArray(sellers.retailerId, [...tracked.map((row) => row.id), -1]))
        .orderBy(asc(sellers.name));
      return rows.map((row) =>
        item(segment, {
          id: row.id,
          name: row.name,
          details: tracked.find((r) => r.id === row.retailerId)?.name ?? null,
          roleExcluded: !allowed(access, row.retailerId),
        }),
      );
    }
    case 'tags':
      return (
        await db
          .select({ id: tags.id, name: tags.value, category: tagCategories.label })
          .from(tags)
          .innerJoin(
            tagCategories,
            and(eq(tagCategories.customerId, tags.customerId), eq(tagCategories.id, tags.categoryId)),
          )
          .where(mine(tags.customerId))
          .orderBy(asc(tags.value))
      ).map((row) => item(segment, { id: row.id, name: row.name, details: row.category }));
    case 'searchKeywords':
      return (
        await db
          .select({ id: searchKeywords.id, name: searchKeywords.name, retailerId: searchKeywords.retailerId })
          .from(searchKeywords)
          .where(mine(searchKeywords.customerId))
          .orderBy(asc(searchKeywords.name))
      ).map((row) => item(segment, { id: row.id, name: row.name, roleExcluded: !allowed(access, row.retailerId) }));
    case 'searchCategories':
      return (
        await db
          .select({
            id: searchCategories.id,
            name: searchCategories.name,
            url: searchCategories.url,
            retailerId: searchCategories.retailerId,
          })
          .from(searchCategories)
          .where(mine(searchCategories.customerId))
          .orderBy(asc(searchCategories.name))
      ).map((row) =>
        item(segment, { id: row.id, name: row.name, details: row.url, roleExcluded: !allowed(access, row.retailerId) }),
      );
    case 'savedFilters':
      if (!viewer) return [];
      return (await visibleSavedFilters(db, { ...viewer, customerId })).map((filter) =>
        item(segment, { id: filter.id, name: filter.name, ownerName: filter.ownerName }),
      );
    case 'visibilityClusters':
      return (await clustersOf(db, customerId)).filter(offeredCluster).map((cluster) =>
        item(segment, {
          id: cluster.id,
          name: cluster.name,
          details: cluster.type === 'MANUAL' ? 'Manual selection' : 'Conditional selection',
        }),
      );
    default: {
      const rows = await db
        .select({ id: tags.id, name: tags.value, category: tagCategories.label })
        .from(tags)
        .innerJoin(
          tagCategories,
          and(eq(tagCategories.customerId, tags.customerId), eq(tagCategories.id, tags.categoryId)),
        )
        .where(and(mine(tags.customerId), or(eq(tagCategories.name, label), eq(tagCategories.label, label))))
        .orderBy(asc(tags.value));
      if (rows.length > 0)
        return rows.map((row) => item('tags', { id: row.id, name: row.name, details: row.category }));
      const [category] = await db
        .select({ id: tagCategories.id })
        .from(tagCategories)
        .where(and(mine(tagCategories.customerId), or(eq(tagCategories.name, label), eq(tagCategories.label, label))));
      return category ? [] : undefined;
    }
  }
}

/**
 * How many items of each filter segment the user may choose (those of filterItems that are not roleExcluded),
 * counted in SQL: the filter bar asks for them on every dashboard, and loading each segment's items (thousands
 * of products, sorted) only to count them cost the server 40–200 ms per call.
 */
export async function usableItemCounts(
  db: Db,
  customerId: number,
  access: RetailerAccess,
  viewer: Omit<Viewer, 'customerId'>,
): Promise<Record<FilterDimension, number>> {
  // The user's retailers, as filterItems' `allowed`: no condition when they may see all.
  const allowedRetailer = (column: AnyPgColumn): SQL | undefined =>
    access.all ? undefined : inArray(column, [...access.retailerIds, -1]);
  const tracked = (retailerColumn: AnyPgColumn) =>
    and(
      eq(customerRetailers.customerId, customerId),
      eq(customerRetailers.isActive, true),
      eq(customerRetailers.retailerId, retailerColumn),
    );
  const first = async (rows: Promise<{ n: number }[]>) => (await rows)[0]?.n ?? 0;
  const trackedCount = (measure: SQL<number>, where?: SQL) =>
    first(
      db
        .select({ n: measure })
        .from(customerRetailers)
        .innerJoin(retailers, tracked(retailers.id))
        .innerJoin(countries, eq(countries.code, retailers.countryCode))
        .where(where),
    );
  const [
    retailerCount,
    countryCount,
    brandCount,
    brandTypeCount,
    productCount,
    sellerCount,
    tagCount,
    keywordCount,
    categoryCount,
    saved,
    clusters,
  ] = await Promise.all([
    trackedCount(count(), allowedRetailer(retailers.id)),
    trackedCount(countDistinct(retailers.countryCode)),
    first(db.select({ n: count() }).from(brands).where(eq(brands.customerId, customerId))),
    first(db.select({ n: count() }).from(brandTypes).where(eq(brandTypes.customerId, customerId))),
    first(
      db
        .select({ n: count() })
        .from(products)
        .where(and(eq(products.customerId, customerId), eq(products.isActive, true))),
    ),
    first(
      db
        .select({ n: count() })
        .from(sellers)
        .innerJoin(customerRetailers, tracked(sellers.retailerId))
        .innerJoin(retailers, eq(retailers.id, sellers.retailerId))
        .innerJoin(countries, eq(countries.code, retailers.countryCode))
        .where(allowedRetailer(sellers.retailerId)),
    ),
    first(
      db
        .select({ n: count() })
        .from(tags)
        .innerJoin(
          tagCategories,
          and(eq(tagCategories.customerId, tags.customerId), eq(tagCategories.id, tags.categoryId)),
        )
        .where(eq(tags.customerId, customerId)),
    ),
    first(
      db
        .select({ n: count() })
        .from(searchKeywords)
        .where(and(eq(searchKeywords.customerId, customerId), allowedRetailer(searchKeywords.retailerId))),
    ),
    first(
      db
        .select({ n: count() })
        .from(searchCategories)
        .where(and(eq(searchCategories.customerId, customerId), allowedRetailer(searchCategories.retailerId))),
    ),
    visibleSavedFilters(db, { ...viewer, customerId }),
    clustersOf(db, customerId),
  ]);
  return {
    savedFilters: saved.length,
    retailers: retailerCount,
    brands: brandCount,
    sellers: sellerCount,
    countries: countryCount,
    products: productCount,
    tags: tagCount,
    searchKeywords: keywordCount,
    searchCategories: categoryCount,
    visibilityClusters: clusters.filter(offeredCluster).length,
    brandTypes: brandTypeCount,
  };
}

/**
 * Seller filter conversion: a seller is one row per retailer, so a seller chosen at one retailer becomes
 * the sellers of the same name at every retailer the customer tracks and the user may see.
 */
export async function convertSellerIds(
  db: Db,
  customerId: number,
  access: RetailerAccess,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const chosen = await db.select({ name: sellers.name }).from(sellers).where(inArray(sellers.id, ids));
  if (chosen.length === 0) return [];
  const tracked = (await trackedRetailers(db, customerId)).map((row) => row.id).filter((id) => allowed(access, id));
  const rows = await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(
      and(
        inArray(
          sellers.name,
          chosen.map((row) => row.name),
        ),
        inArray(sellers.retailerId, [...tracked, -1]),
      ),
    );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
