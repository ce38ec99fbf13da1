import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import pLimit from 'p-limit';
import type { Db } from '../../db/database';
import { referenceImageChecks, referenceImageRetailers, referenceImages } from '../../db/schema';
import type { FileStore } from '../../lib/fileStore';
import { compareFeatures, type FeaturePool } from '../imageSimilarity';
import { productImageFiles } from '../productImages';
import { setOfRetailers, trackedRetailers } from './referenceImageSets.repository';

export const REFERENCE_IMAGE_SIMILARITY_JOB = 'reference-image-similarity';
/** Images are checked weekly (DOMAIN.md §3): the next check of a result. */
const CHECK_INTERVAL_MS = 7 * 86_400_000;
/** The retailer page edition a check compares with (the demo's retailer copies). */
const CURRENT_EDITION = 1;

export interface SimilarityCheckJob {
  customerId: number;
  productId: number;
  imageIds: number[];
}

/**
 * The retailers an image is checked at: its own retailers, or every retailer of its set with the module.
 * `ism` checks the main image only, `fcism` every position, `none` nothing.
 */
async function retailersToCheck(db: Db, customerId: number, imageIds: number[]) {
  const images = await db
    .select({ id: referenceImages.id, setId: referenceImages.setId, imageSequence: referenceImages.imageSequence })
    .from(referenceImages)
    .where(and(eq(referenceImages.customerId, customerId), inArray(referenceImages.id, imageIds)));
  const chosen = await db
    .select({ imageId: referenceImageRetailers.referenceImageId, retailerId: referenceImageRetailers.retailerId })
    .from(referenceImageRetailers)
    .where(
      and(
        eq(referenceImageRetailers.customerId, customerId),
        inArray(referenceImageRetailers.referenceImageId, imageIds),
      ),
    );
  const tracked = await trackedRetailers(db, customerId);
  const setOf = await setOfRetailers(db, customerId);
  return images.flatMap((image) => {
    const own = chosen.filter((row) => row.imageId === image.id).map((row) => row.retailerId);
    const candidates = own.length ? own : [...setOf].filter(([, setId]) => setId === image.setId).map(([id]) => id);
    return candidates
      .filter((retailerId) => {
        const module = tracked.get(retailerId)?.module ?? 'none';
        return module === 'fcism' || (module === 'ism' && image.imageSequence === 1);
      })
      .map((retailerId) => ({ imageId: image.id, retailerId }));
  });
}

/** Marks the checks of the saved images 'in_progress' and queues the job that computes them. */
export async function queueSimilarityChecks(app: FastifyInstance, job: SimilarityCheckJob): Promise<void> {
  const { customerId, imageIds } = job;
  if (!imageIds.length) return;
  // One transaction: a reader sees the old checks or the queued ones, never an image without checks.
  const queued = await app.db.transaction(async (tx) => {
    await tx
      .delete(referenceImageChecks)
      .where(
        and(eq(referenceImageChecks.customerId, customerId), inArray(referenceImageChecks.referenceImageId, imageIds)),
      );
    const pairs = await retailersToCheck(tx, customerId, imageIds);
    if (!pairs.length) return false;
    await tx.insert(referenceImageChecks).values(
      pairs.map((pair) => ({
        customerId,
        referenceImageId: pair.imageId,
        retailerId: pair.retailerId,
        status: 'in_progress',
      })),
    );
    return true;
  });
  if (!queued) return;
  // Each piece of work its own key: in a stately queue jobs without one share a slot, and a second upload's job
  // would be dropped while the first waits, leaving its checks in progress for good.
  const images = [...imageIds].sort((a, b) => a - b).join(',');
  await app.jobs.send(REFERENCE_IMAGE_SIMILARITY_JOB, job, {
    singletonKey: `${REFERENCE_IMAGE_SIMILARITY_JOB}:${customerId}:${job.productId}:${images}`,
  });
}

/**
 * Compares each queued check's retailer image with its reference image and stores score, label and dates.
 * A rerun after a crash redoes what it had not stored; a check of an image deleted meanwhile is gone with it.
 * Images are reduced on the pool's threads, two per thread in flight so that fetching and storing overlap them.
 */
export async function runSimilarityChecks(
  db: Db,
  store: FileStore,
  pool: FeaturePool,
  job: SimilarityCheckJob,
): Promise<void> {
  const { customerId, productId, imageIds } = job;
  const files = productImageFiles(db, store);
  const limit = pLimit(2 * pool.threads);
  const images = await db
    .select()
    .from(referenceImages)
    .where(and(eq(referenceImages.customerId, customerId), inArray(referenceImages.id, imageIds)));
  for (const image of images) {
    const checks = await db
      .select({ retailerId: referenceImageChecks.retailerId })
      .from(referenceImageChecks)
      .where(and(eq(referenceImageChecks.customerId, customerId), eq(referenceImageChecks.referenceImageId, image.id)));
    const body = await store.get(image.fileKey);
    if (!body || !checks.length) continue;
    const reference = await pool.features(body);
    const check = async (retailerId: number) => {
      const copy = await files.image(customerId, productId, {
        retailerId,
        position: image.imageSequence,
        edition: CURRENT_EDITION,
        size: 'full',
      });
      const result = compareFeatures(reference, await pool.features(copy.body));
      const checkedOn = new Date();
      await db
        .update(referenceImageChecks)
        .set({
          status: result.label,
          score: result.score,
          checkedOn,
          nextCheckOn: new Date(checkedOn.getTime() + CHECK_INTERVAL_MS),
        })
        .where(
          and(
            eq(referenceImageChecks.customerId, customerId),
            eq(referenceImageChecks.referenceImageId, image.id),
            eq(referenceImageChecks.retailerId, retailerId),
          ),
        );
    };
    await Promise.all(checks.map(({ retailerId }) => limit(() => check(retailerId))));
  }
}
