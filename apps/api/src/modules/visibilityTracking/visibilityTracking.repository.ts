import {
  type CustomerRetailer,
  keywordLink,
  type PageContentType,
  type SearchKeyword,
  type SearchPage,
} from '@shelfsight/contracts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customerRetailers, searchCategories, searchKeywords } from '../../db/schema/catalogue';
import { visibilityClusterEntities } from '../../db/schema/visibilityClusters';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

const keywordColumns = {
  id: searchKeywords.id,
  retailerId: searchKeywords.retailerId,
  trackingGroupIds: searchKeywords.trackingGroupIds,
  name: searchKeywords.name,
  isActive: searchKeywords.isActive,
};

const pageColumns = {
  id: searchCategories.id,
  retailerId: searchCategories.retailerId,
  trackingGroupIds: searchCategories.trackingGroupIds,
  name: searchCategories.name,
  url: searchCategories.url,
  contentType: searchCategories.contentType,
  isActive: searchCategories.isActive,
};

/** Keywords of the given retailers (each with its effective settings), by retailer then name. */
export async function listKeywords(
  db: Db,
  customerId: number,
  retailers: CustomerRetailer[],
): Promise<SearchKeyword[]> {
  if (retailers.length === 0) return [];
  const settingsOf = new Map(retailers.map((retailer) => [retailer.id, retailer.retailerSettings]));
  const rows = await db
    .select(keywordColumns)
    .from(searchKeywords)
    .where(
      and(
        eq(searchKeywords.customerId, customerId),
        inArray(
          searchKeywords.retailerId,
          retailers.map((retailer) => retailer.id),
        ),
      ),
    )
    .orderBy(asc(searchKeywords.retailerId), asc(searchKeywords.name), asc(searchKeywords.id));
  return rows.map((row) => {
    const retailerSettings = settingsOf.get(row.retailerId)!;
    return { ...row, retailerSettings, link: keywordLink(retailerSettings.keywordUrl, row.name) };
  });
}

/** Pages (category pages, other pages or both) of the given retailers, by retailer then name. */
export async function listPages(
  db: Db,
  customerId: number,
  retailerIds: number[],
  contentType?: PageContentType,
): Promise<SearchPage[]> {
  if (retailerIds.length === 0) return [];
  return db
    .select(pageColumns)
    .from(searchCategories)
    .where(
      and(
        eq(searchCategories.customerId, customerId),
        inArray(searchCategories.retailerId, retailerIds),
        contentType ? eq(searchCategories.contentType, contentType) : undefined,
      ),
    )
    .orderBy(asc(searchCategories.retailerId), asc(searchCategories.name), asc(searchCategories.id));
}

/**
 * Takes the customer's row of the retailer for update, so concurrent additions at one retailer count one after
 * the other against its limit.
 */
async function lockRetailer(tx: Tx, customerId: number, retailerId: number) {
  await tx
    .select({ retailerId: customerRetailers.retailerId })
    .from(customerRetailers)
    .where(and(eq(customerRetailers.customerId, customerId), eq(customerRetailers.retailerId, retailerId)))
    .for('update');
}

/** Keywords, category pages and other pages of the customer at the retailer, active or paused. */
export async function trackedCount(db: Executor, customerId: number, retailerId: number): Promise<number> {
  const [keywords] = await db
    .select({ n: count() })
    .from(searchKeywords)
    .where(and(eq(searchKeywords.customerId, customerId), eq(searchKeywords.retailerId, retailerId)));
  const [pages] = await db
    .select({ n: count() })
    .from(searchCategories)
    .where(and(eq(searchCategories.customerId, customerId), eq(searchCategories.retailerId, retailerId)));
  return Number(keywords?.n ?? 0) + Number(pages?.n ?? 0);
}

/** A write that the retailer's limit or an entity it already tracks may refuse (then nothing is written). */
export type TrackingWrite<T> =
  | { ok: true; value: T }
  | { ok: false; reason: 'limit'; tracked: number }
  | { ok: false; reason: 'duplicate'; taken: string[] };

/**
 * Every addition at a retailer: with the retailer's row locked, refused when one of the entities is tracked already
 * (`taken` names them) or the limit `max` leaves no room for `adding` more; else inserted, all in one transaction.
 */
async function addWithinLimit<T>(
  db: Db,
  customerId: number,
  retailerId: number,
  addition: { max: number; adding: number; taken: (tx: Tx) => Promise<string[]>; insert: (tx: Tx) => Promise<T> },
): Promise<TrackingWrite<T>> {
  return db.transaction(async (tx) => {
    await lockRetailer(tx, customerId, retailerId);
    const taken = await addition.taken(tx);
    if (taken.length > 0) return { ok: false, reason: 'duplicate', taken };
    const tracked = await trackedCount(tx, customerId, retailerId);
    if (tracked + addition.adding > addition.max) return { ok: false, reason: 'limit', tracked };
    return { ok: true, value: await addition.insert(tx) };
  });
}

const lower = (text: string) => text.toLocaleLowerCase('en');

/** Names among `names` that the retailer already tracks, compared without case (the first spelling of each). */
export async function trackedKeywordNames(
  db: Executor,
  customerId: number,
  retailerId: number,
  names: string[],
  exceptId?: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: searchKeywords.id, name: searchKeywords.name })
    .from(searchKeywords)
    .where(and(eq(searchKeywords.customerId, customerId), eq(searchKeywords.retailerId, retailerId)));
  const taken = new Set(rows.filter((row) => row.id !== exceptId).map((row) => lower(row.name)));
  return names.filter((name) => taken.has(lower(name)));
}

/**
 * Adds keywords (names already unique among themselves) when none is tracked yet and the retailer's limit leaves
 * room for all of them; otherwise adds nothing.
 */
export async function createKeywords(
  db: Db,
  customerId: number,
  retailerId: number,
  names: string[],
  max: number,
): Promise<TrackingWrite<number[]>> {
  return addWithinLimit(db, customerId, retailerId, {
    max,
    adding: names.length,
    taken: (tx) => trackedKeywordNames(tx, customerId, retailerId, names),
    insert: async (tx) => {
      const rows = await tx
        .insert(searchKeywords)
        .values(names.map((name) => ({ customerId, retailerId, name })))
        .returning({ id: searchKeywords.id });
      return rows.map((row) => row.id);
    },
  });
}

/** Renames or pauses a keyword; false when it is no keyword of the retailer. */
export async function updateKeyword(
  db: Db,
  customerId: number,
  retailerId: number,
  keyword: { id: number; name: string; isActive: boolean },
): Promise<TrackingWrite<boolean>> {
  return db.transaction(async (tx) => {
    await lockRetailer(tx, customerId, retailerId);
    const taken = await trackedKeywordNames(tx, customerId, retailerId, [keyword.name], keyword.id);
    if (taken.length > 0) return { ok: false, reason: 'duplicate', taken };
    const rows = await tx
      .update(searchKeywords)
      .set({ name: keyword.name, isActive: keyword.isActive })
      .where(
        and(
          eq(searchKeywords.customerId, customerId),
          eq(searchKeywords.retailerId, retailerId),
          eq(searchKeywords.id, keyword.id),
        ),
      )
      .returning({ id: searchKeywords.id });
    return { ok: true, value: rows.length > 0 };
  });
}

/** Ids among `ids` that are no keyword (or page) of the customer at the retailer. */
export async function unknownIds(
  db: Db,
  customerId: number,
  retailerId: number,
  ids: number[],
  kind: 'keyword' | 'page',
): Promise<number[]> {
  const table = kind === 'keyword' ? searchKeywords : searchCategories;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.customerId, customerId), eq(table.retailerId, retailerId), inArray(table.id, ids)));
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/**
 * Stops tracking: the entities go, and so do manual visibility clusters' picks of them. Their collected results
 * stay in the facts but are no longer shown (widgets read tracked entities only).
 */
export async function deleteEntities(
  db: Db,
  customerId: number,
  retailerId: number,
  ids: number[],
  kind: 'keyword' | 'page',
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const deleted =
      kind === 'keyword'
        ? await tx
            .delete(searchKeywords)
            .where(
              and(
                eq(searchKeywords.customerId, customerId),
                eq(searchKeywords.retailerId, retailerId),
                inArray(searchKeywords.id, ids),
              ),
            )
            .returning({ id: searchKeywords.id })
        : await tx
            .delete(searchCategories)
            .where(
              and(
                eq(searchCategories.customerId, customerId),
                eq(searchCategories.retailerId, retailerId),
                inArray(searchCategories.id, ids),
              ),
            )
            .returning({ id: searchCategories.id, contentType: searchCategories.contentType });
    const removed = deleted.map((row) => row.id);
    if (removed.length > 0) {
      const types = kind === 'keyword' ? (['SEARCH_KEYWORD'] as const) : (['CATEGORY_PAGE', 'OTHER_PAGE'] as const);
      await tx
        .delete(visibilityClusterEntities)
        .where(
          and(
            eq(visibilityClusterEntities.customerId, customerId),
            inArray(visibilityClusterEntities.entityType, [...types]),
            inArray(visibilityClusterEntities.entityId, removed),
          ),
        );
    }
    return removed;
  });
}

/** Whether the retailer already tracks a page at `url` (exactly, or with only a trailing slash apart). */
export async function pageUrlTaken(
  db: Executor,
  customerId: number,
  retailerId: number,
  url: string,
  exceptId?: number,
): Promise<boolean> {
  const bare = url.replace(/\/+$/, '');
  const rows = await db
    .select({ id: searchCategories.id })
    .from(searchCategories)
    .where(
      and(
        eq(searchCategories.customerId, customerId),
        eq(searchCategories.retailerId, retailerId),
        sql`rtrim(${searchCategories.url}, '/') = ${bare}`,
      ),
    );
  return rows.some((row) => row.id !== exceptId);
}

export async function createPage(
  db: Db,
  customerId: number,
  retailerId: number,
  page: { label: string; url: string; contentType: PageContentType },
  max: number,
): Promise<TrackingWrite<number>> {
  return addWithinLimit(db, customerId, retailerId, {
    max,
    adding: 1,
    taken: async (tx) => ((await pageUrlTaken(tx, customerId, retailerId, page.url)) ? [page.url] : []),
    insert: async (tx) => {
      const [row] = await tx
        .insert(searchCategories)
        .values({ customerId, retailerId, name: page.label, url: page.url, contentType: page.contentType })
        .returning({ id: searchCategories.id });
      return row!.id;
    },
  });
}

export async function updatePage(
  db: Db,
  customerId: number,
  retailerId: number,
  page: { id: number; label: string; url: string; isActive: boolean },
): Promise<TrackingWrite<boolean>> {
  return db.transaction(async (tx) => {
    await lockRetailer(tx, customerId, retailerId);
    if (await pageUrlTaken(tx, customerId, retailerId, page.url, page.id))
      return { ok: false, reason: 'duplicate', taken: [page.url] };
    const rows = await tx
      .update(searchCategories)
      .set({ name: page.label, url: page.url, isActive: page.isActive })
      .where(
        and(
          eq(searchCategories.customerId, customerId),
          eq(searchCategories.retailerId, retailerId),
          eq(searchCategories.id, page.id),
        ),
      )
      .returning({ id: searchCategories.id });
    return { ok: true, value: rows.length > 0 };
  });
}

/** The content type of a page of the retailer, or null when it is none. */
export async function pageContentType(
  db: Db,
  customerId: number,
  retailerId: number,
  id: number,
): Promise<PageContentType | null> {
  const [row] = await db
    .select({ contentType: searchCategories.contentType })
    .from(searchCategories)
    .where(
      and(
        eq(searchCategories.customerId, customerId),
        eq(searchCategories.retailerId, retailerId),
        eq(searchCategories.id, id),
      ),
    );
  return row?.contentType ?? null;
}
