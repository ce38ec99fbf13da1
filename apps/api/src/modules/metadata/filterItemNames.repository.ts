import { countryCodeOf, type FilterSegmentField } from '@shelfsight/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  brands,
  brandTypes,
  countries,
  products,
  retailers,
  searchCategories,
  searchKeywords,
  sellers,
  tags,
} from '../../db/schema/catalogue';
import { savedFilters } from '../../db/schema/savedFilters';
import { visibilityClusters } from '../../db/schema/visibilityClusters';

/** The id lists of a widget request: saved filters and one per filter segment (spec 2 §7). */
export type FilterListField = 'savedFilterIds' | FilterSegmentField;

type Named = { id: number; name: string };

/**
 * The names of the given items of one filter list, by id: the customer's own catalogue (brands, products,
 * tags, saved filters ...) or the shared one (retailers, sellers, countries). Ids it does not know are
 * left out, so the caller decides how to show them. Only the ids asked for are read.
 */
export async function filterItemNames(
  db: Db,
  customerId: number,
  field: FilterListField,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await namedRows(db, customerId, field, wanted);
  return new Map(rows.map((row) => [Number(row.id), row.name]));
}

async function namedRows(db: Db, customerId: number, field: FilterListField, ids: number[]): Promise<Named[]> {
  switch (field) {
    case 'savedFilterIds':
      return db
        .select({ id: savedFilters.id, name: savedFilters.name })
        .from(savedFilters)
        .where(and(eq(savedFilters.customerId, customerId), inArray(savedFilters.id, ids)));
    case 'filterRetailerIds':
      return db
        .select({ id: retailers.id, name: retailers.displayName })
        .from(retailers)
        .where(inArray(retailers.id, ids));
    case 'filterSellerIds':
      return db.select({ id: sellers.id, name: sellers.name }).from(sellers).where(inArray(sellers.id, ids));
    case 'filterCountryIds': {
      // A country's id is made from its code (countryIdOf).
      const codes = new Map<string, number>();
      for (const id of ids) {
        const code = countryCodeOf(id);
        if (code) codes.set(code, id);
      }
      if (codes.size === 0) return [];
      const rows = await db
        .select({ code: countries.code, name: countries.name })
        .from(countries)
        .where(inArray(countries.code, [...codes.keys()]));
      return rows.map((row) => ({ id: codes.get(row.code) ?? 0, name: row.name }));
    }
    case 'filterBrandIds':
      return db
        .select({ id: brands.id, name: brands.name })
        .from(brands)
        .where(and(eq(brands.customerId, customerId), inArray(brands.id, ids)));
    case 'filterBrandTypeIds':
      return db
        .select({ id: brandTypes.id, name: brandTypes.name })
        .from(brandTypes)
        .where(and(eq(brandTypes.customerId, customerId), inArray(brandTypes.id, ids)));
    case 'filterProductIds':
      return db
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(and(eq(products.customerId, customerId), inArray(products.id, ids)));
    case 'filterTagIds':
      return db
        .select({ id: tags.id, name: tags.value })
        .from(tags)
        .where(and(eq(tags.customerId, customerId), inArray(tags.id, ids)));
    case 'filterSearchKeywordIds':
      return db
        .select({ id: searchKeywords.id, name: searchKeywords.name })
        .from(searchKeywords)
        .where(and(eq(searchKeywords.customerId, customerId), inArray(searchKeywords.id, ids)));
    case 'filterSearchCategoryIds':
      return db
        .select({ id: searchCategories.id, name: searchCategories.name })
        .from(searchCategories)
        .where(and(eq(searchCategories.customerId, customerId), inArray(searchCategories.id, ids)));
    case 'filterVisibilityClusterIds':
      return db
        .select({ id: visibilityClusters.id, name: visibilityClusters.name })
        .from(visibilityClusters)
        .where(and(eq(visibilityClusters.customerId, customerId), inArray(visibilityClusters.id, ids)));
  }
}
