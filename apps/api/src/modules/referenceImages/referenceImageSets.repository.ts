import {
  type CreateReferenceImageSet,
  type ReferenceImageSet,
  type RetailerModule,
  referenceImageMessages,
  type UpdateReferenceImageSet,
} from '@shelfsight/contracts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  customerModules,
  customerRetailers,
  referenceImages,
  referenceImageSetRetailers,
  referenceImageSets,
  retailers,
} from '../../db/schema';
import { HttpError } from '../../lib/httpError';

/** The customer module that turns image similarity on, for every retailer or for one (customer_modules). */
export const IMAGE_SIMILARITY_MODULE = 'image-similarity';

export interface TrackedRetailer {
  id: number;
  name: string;
  module: RetailerModule;
}

/** Refuses the call (403) when the customer has no image similarity module at all (spec 3 §2.2, §6). */
export async function requireSimilarityModule(db: Db, customerId: number): Promise<void> {
  const [row] = await db
    .select({ id: customerModules.id })
    .from(customerModules)
    .where(and(eq(customerModules.customerId, customerId), eq(customerModules.module, IMAGE_SIMILARITY_MODULE)))
    .limit(1);
  if (!row) throw new HttpError(403, referenceImageMessages.moduleNotEnabled);
}

/**
 * The customer's tracked retailers with their module: the retailer's level (ism or fcism) counts only where the
 * customer's image similarity module covers that retailer, as in the catalogue's retailer list.
 */
export async function trackedRetailers(db: Db, customerId: number): Promise<Map<number, TrackedRetailer>> {
  const rows = await db
    .select({ id: retailers.id, name: retailers.displayName, module: customerRetailers.module })
    .from(customerRetailers)
    .innerJoin(retailers, eq(retailers.id, customerRetailers.retailerId))
    .where(and(eq(customerRetailers.customerId, customerId), eq(customerRetailers.isActive, true)))
    .orderBy(asc(retailers.displayName), asc(retailers.id));
  const enabled = await db
    .select({ retailerId: customerModules.retailerId })
    .from(customerModules)
    .where(and(eq(customerModules.customerId, customerId), eq(customerModules.module, IMAGE_SIMILARITY_MODULE)));
  const covers = (retailerId: number) =>
    enabled.some((row) => row.retailerId === null || row.retailerId === retailerId);
  return new Map(
    rows.map((row) => [row.id, { id: row.id, name: row.name, module: covers(row.id) ? row.module : 'none' }]),
  );
}

const DEFAULT_SET_NAME = 'Default set';

/** The customer's default set, made on first use (one per customer: a partial unique index). */
export async function defaultSetId(db: Db, customerId: number): Promise<number> {
  await db.execute(sql`
    INSERT INTO reference_image_sets (customer_id, name, is_default) VALUES (${customerId}, ${DEFAULT_SET_NAME}, true)
    ON CONFLICT (customer_id) WHERE is_default DO NOTHING`);
  const [row] = await db
    .select({ id: referenceImageSets.id })
    .from(referenceImageSets)
    .where(and(eq(referenceImageSets.customerId, customerId), eq(referenceImageSets.isDefault, true)));
  return row!.id;
}

/** Retailer id → the set it is in, for retailers in a set other than the default one. */
async function membership(db: Db, customerId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ retailerId: referenceImageSetRetailers.retailerId, setId: referenceImageSetRetailers.setId })
    .from(referenceImageSetRetailers)
    .where(eq(referenceImageSetRetailers.customerId, customerId));
  return new Map(rows.map((row) => [row.retailerId, row.setId]));
}

/** The sets, the default first; the default set holds every tracked retailer that no other set has. */
export async function listSets(db: Db, customerId: number): Promise<ReferenceImageSet[]> {
  const defaultId = await defaultSetId(db, customerId);
  const sets = await db
    .select({ id: referenceImageSets.id, name: referenceImageSets.name, isDefault: referenceImageSets.isDefault })
    .from(referenceImageSets)
    .where(eq(referenceImageSets.customerId, customerId))
    .orderBy(sql`${referenceImageSets.isDefault} DESC`, asc(referenceImageSets.id));
  const tracked = await trackedRetailers(db, customerId);
  const inSet = await membership(db, customerId);
  return sets.map((set) => ({
    ...set,
    retailers: [...tracked.values()].filter((retailer) => (inSet.get(retailer.id) ?? defaultId) === set.id),
  }));
}

/** Retailer id → its set (the default set for retailers in no other set), for the retailers the customer tracks. */
export async function setOfRetailers(db: Db, customerId: number): Promise<Map<number, number>> {
  const defaultId = await defaultSetId(db, customerId);
  const inSet = await membership(db, customerId);
  const tracked = await trackedRetailers(db, customerId);
  return new Map([...tracked.keys()].map((id) => [id, inSet.get(id) ?? defaultId]));
}

async function checkRetailers(db: Db, customerId: number, retailerIds: number[], ownSetId: number | null) {
  const tracked = await trackedRetailers(db, customerId);
  const unknown = retailerIds.find((id) => !tracked.has(id));
  if (unknown !== undefined)
    throw new HttpError(400, `Retailer ${unknown} is not tracked by this customer`, {
      retailerIds: 'unknown retailer',
    });
  const taken = await db
    .select({ retailerId: referenceImageSetRetailers.retailerId })
    .from(referenceImageSetRetailers)
    .where(
      and(
        eq(referenceImageSetRetailers.customerId, customerId),
        inArray(referenceImageSetRetailers.retailerId, retailerIds),
        ownSetId === null ? undefined : ne(referenceImageSetRetailers.setId, ownSetId),
      ),
    );
  if (taken.length > 0)
    throw new HttpError(409, referenceImageMessages.retailerInOtherSet, {
      retailerIds: referenceImageMessages.retailerInOtherSet,
    });
}

async function setRow(db: Db, customerId: number, setId: number) {
  const [row] = await db
    .select()
    .from(referenceImageSets)
    .where(and(eq(referenceImageSets.customerId, customerId), eq(referenceImageSets.id, setId)));
  if (!row) throw new HttpError(404, referenceImageMessages.setNotFound);
  return row;
}

const setOf = async (db: Db, customerId: number, setId: number) =>
  (await listSets(db, customerId)).find((set) => set.id === setId)!;

export async function createSet(db: Db, customerId: number, body: CreateReferenceImageSet) {
  await defaultSetId(db, customerId);
  const retailerIds = [...new Set(body.retailerIds)];
  await checkRetailers(db, customerId, retailerIds, null);
  const setId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(referenceImageSets)
      .values({ customerId, name: body.name })
      .returning({ id: referenceImageSets.id });
    await tx
      .insert(referenceImageSetRetailers)
      .values(retailerIds.map((retailerId) => ({ customerId, setId: created!.id, retailerId })));
    return created!.id;
  });
  return setOf(db, customerId, setId);
}

export async function updateSet(db: Db, customerId: number, setId: number, body: UpdateReferenceImageSet) {
  const set = await setRow(db, customerId, setId);
  const retailerIds = body.retailerIds && [...new Set(body.retailerIds)];
  if (retailerIds && set.isDefault)
    throw new HttpError(400, 'The default set holds every retailer no other set has: only its name can change', {
      retailerIds: 'not for the default set',
    });
  if (retailerIds) await checkRetailers(db, customerId, retailerIds, setId);
  await db.transaction(async (tx) => {
    if (body.name !== undefined)
      await tx
        .update(referenceImageSets)
        .set({ name: body.name })
        .where(and(eq(referenceImageSets.customerId, customerId), eq(referenceImageSets.id, setId)));
    if (retailerIds) {
      await tx
        .delete(referenceImageSetRetailers)
        .where(and(eq(referenceImageSetRetailers.customerId, customerId), eq(referenceImageSetRetailers.setId, setId)));
      await tx
        .insert(referenceImageSetRetailers)
        .values(retailerIds.map((retailerId) => ({ customerId, setId, retailerId })));
    }
  });
  return setOf(db, customerId, setId);
}

/**
 * Deletes a set with all its images across all products; its retailers fall back to the default set. Answers the
 * file keys of the deleted images.
 */
export async function deleteSet(db: Db, customerId: number, setId: number): Promise<string[]> {
  const set = await setRow(db, customerId, setId);
  if (set.isDefault) throw new HttpError(400, referenceImageMessages.defaultSetNotDeletable);
  return db.transaction(async (tx) => {
    // The set's images go with it (the foreign key cascades); their files are named first.
    const images = await tx
      .delete(referenceImages)
      .where(and(eq(referenceImages.customerId, customerId), eq(referenceImages.setId, setId)))
      .returning({ fileKey: referenceImages.fileKey });
    await tx
      .delete(referenceImageSets)
      .where(and(eq(referenceImageSets.customerId, customerId), eq(referenceImageSets.id, setId)));
    return images.map((image) => image.fileKey);
  });
}
