import { randomUUID } from 'node:crypto';
import {
  type ProductReferenceImages,
  type ProductReferenceImagesObject,
  referenceImageClash,
  referenceImageMessages,
  referenceImagePaths,
} from '@shelfsight/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  products,
  referenceImageChecks,
  referenceImageRetailers,
  referenceImages,
  referenceImageSets,
  retailers,
} from '../../db/schema';
import type { FileStore } from '../../lib/fileStore';
import { HttpError } from '../../lib/httpError';
import { defaultSetId, setOfRetailers, trackedRetailers } from './referenceImageSets.repository';
import type { CheckedImage } from './uploadedImage';

const fileUrl = (customerId: number, imageId: number) =>
  referenceImagePaths.imageFile.replace(':customerId', String(customerId)).replace(':imageId', String(imageId));

/** Refuses (404) when any of the products is not the customer's. */
export async function requireProducts(db: Db, customerId: number, productIds: number[]): Promise<void> {
  const found = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.customerId, customerId), inArray(products.id, productIds)));
  if (found.length !== new Set(productIds).size) throw new HttpError(404, referenceImageMessages.productNotFound);
}

export async function productReferenceImages(
  db: Db,
  customerId: number,
  productIds: number[],
): Promise<ProductReferenceImages[]> {
  const images = await db
    .select()
    .from(referenceImages)
    .where(and(eq(referenceImages.customerId, customerId), inArray(referenceImages.productId, productIds)))
    .orderBy(asc(referenceImages.setId), asc(referenceImages.imageSequence), asc(referenceImages.id));
  const applied = images.length
    ? await db
        .select({
          referenceImageId: referenceImageRetailers.referenceImageId,
          id: retailers.id,
          name: retailers.displayName,
          added: referenceImageRetailers.dateAdded,
        })
        .from(referenceImageRetailers)
        .innerJoin(retailers, eq(retailers.id, referenceImageRetailers.retailerId))
        .where(
          and(
            eq(referenceImageRetailers.customerId, customerId),
            inArray(
              referenceImageRetailers.referenceImageId,
              images.map((image) => image.id),
            ),
          ),
        )
        .orderBy(asc(retailers.displayName))
    : [];
  const checks = images.length
    ? await db
        .select()
        .from(referenceImageChecks)
        .where(
          and(
            eq(referenceImageChecks.customerId, customerId),
            inArray(
              referenceImageChecks.referenceImageId,
              images.map((image) => image.id),
            ),
          ),
        )
        .orderBy(asc(referenceImageChecks.retailerId))
    : [];
  return productIds.map((productId) => ({
    productId,
    referenceImages: images
      .filter((image) => image.productId === productId)
      .map((image) => ({
        id: image.id,
        setId: image.setId,
        imageSequence: image.imageSequence,
        filename: image.filename,
        src: fileUrl(customerId, image.id),
        width: image.width,
        height: image.height,
        creating: image.dateCreated.toISOString(),
        retailers: applied
          .filter((row) => row.referenceImageId === image.id)
          .map((row) => ({ ...row, added: row.added.toISOString() })),
        checks: checks
          .filter((check) => check.referenceImageId === image.id)
          .map((check) => ({
            retailerId: check.retailerId,
            status: check.status,
            score: check.score === null ? null : Number(check.score),
            checkedOn: check.checkedOn?.toISOString() ?? null,
            nextCheckOn: check.nextCheckOn?.toISOString() ?? null,
          })),
      })),
  }));
}

interface PlannedImage {
  /** Stored id, or null for a new image. */
  id: number | null;
  imageSequence: number;
  retailerIds: number[];
  file: CheckedImage | null;
}

const retailerKey = (ids: number[]) => [...ids].sort((a, b) => a - b).join(',');

/** Spec 3 §4.4, §5: the set's images after the save may not clash (`referenceImageClash`). */
function checkPlan(planned: PlannedImage[]): void {
  const clash = referenceImageClash(planned);
  if (clash?.kind === 'sameRetailers')
    throw new HttpError(400, referenceImageMessages.sameRetailersAndSequence, {
      referenceImages: referenceImageMessages.sameRetailersAndSequence,
    });
  if (clash?.kind === 'sharedRetailers')
    throw new HttpError(400, referenceImageMessages.retailerUsedByOtherImage, {
      retailerIds: referenceImageMessages.retailerUsedByOtherImage,
    });
}

/**
 * Adds the new images of the object (each with its checked file) and updates the position and retailers of the
 * stored ones it names; images of the product's set it does not name stay. Everything is checked before the
 * files are stored and the rows written in one transaction, so a refused request changes nothing.
 * Returns the ids of the images added or changed.
 */
export async function saveProductReferenceImages(
  db: Db,
  store: FileStore,
  customerId: number,
  object: ProductReferenceImagesObject,
  files: Map<string, CheckedImage>,
): Promise<number[]> {
  await requireProducts(db, customerId, [object.productId]);
  const setId = object.setId ?? (await defaultSetId(db, customerId));
  const [set] = await db
    .select({ id: referenceImageSets.id })
    .from(referenceImageSets)
    .where(and(eq(referenceImageSets.customerId, customerId), eq(referenceImageSets.id, setId)));
  if (!set) throw new HttpError(404, referenceImageMessages.setNotFound);

  const tracked = await trackedRetailers(db, customerId);
  const setOf = await setOfRetailers(db, customerId);
  for (const retailerId of object.referenceImages.flatMap((image) => image.retailerIds)) {
    const retailer = tracked.get(retailerId);
    if (!retailer)
      throw new HttpError(400, `Retailer ${retailerId} is not tracked by this customer`, {
        retailerIds: 'unknown retailer',
      });
    if (retailer.module === 'none')
      throw new HttpError(400, referenceImageMessages.retailerModuleMissing, {
        retailerIds: referenceImageMessages.retailerModuleMissing,
      });
    if (setOf.get(retailerId) !== setId)
      throw new HttpError(400, `Retailer ${retailerId} is not in this set`, { retailerIds: 'retailer of another set' });
  }

  const stored = await productReferenceImages(db, customerId, [object.productId]);
  const storedInSet = stored[0]!.referenceImages.filter((image) => image.setId === setId);
  const named = new Set<number>();
  const planned: PlannedImage[] = object.referenceImages.map((image) => {
    const retailerIds = [...new Set(image.retailerIds)];
    if (typeof image.id === 'number') {
      if (!storedInSet.some((own) => own.id === image.id))
        throw new HttpError(404, referenceImageMessages.imageNotFound);
      named.add(image.id);
      return { id: image.id, imageSequence: image.imageSequence, retailerIds, file: null };
    }
    const file = files.get(image.id);
    if (!file)
      throw new HttpError(400, referenceImageMessages.fileMissing, { [image.id]: referenceImageMessages.fileMissing });
    return { id: null, imageSequence: image.imageSequence, retailerIds, file };
  });
  const unused = [...files.keys()].find((key) => !object.referenceImages.some((image) => image.id === key));
  if (unused !== undefined)
    throw new HttpError(400, referenceImageMessages.invalidPayload, {
      [unused]: 'no image of the object names this file',
    });
  const kept = storedInSet
    .filter((image) => !named.has(image.id))
    .map((image) => ({
      id: image.id,
      imageSequence: image.imageSequence,
      retailerIds: image.retailers.map((retailer) => retailer.id),
      file: null,
    }));
  checkPlan([...kept, ...planned]);

  const keys = new Map<PlannedImage, string>();
  for (const image of planned)
    if (image.file) {
      const key = `reference-images/${customerId}/${object.productId}/${randomUUID()}.${image.file.extension}`;
      await store.put(key, image.file.body);
      keys.set(image, key);
    }
  return db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const image of planned) {
      let id = image.id;
      if (id === null) {
        const file = image.file!;
        const [row] = await tx
          .insert(referenceImages)
          .values({
            customerId,
            productId: object.productId,
            setId,
            imageSequence: image.imageSequence,
            filename: file.filename,
            fileKey: keys.get(image)!,
            contentType: file.contentType,
            width: file.width,
            height: file.height,
            byteSize: file.body.length,
          })
          .returning({ id: referenceImages.id });
        id = row!.id;
      } else {
        await tx
          .update(referenceImages)
          .set({ imageSequence: image.imageSequence })
          .where(and(eq(referenceImages.customerId, customerId), eq(referenceImages.id, id)));
        await tx
          .delete(referenceImageRetailers)
          .where(
            and(eq(referenceImageRetailers.customerId, customerId), eq(referenceImageRetailers.referenceImageId, id)),
          );
      }
      if (image.retailerIds.length)
        await tx
          .insert(referenceImageRetailers)
          .values(image.retailerIds.map((retailerId) => ({ customerId, referenceImageId: id!, retailerId })));
      ids.push(id);
    }
    return ids;
  });
}

/**
 * Deletes the product's image at the position that applies to exactly these retailers; answers its file key, or
 * null when no image is there.
 */
export async function deleteProductReferenceImage(
  db: Db,
  customerId: number,
  query: { productId: number; retailerIds: number[]; imageSequence: number; setId?: number },
): Promise<string | null> {
  await requireProducts(db, customerId, [query.productId]);
  const setId = query.setId ?? (await defaultSetId(db, customerId));
  const [images] = await productReferenceImages(db, customerId, [query.productId]);
  const target = images!.referenceImages.find(
    (image) =>
      image.setId === setId &&
      image.imageSequence === query.imageSequence &&
      retailerKey(image.retailers.map((retailer) => retailer.id)) === retailerKey(query.retailerIds),
  );
  if (!target) return null;
  const [deleted] = await db
    .delete(referenceImages)
    .where(and(eq(referenceImages.customerId, customerId), eq(referenceImages.id, target.id)))
    .returning({ fileKey: referenceImages.fileKey });
  return deleted?.fileKey ?? null;
}

export async function referenceImageFile(db: Db, customerId: number, imageId: number) {
  const [row] = await db
    .select({ fileKey: referenceImages.fileKey, contentType: referenceImages.contentType })
    .from(referenceImages)
    .where(and(eq(referenceImages.customerId, customerId), eq(referenceImages.id, imageId)));
  return row ?? null;
}
