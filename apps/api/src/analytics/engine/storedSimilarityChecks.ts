import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { referenceImageChecks, referenceImages } from '../../db/schema';
import type { FactDialect, JsonColumnType } from '../factStore/factDialect';

/** One stored check: a reference image position of a product compared at a retailer (or queued to be). */
export interface StoredSimilarityCheck {
  referenceImageId: number;
  retailerId: number;
  productId: number;
  position: number;
  status: string;
  score: number | null;
  checkedOn: Date | null;
  nextCheckOn: Date | null;
}

/**
 * The checks the similarity job stored for the customer's reference images (PostgreSQL), of the given products or
 * all. They replace the market facts' checks of their product × retailer pairs: the facts' labels compare with a
 * reference the monitoring assumed, these with the images the customer uploaded.
 */
export async function storedSimilarityChecks(
  db: Db,
  customerId: number,
  productIds: readonly number[] | null = null,
): Promise<StoredSimilarityCheck[]> {
  const conditions = [eq(referenceImageChecks.customerId, customerId)];
  if (productIds) {
    if (productIds.length === 0) return [];
    conditions.push(inArray(referenceImages.productId, [...productIds]));
  }
  return db
    .select({
      referenceImageId: referenceImageChecks.referenceImageId,
      retailerId: referenceImageChecks.retailerId,
      productId: referenceImages.productId,
      position: referenceImages.imageSequence,
      status: referenceImageChecks.status,
      score: referenceImageChecks.score,
      checkedOn: referenceImageChecks.checkedOn,
      nextCheckOn: referenceImageChecks.nextCheckOn,
    })
    .from(referenceImageChecks)
    .innerJoin(
      referenceImages,
      and(
        eq(referenceImages.customerId, referenceImageChecks.customerId),
        eq(referenceImages.id, referenceImageChecks.referenceImageId),
      ),
    )
    .where(and(...conditions));
}

/** A UTC timestamp as both fact engines read a timestamp text (the fact columns hold UTC without a zone). */
const timestampText = (value: Date | null) => (value ? value.toISOString().slice(0, 19).replace('T', ' ') : null);

/** The relation's columns and their fact-table types. */
const COLUMNS: readonly (readonly [string, JsonColumnType])[] = [
  ['reference_image_id', 'INTEGER'],
  ['retailer_id', 'INTEGER'],
  ['product_id', 'INTEGER'],
  ['position', 'SMALLINT'],
  ['status', 'VARCHAR'],
  ['score', 'DECIMAL(5,2)'],
  ['checked_on', 'TIMESTAMP'],
  ['next_check_on', 'TIMESTAMP'],
];

/**
 * The checks as a relation in the fact store's dialect, with the columns of fact_image_similarity that checks
 * are read by and the reference image's id: one JSON parameter read into typed rows (a bound list cannot be
 * empty or all null), joined by queries as a set.
 */
export function storedChecksRelation(
  checks: readonly StoredSimilarityCheck[],
  dialect: FactDialect,
  add: (value: string) => string,
): string {
  const rows = checks.map((check) => ({
    reference_image_id: check.referenceImageId,
    retailer_id: check.retailerId,
    product_id: check.productId,
    position: check.position,
    status: check.status,
    score: check.score,
    checked_on: timestampText(check.checkedOn),
    next_check_on: timestampText(check.nextCheckOn),
  }));
  return dialect.jsonRows(add(JSON.stringify(rows)), COLUMNS);
}
