import {
  countryCodeOf,
  type SavedFilterInputParsed,
  savedFilterMessages,
  type SavedFilterSegment,
} from '@shelfsight/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import {
  brands,
  brandTypes,
  customerRetailers,
  products,
  searchCategories,
  searchKeywords,
  sellers,
  tags,
} from '../../db/schema/catalogue';
import { visibilityClusters } from '../../db/schema/visibilityClusters';

/** Ids among `ids` found by a query over one id column, optionally bound to the customer. */
async function missing(
  db: Db,
  ids: number[],
  idColumn: AnyPgColumn,
  customerColumn: AnyPgColumn | null,
  customerId: number,
): Promise<boolean> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return false;
  const where = customerColumn
    ? and(eq(customerColumn, customerId), inArray(idColumn, wanted))
    : inArray(idColumn, wanted);
  const found = await db.select({ id: idColumn }).from(idColumn.table).where(where);
  return found.length < wanted.length;
}

/**
 * The segments holding an item that is not the customer's (a retailer it does not track, another
 * tenant's brand, ...), each named with the same message, so a saved filter never points elsewhere.
 */
export async function unknownSegmentItems(
  db: Db,
  customerId: number,
  input: SavedFilterInputParsed,
): Promise<Partial<Record<SavedFilterSegment, string>>> {
  const checks: Record<SavedFilterSegment, () => Promise<boolean>> = {
    retailers: () =>
      missing(db, input.retailers, customerRetailers.retailerId, customerRetailers.customerId, customerId),
    brands: () => missing(db, input.brands, brands.id, brands.customerId, customerId),
    brandTypes: () => missing(db, input.brandTypes, brandTypes.id, brandTypes.customerId, customerId),
    // Sellers and countries are shared reference data: they only have to exist.
    sellers: () => missing(db, input.sellers, sellers.id, null, customerId),
    countries: async () => input.countries.some((id) => countryCodeOf(id) === null),
    products: () => missing(db, input.products, products.id, products.customerId, customerId),
    tags: () => missing(db, input.tags, tags.id, tags.customerId, customerId),
    searchKeywords: () => missing(db, input.searchKeywords, searchKeywords.id, searchKeywords.customerId, customerId),
    searchCategories: () =>
      missing(db, input.searchCategories, searchCategories.id, searchCategories.customerId, customerId),
    visibilityClusters: () =>
      missing(db, input.visibilityClusters, visibilityClusters.id, visibilityClusters.customerId, customerId),
  };
  const fields: Partial<Record<SavedFilterSegment, string>> = {};
  for (const [segment, check] of Object.entries(checks) as [SavedFilterSegment, () => Promise<boolean>][]) {
    if (await check()) fields[segment] = savedFilterMessages.unknownItem;
  }
  return fields;
}
