import type { MetricCode } from '@shelfsight/contracts';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { products, searchCategories, searchKeywords, tagCategories, tags } from '../../db/schema/catalogue';

export async function tagCategoryList(db: Db, customerId: number) {
  const rows = await db
    .select()
    .from(tagCategories)
    .where(eq(tagCategories.customerId, customerId))
    .orderBy(asc(tagCategories.label));
  return rows.map((row) => ({ id: row.id, value: row.name, label: row.label, name: row.name, tag: row.name }));
}

export async function tagList(db: Db, customerId: number, categoryId?: number) {
  const conditions = [eq(tags.customerId, customerId)];
  if (categoryId !== undefined) conditions.push(eq(tags.categoryId, categoryId));
  const rows = await db
    .select()
    .from(tags)
    .where(and(...conditions))
    .orderBy(asc(tags.value));
  return rows.map((row) => ({ id: row.id, category: row.categoryId, value: row.value }));
}

/**
 * Metrics that cannot have data for this customer: search metrics without tracked keywords, category
 * rank without tracked category pages, MAP violations without any MAP in the catalogue.
 */
export async function unavailableMetrics(db: Db, customerId: number): Promise<Set<MetricCode>> {
  const [keywords] = await db
    .select({ n: count() })
    .from(searchKeywords)
    .where(eq(searchKeywords.customerId, customerId));
  const [pages] = await db
    .select({ n: count() })
    .from(searchCategories)
    .where(eq(searchCategories.customerId, customerId));
  const [maps] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.customerId, customerId), isNotNull(products.mapPrice)));
  const missing = new Set<MetricCode>();
  if (!keywords?.n) ['SEARCH_RANK', 'SHARE_OF_SEARCH'].forEach((code) => missing.add(code as MetricCode));
  if (!pages?.n) missing.add('CATEGORY_RANK');
  if (!maps?.n) missing.add('MAP_VIOLATIONS');
  return missing;
}
