import { type ReferenceImageGrid, type ReferenceImageGridChange, referenceImageMessages } from '@shelfsight/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { referenceImages } from '../../db/schema';
import { HttpError } from '../../lib/httpError';
import { listSets } from './referenceImageSets.repository';
import { productReferenceImages, requireProducts } from './referenceImages.repository';

/** A product's grid: its sets (the default first, or just setId) with its images in each by position. */
export async function productGrid(db: Db, customerId: number, productId: number, setId?: number) {
  const sets = await listSets(db, customerId);
  if (setId !== undefined && !sets.some((set) => set.id === setId))
    throw new HttpError(404, referenceImageMessages.setNotFound);
  const [product] = await productReferenceImages(db, customerId, [productId]);
  return sets
    .filter((set) => setId === undefined || set.id === setId)
    .map((set) => ({
      id: set.id,
      name: set.name,
      isDefault: set.isDefault,
      retailerIds: set.retailers.map((retailer) => retailer.id),
      images: product!.referenceImages
        .filter((image) => image.setId === set.id)
        .map((image) => ({ id: image.id, productId, position: image.imageSequence, src: image.src }))
        .sort((a, b) => a.position - b.position || a.id - b.id),
    })) satisfies ReferenceImageGrid['sets'];
}

/**
 * Applies grid changes in one transaction: removals first, then copies. A copy keeps the stored file and applies to
 * every retailer of its new set, so its cell must be empty. Answers the ids of the copies, per product, and the file
 * keys of the removed images.
 */
export async function updateGrid(
  db: Db,
  customerId: number,
  changes: readonly ReferenceImageGridChange[],
): Promise<{ added: Map<number, number[]>; removedFileKeys: string[] }> {
  const productIds = [...new Set(changes.map((change) => change.product_id))];
  await requireProducts(db, customerId, productIds);
  const setIds = new Set((await listSets(db, customerId)).map((set) => set.id));
  changes.forEach((change, index) => {
    if (!setIds.has(change.set_id))
      throw new HttpError(404, referenceImageMessages.setNotFound, { [`${index}.set_id`]: 'unknown set' });
  });
  const before = await db
    .select()
    .from(referenceImages)
    .where(and(eq(referenceImages.customerId, customerId), inArray(referenceImages.productId, productIds)));
  const ordered = changes
    .map((change, index) => ({ change, index }))
    .sort((a, b) => Number(a.change.operation === 'add') - Number(b.change.operation === 'add'));
  return db.transaction(async (tx) => {
    const cells = new Set(before.map((image) => `${image.productId}:${image.setId}:${image.imageSequence}`));
    const added = new Map<number, number[]>();
    const removedFileKeys: string[] = [];
    for (const { change, index } of ordered) {
      const cell = `${change.product_id}:${change.set_id}:${change.position}`;
      const source = before.find((image) => image.id === change.image_id && image.productId === change.product_id);
      if (change.operation === 'remove') {
        if (!source || source.setId !== change.set_id || source.imageSequence !== change.position)
          throw new HttpError(422, referenceImageMessages.imageNotFound, { [`${index}.image_id`]: 'not in that cell' });
        await tx
          .delete(referenceImages)
          .where(and(eq(referenceImages.customerId, customerId), eq(referenceImages.id, source.id)));
        removedFileKeys.push(source.fileKey);
        cells.delete(cell);
        continue;
      }
      if (!source)
        throw new HttpError(422, referenceImageMessages.imageNotFound, { [`${index}.image_id`]: 'unknown image' });
      if (cells.has(cell))
        throw new HttpError(400, referenceImageMessages.sameRetailersAndSequence, {
          [`${index}.position`]: referenceImageMessages.sameRetailersAndSequence,
        });
      const { id: _id, dateCreated: _created, ...file } = source;
      const [copy] = await tx
        .insert(referenceImages)
        .values({ ...file, setId: change.set_id, imageSequence: change.position })
        .returning({ id: referenceImages.id });
      cells.add(cell);
      added.set(change.product_id, [...(added.get(change.product_id) ?? []), copy!.id]);
    }
    return { added, removedFileKeys };
  });
}
