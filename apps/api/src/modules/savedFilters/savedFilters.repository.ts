import {
  EVERYONE_USER_ID,
  productFilterSegments,
  type SavedFilter,
  type SavedFilterInputParsed,
  type SavedFilterSegment,
  savedFilterSegments,
  type SavedFilterUser,
} from '@shelfsight/contracts';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { savedFilterItems, savedFilters, savedFilterUsers } from '../../db/schema/savedFilters';

/** Who asks: system admins see every saved filter of the customer but own none unless they are members. */
export interface Viewer {
  customerId: number;
  userId: number;
  isSystemAdmin: boolean;
}

export type Segments = Record<SavedFilterSegment, number[]>;
export const emptySegments = (): Segments =>
  Object.fromEntries(savedFilterSegments.map((segment) => [segment, []])) as unknown as Segments;

/** Segments of some saved filters, items ascending. */
export async function segmentsOf(db: Db, customerId: number, filterIds: number[]): Promise<Map<number, Segments>> {
  const result = new Map<number, Segments>(filterIds.map((id) => [id, emptySegments()]));
  if (filterIds.length === 0) return result;
  const rows = await db
    .select()
    .from(savedFilterItems)
    .where(and(eq(savedFilterItems.customerId, customerId), inArray(savedFilterItems.savedFilterId, filterIds)))
    .orderBy(asc(savedFilterItems.itemId));
  for (const row of rows) result.get(row.savedFilterId)?.[row.dimension as SavedFilterSegment]?.push(row.itemId);
  return result;
}

/**
 * Saved filters the viewer may use: owned, shared with them, or shared with everyone (-1); a system
 * admin sees all of the customer's. onlyIds narrows to some ids.
 */
export async function visibleSavedFilters(db: Db, viewer: Viewer, onlyIds?: number[]): Promise<SavedFilter[]> {
  const { customerId } = viewer;
  const links = await db
    .select({
      filterId: savedFilterUsers.savedFilterId,
      userId: savedFilterUsers.userId,
      isOwner: savedFilterUsers.isOwner,
    })
    .from(savedFilterUsers)
    .where(
      and(
        eq(savedFilterUsers.customerId, customerId),
        inArray(savedFilterUsers.userId, [viewer.userId, EVERYONE_USER_ID]),
      ),
    );
  const conditions: SQL[] = [eq(savedFilters.customerId, customerId)];
  if (!viewer.isSystemAdmin) conditions.push(inArray(savedFilters.id, [...links.map((link) => link.filterId), -1]));
  if (onlyIds) conditions.push(inArray(savedFilters.id, [...onlyIds, -1]));
  const rows = await db
    .select({ filter: savedFilters, ownerName: users.displayName })
    .from(savedFilters)
    .leftJoin(users, eq(users.id, savedFilters.ownerUserId))
    .where(and(...conditions))
    .orderBy(asc(savedFilters.name), asc(savedFilters.id));
  const ids = rows.map((row) => row.filter.id);
  const segments = await segmentsOf(db, customerId, ids);
  const shares = await savedFilterUsersOf(db, customerId, ids);
  return rows.map(({ filter, ownerName }) => {
    const sharedWith = shares
      .filter((share) => share.filterId === filter.id && !share.isOwner)
      .map((share) => share.userId);
    const isOwnedByMe = filter.ownerUserId === viewer.userId;
    return {
      id: filter.id,
      name: filter.name,
      ownerUserId: filter.ownerUserId,
      ownerName,
      isOwnedByMe,
      isSharedToMe: !isOwnedByMe && links.some((link) => link.filterId === filter.id),
      shared: sharedWith.length > 0,
      sharedWith,
      ...(segments.get(filter.id) ?? emptySegments()),
    };
  });
}

export async function visibleSavedFilter(db: Db, viewer: Viewer, id: number): Promise<SavedFilter | undefined> {
  return (await visibleSavedFilters(db, viewer, [id]))[0];
}

/** savedFilterUsers rows of some saved filters: the owner first, then by user id. */
export async function savedFilterUsersOf(db: Db, customerId: number, filterIds: number[]): Promise<SavedFilterUser[]> {
  if (filterIds.length === 0) return [];
  return db
    .select({
      id: savedFilterUsers.id,
      filterId: savedFilterUsers.savedFilterId,
      userId: savedFilterUsers.userId,
      isOwner: savedFilterUsers.isOwner,
    })
    .from(savedFilterUsers)
    .where(and(eq(savedFilterUsers.customerId, customerId), inArray(savedFilterUsers.savedFilterId, filterIds)))
    .orderBy(asc(savedFilterUsers.savedFilterId), asc(savedFilterUsers.isOwner), asc(savedFilterUsers.userId));
}

/** Saved filters that narrow products: a products, brands, brand types or tags segment (product-saved-filters). */
export const narrowsProducts = (filter: SavedFilter) =>
  productFilterSegments.some((segment) => filter[segment].length > 0);

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function writeSegments(tx: Tx, customerId: number, filterId: number, input: SavedFilterInputParsed) {
  await tx
    .delete(savedFilterItems)
    .where(and(eq(savedFilterItems.customerId, customerId), eq(savedFilterItems.savedFilterId, filterId)));
  const rows = savedFilterSegments.flatMap((dimension) =>
    [...new Set(input[dimension])].map((itemId) => ({ customerId, savedFilterId: filterId, dimension, itemId })),
  );
  if (rows.length > 0) await tx.insert(savedFilterItems).values(rows);
}

/** Replaces the users a saved filter is shared with; [-1] is everyone, the owner's row stays. */
async function writeSharing(tx: Tx, customerId: number, filterId: number, ownerUserId: number, sharedWith: number[]) {
  await tx
    .delete(savedFilterUsers)
    .where(
      and(
        eq(savedFilterUsers.customerId, customerId),
        eq(savedFilterUsers.savedFilterId, filterId),
        eq(savedFilterUsers.isOwner, false),
      ),
    );
  // Everyone makes single shares redundant.
  const others = sharedWith.includes(EVERYONE_USER_ID)
    ? [EVERYONE_USER_ID]
    : [...new Set(sharedWith)].filter((id) => id !== ownerUserId);
  if (others.length > 0)
    await tx
      .insert(savedFilterUsers)
      .values(others.map((userId) => ({ customerId, savedFilterId: filterId, userId, isOwner: false })));
}

export async function createSavedFilter(
  db: Db,
  customerId: number,
  ownerUserId: number,
  input: SavedFilterInputParsed,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(savedFilters)
      .values({ customerId, ownerUserId, name: input.name })
      .returning({ id: savedFilters.id });
    if (!row) throw new Error('saved filter insert returned nothing');
    await tx.insert(savedFilterUsers).values({ customerId, savedFilterId: row.id, userId: ownerUserId, isOwner: true });
    await writeSegments(tx, customerId, row.id, input);
    await writeSharing(tx, customerId, row.id, ownerUserId, input.sharedWith);
    return row.id;
  });
}

export async function updateSavedFilter(
  db: Db,
  customerId: number,
  filterId: number,
  ownerUserId: number,
  input: SavedFilterInputParsed,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(savedFilters)
      .set({ name: input.name, lastUpdated: new Date() })
      .where(and(eq(savedFilters.customerId, customerId), eq(savedFilters.id, filterId)));
    await writeSegments(tx, customerId, filterId, input);
    await writeSharing(tx, customerId, filterId, ownerUserId, input.sharedWith);
  });
}

export async function deleteSavedFilter(db: Db, customerId: number, filterId: number): Promise<void> {
  // Items and users go with it (ON DELETE CASCADE).
  await db.delete(savedFilters).where(and(eq(savedFilters.customerId, customerId), eq(savedFilters.id, filterId)));
}
