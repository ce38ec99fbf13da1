import { countryCodeOf } from '@shelfsight/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { assortments, brands, products, productTags, retailers, tags } from '../../db/schema/catalogue';
import type { RetailerAccess } from '../../access/retailerAccess';
import { excludedSelectionPairs } from './productSelectionScope';
import { type FactScope, openScope, PAIR_KEY_FACTOR } from './queryTypes';
import { trackedEntityIds } from './trackedEntities';

/** The filter lists of a widget request, after saved filters are merged in. Empty lists do not filter. */
export interface FilterSelection {
  retailers: number[];
  brands: number[];
  brandTypes: number[];
  sellers: number[];
  countries: number[];
  products: number[];
  tags: number[];
  searchKeywords: number[];
  searchCategories: number[];
  visibilityClusters: number[];
}

export const emptySelection = (): FilterSelection => ({
  retailers: [],
  brands: [],
  brandTypes: [],
  sellers: [],
  countries: [],
  products: [],
  tags: [],
  searchKeywords: [],
  searchCategories: [],
  visibilityClusters: [],
});

/** Every list of both selections applies: lists of the same dimension narrow to their common ids. */
export function mergeSelections(a: FilterSelection, b: FilterSelection): FilterSelection {
  const merged = emptySelection();
  for (const key of Object.keys(merged) as (keyof FilterSelection)[]) {
    if (a[key].length === 0) merged[key] = [...b[key]];
    else if (b[key].length === 0) merged[key] = [...a[key]];
    else merged[key] = a[key].filter((id) => b[key].includes(id));
    if (a[key].length > 0 && b[key].length > 0 && merged[key].length === 0) merged[key] = [-1];
  }
  return merged;
}

/** Items of both selections, segment by segment: what selecting saved filters does to the lists (spec 2 §4). */
export function addSelections(a: FilterSelection, b: FilterSelection): FilterSelection {
  const added = emptySelection();
  for (const key of Object.keys(added) as (keyof FilterSelection)[]) added[key] = [...new Set([...a[key], ...b[key]])];
  return added;
}

const intersect = (current: number[] | null, next: number[]): number[] =>
  current === null ? next : current.filter((id) => next.includes(id));
const unique = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

async function productsOfTags(db: Db, customerId: number, tagIds: number[]): Promise<number[]> {
  // Tags of one category widen (any of them), categories narrow each other (all of them).
  const rows = await db
    .select({ productId: productTags.productId, categoryId: tags.categoryId })
    .from(productTags)
    .innerJoin(tags, and(eq(tags.customerId, productTags.customerId), eq(tags.id, productTags.tagId)))
    .where(and(eq(productTags.customerId, customerId), inArray(productTags.tagId, tagIds)));
  const chosen = await db
    .select({ categoryId: tags.categoryId })
    .from(tags)
    .where(and(eq(tags.customerId, customerId), inArray(tags.id, tagIds)));
  let result: number[] | null = null;
  for (const categoryId of new Set(chosen.map((row) => row.categoryId))) {
    result = intersect(result, unique(rows.filter((row) => row.categoryId === categoryId).map((row) => row.productId)));
  }
  return result ?? [];
}

/**
 * The search keywords and category pages the chosen visibility clusters select (a kind null when no chosen cluster
 * tracks it), or null when none of them applies (every id names a switched-off cluster). Clusters are a module's
 * records: the app hands the engine this.
 */
export type ClusterKeywordResolver = (
  db: Db,
  customerId: number,
  clusterIds: number[],
) => Promise<{ keywordIds: number[] | null; categoryIds: number[] | null } | null>;

/** Knows no cluster: like ids that are no cluster of the customer, they match nothing. */
export const noClusters: ClusterKeywordResolver = async () => ({ keywordIds: [], categoryIds: [] });

/**
 * Resolves catalogue filters in PostgreSQL to the id sets the fact queries apply. The user's retailer
 * access is always part of the retailer set, so no fact query sees a retailer the user may not see.
 */
export async function resolveScope(
  db: Db,
  customerId: number,
  access: RetailerAccess,
  selection: FilterSelection,
  options: ScopeOptions,
): Promise<FactScope> {
  return withRetailerAccess(await resolveSelection(db, customerId, selection, options), access);
}

/**
 * A scope narrowed to the user's retailer access. Retailer sets only ever intersect, so applying it last
 * gives the scope resolveScope gives (the resolution of the filters can then be kept apart from access).
 */
export function withRetailerAccess(scope: FactScope, access: RetailerAccess): FactScope {
  if (access.all) return scope;
  return { ...scope, retailerIds: intersect(scope.retailerIds, [...access.retailerIds]) };
}

export interface ScopeOptions {
  applyRetailerAssortment: boolean;
  clusterKeywords?: ClusterKeywordResolver;
}

/** The filters' id sets without the user's retailer access (see resolveScope). */
export async function resolveSelection(
  db: Db,
  customerId: number,
  selection: FilterSelection,
  options: ScopeOptions,
): Promise<FactScope> {
  const scope = openScope();
  if (selection.retailers.length > 0) scope.retailerIds = unique(selection.retailers);
  if (selection.countries.length > 0) {
    const codes = selection.countries.map(countryCodeOf).filter((code): code is string => code !== null);
    const rows = codes.length
      ? await db.select({ id: retailers.id }).from(retailers).where(inArray(retailers.countryCode, codes))
      : [];
    scope.retailerIds = intersect(scope.retailerIds, unique(rows.map((row) => row.id)));
  }
  if (selection.products.length > 0) scope.productIds = unique(selection.products);
  if (selection.brands.length > 0 || selection.brandTypes.length > 0) {
    const conditions = [eq(products.customerId, customerId)];
    if (selection.brands.length > 0) conditions.push(inArray(products.brandId, selection.brands));
    if (selection.brandTypes.length > 0) {
      const typed = await db
        .select({ id: brands.id })
        .from(brands)
        .where(and(eq(brands.customerId, customerId), inArray(brands.brandTypeId, selection.brandTypes)));
      conditions.push(inArray(products.brandId, [...typed.map((row) => row.id), -1]));
    }
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(and(...conditions));
    scope.productIds = intersect(scope.productIds, unique(rows.map((row) => row.id)));
  }
  if (selection.tags.length > 0)
    scope.productIds = intersect(scope.productIds, await productsOfTags(db, customerId, selection.tags));
  if (selection.sellers.length > 0) scope.sellerIds = unique(selection.sellers);
  if (selection.searchKeywords.length > 0) scope.keywordIds = unique(selection.searchKeywords);
  if (selection.searchCategories.length > 0) scope.categoryIds = unique(selection.searchCategories);
  if (selection.visibilityClusters.length > 0) {
    // A cluster is a group of keywords and category pages: it narrows what those filters narrow.
    const pages = await (options.clusterKeywords ?? noClusters)(db, customerId, unique(selection.visibilityClusters));
    if (pages?.keywordIds) scope.keywordIds = intersect(scope.keywordIds, pages.keywordIds);
    if (pages?.categoryIds) scope.categoryIds = intersect(scope.categoryIds, pages.categoryIds);
  }
  // Visibility tracking decides which keywords and pages are shown, whatever the request's filters.
  const tracked = await trackedEntityIds(db, customerId);
  scope.keywordIds = intersect(scope.keywordIds, tracked.keywordIds);
  scope.categoryIds = intersect(scope.categoryIds, tracked.categoryIds);
  // The product selection decides what is tracked at each retailer, whatever the request's filters.
  scope.excludedPairKeys = await excludedSelectionPairs(db, customerId);
  if (options.applyRetailerAssortment) {
    const rows = await db
      .select({ retailerId: assortments.retailerId, productId: assortments.productId })
      .from(assortments)
      .where(eq(assortments.customerId, customerId));
    scope.pairKeys = rows.map((row) => row.retailerId * PAIR_KEY_FACTOR + row.productId);
  }
  return scope;
}
