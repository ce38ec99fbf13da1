import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { referenceImages } from '../../db/schema';
import type { FileStore } from '../../lib/fileStore';

/**
 * Removes from the store the files of deleted reference images that no image of the customer still uses (a grid
 * copy keeps its source's file). Called after the deletion committed: a file that fails to go stays behind unused
 * (logged), never an image whose file is gone.
 */
export async function removeUnusedImageFiles(
  db: Db,
  store: FileStore,
  log: FastifyBaseLogger,
  customerId: number,
  fileKeys: readonly string[],
): Promise<void> {
  const keys = [...new Set(fileKeys)];
  if (keys.length === 0) return;
  const stillUsed = await db
    .selectDistinct({ fileKey: referenceImages.fileKey })
    .from(referenceImages)
    .where(and(eq(referenceImages.customerId, customerId), inArray(referenceImages.fileKey, keys)));
  const used = new Set(stillUsed.map((row) => row.fileKey));
  for (const key of keys.filter((candidate) => !used.has(candidate))) {
    try {
      await store.remove(key);
    } catch (error) {
      log.warn({ err: error, fileKey: key }, 'a deleted reference image file could not be removed');
    }
  }
}
