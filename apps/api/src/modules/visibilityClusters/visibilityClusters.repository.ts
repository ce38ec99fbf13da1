import {
  nameMeetsConditions,
  type VisibilityCluster,
  type VisibilityClusterEntityType,
  type VisibilityClusterInputParsed,
  visibilityClusterTypeOf,
} from '@shelfsight/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { searchCategories, searchKeywords } from '../../db/schema/catalogue';
import { savedFilterItems } from '../../db/schema/savedFilters';
import {
  visibilityClusterConditions,
  visibilityClusterEntities,
  visibilityClusters,
} from '../../db/schema/visibilityClusters';

/** Clusters of the customer with their entities and conditions, optionally only some ids. */
export async function clustersOf(db: Db, customerId: number, onlyIds?: number[]): Promise<VisibilityCluster[]> {
  const conditions = [eq(visibilityClusters.customerId, customerId)];
  if (onlyIds) conditions.push(inArray(visibilityClusters.id, [...onlyIds, -1]));
  const rows = await db
    .select()
    .from(visibilityClusters)
    .where(and(...conditions))
    .orderBy(asc(visibilityClusters.name), asc(visibilityClusters.id));
  const ids = [...rows.map((row) => row.id), -1];
  const entities = await db
    .select({
      id: visibilityClusterEntities.id,
      visibilityClusterId: visibilityClusterEntities.visibilityClusterId,
      entityType: visibilityClusterEntities.entityType,
      entityId: visibilityClusterEntities.entityId,
      label: visibilityClusterEntities.label,
    })
    .from(visibilityClusterEntities)
    .where(
      and(
        eq(visibilityClusterEntities.customerId, customerId),
        inArray(visibilityClusterEntities.visibilityClusterId, ids),
      ),
    )
    .orderBy(asc(visibilityClusterEntities.id));
  const clauses = await db
    .select({
      visibilityClusterId: visibilityClusterConditions.visibilityClusterId,
      sequenceNumber: visibilityClusterConditions.sequenceNumber,
      operator: visibilityClusterConditions.operator,
      value: visibilityClusterConditions.value,
    })
    .from(visibilityClusterConditions)
    .where(
      and(
        eq(visibilityClusterConditions.customerId, customerId),
        inArray(visibilityClusterConditions.visibilityClusterId, ids),
      ),
    )
    .orderBy(asc(visibilityClusterConditions.sequenceNumber));
  return rows.map((row) => {
    const own = clauses.filter((clause) => clause.visibilityClusterId === row.id);
    return {
      id: row.id,
      name: row.name,
      active: row.active,
      isDraft: row.isDraft,
      type: visibilityClusterTypeOf(own),
      entities: entities.filter((entity) => entity.visibilityClusterId === row.id),
      conditions: own,
    };
  });
}

/** Entity ids that are not search keywords of the customer. */
export async function unknownKeywords(db: Db, customerId: number, keywordIds: number[]): Promise<number[]> {
  const wanted = [...new Set(keywordIds)];
  if (wanted.length === 0) return [];
  const found = await db
    .select({ id: searchKeywords.id })
    .from(searchKeywords)
    .where(and(eq(searchKeywords.customerId, customerId), inArray(searchKeywords.id, wanted)));
  const known = new Set(found.map((row) => row.id));
  return wanted.filter((id) => !known.has(id));
}

/**
 * Entity ids that are not tracked pages of the customer: any page for category pages (the filter bar's category list,
 * which the cluster form offers, holds other pages too), other pages only for `OTHER`.
 */
export async function unknownCategoryPages(
  db: Db,
  customerId: number,
  categoryIds: number[],
  contentType?: 'OTHER',
): Promise<number[]> {
  const wanted = [...new Set(categoryIds)];
  if (wanted.length === 0) return [];
  const found = await db
    .select({ id: searchCategories.id })
    .from(searchCategories)
    .where(
      and(
        eq(searchCategories.customerId, customerId),
        contentType ? eq(searchCategories.contentType, contentType) : undefined,
        inArray(searchCategories.id, wanted),
      ),
    );
  const known = new Set(found.map((row) => row.id));
  return wanted.filter((id) => !known.has(id));
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function writeSelection(tx: Tx, customerId: number, clusterId: number, input: VisibilityClusterInputParsed) {
  const ofCluster = <T extends typeof visibilityClusterEntities | typeof visibilityClusterConditions>(table: T) =>
    and(eq(table.customerId, customerId), eq(table.visibilityClusterId, clusterId));
  await tx.delete(visibilityClusterEntities).where(ofCluster(visibilityClusterEntities));
  await tx.delete(visibilityClusterConditions).where(ofCluster(visibilityClusterConditions));
  const seen = new Set<string>();
  const entities = input.entities.filter((entity) => {
    const key = `${entity.entityType}:${entity.entityId}`;
    return !seen.has(key) && seen.add(key);
  });
  if (entities.length > 0)
    await tx
      .insert(visibilityClusterEntities)
      .values(entities.map((entity) => ({ customerId, visibilityClusterId: clusterId, ...entity })));
  if (input.conditions.length > 0) {
    await tx.insert(visibilityClusterConditions).values(
      input.conditions.map((condition, index) => ({
        customerId,
        visibilityClusterId: clusterId,
        sequenceNumber: index + 1,
        ...condition,
      })),
    );
  }
}

export async function createCluster(db: Db, customerId: number, input: VisibilityClusterInputParsed): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(visibilityClusters)
      .values({ customerId, name: input.name, active: input.active, isDraft: input.isDraft })
      .returning({ id: visibilityClusters.id });
    if (!row) throw new Error('visibility cluster insert returned nothing');
    await writeSelection(tx, customerId, row.id, input);
    return row.id;
  });
}

export async function updateCluster(
  db: Db,
  customerId: number,
  clusterId: number,
  input: VisibilityClusterInputParsed,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(visibilityClusters)
      .set({ name: input.name, active: input.active, isDraft: input.isDraft, lastUpdated: new Date() })
      .where(and(eq(visibilityClusters.customerId, customerId), eq(visibilityClusters.id, clusterId)));
    await writeSelection(tx, customerId, clusterId, input);
  });
}

export async function deleteCluster(db: Db, customerId: number, clusterId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // Entities and conditions go with it (ON DELETE CASCADE). Saved filters drop it too: an id that is
    // no cluster matches nothing, which would empty their search metrics.
    await tx
      .delete(savedFilterItems)
      .where(
        and(
          eq(savedFilterItems.customerId, customerId),
          eq(savedFilterItems.dimension, 'visibilityClusters'),
          eq(savedFilterItems.itemId, clusterId),
        ),
      );
    await tx
      .delete(visibilityClusters)
      .where(and(eq(visibilityClusters.customerId, customerId), eq(visibilityClusters.id, clusterId)));
  });
}

/** What chosen clusters narrow: per kind, null when none of them tracks that kind (it is left alone). */
export interface ClusterPages {
  keywordIds: number[] | null;
  categoryIds: number[] | null;
}

/**
 * The search keywords and category pages the chosen clusters select, for the query engine. Only active clusters
 * that are not drafts apply, and several widen each other (a page of any of them). A kind is narrowed only by the
 * clusters that track it: conditional clusters track both (the keywords and the category pages whose names meet their
 * conditions), manual ones with keywords track keywords, manual ones with category pages track those; a keyword cluster leaves category widgets alone, as the keyword filter does. null
 * when every id names a switched-off cluster (nothing to apply); ids that are no cluster of the customer match
 * nothing, like unknown ids of the other filter lists.
 */
export async function pagesOfClusters(db: Db, customerId: number, clusterIds: number[]): Promise<ClusterPages | null> {
  const clusters = await clustersOf(db, customerId, clusterIds);
  const applied = clusters.filter((cluster) => cluster.active && !cluster.isDraft);
  if (applied.length === 0)
    return clusters.length > 0 && clusterIds.every((id) => clusters.some((cluster) => cluster.id === id))
      ? null
      : { keywordIds: [], categoryIds: [] };
  const ofType = (type: VisibilityClusterEntityType) =>
    applied.flatMap((cluster) => cluster.entities.filter((entity) => entity.entityType === type));
  const keywordEntities = ofType('SEARCH_KEYWORD');
  // Other pages are listed by URL like category pages: their rows are category listings too.
  const categoryEntities = [...ofType('CATEGORY_PAGE'), ...ofType('OTHER_PAGE')];
  const conditional = applied.filter((cluster) => cluster.type === 'CONDITIONAL');
  const keywords = new Set(keywordEntities.map((entity) => entity.entityId));
  const categories = new Set(categoryEntities.map((entity) => entity.entityId));
  if (conditional.length > 0) {
    const meets = (name: string) => conditional.some((cluster) => nameMeetsConditions(name, cluster.conditions));
    const [keywordRows, categoryRows] = await Promise.all([
      db
        .select({ id: searchKeywords.id, name: searchKeywords.name })
        .from(searchKeywords)
        .where(eq(searchKeywords.customerId, customerId)),
      db
        .select({ id: searchCategories.id, name: searchCategories.name })
        .from(searchCategories)
        .where(eq(searchCategories.customerId, customerId)),
    ]);
    for (const keyword of keywordRows) if (meets(keyword.name)) keywords.add(keyword.id);
    for (const page of categoryRows) if (meets(page.name)) categories.add(page.id);
  }
  // Clusters that select nothing still count as chosen: a manual cluster emptied of its pages matches nothing.
  const tracksKeywords =
    conditional.length > 0 ||
    keywordEntities.length > 0 ||
    applied.some((cluster) => cluster.type === 'MANUAL' && cluster.entities.length === 0);
  const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);
  const tracksCategories = conditional.length > 0 || categoryEntities.length > 0;
  return {
    keywordIds: tracksKeywords ? sorted(keywords) : null,
    categoryIds: tracksCategories ? sorted(categories) : null,
  };
}
