import type { FastifyInstance } from 'fastify';
import { FactParams } from '../../analytics/factStore/factDialect';
import { rowsOfColumns } from '../../analytics/factStore/factStore';
import { storedChecksRelation, storedSimilarityChecks } from '../../analytics/engine/storedSimilarityChecks';
import { queueSimilarityChecks } from './similarityChecks';

/**
 * The reference images to check again after a load of the customer's facts, per product: those with a retailer
 * whose current image at the image's position (fact_assets, in the fact store) dates from after the day it was
 * last checked. A check still queued is left to its job.
 */
export async function imagesWithNewRetailerImages(
  app: FastifyInstance,
  customerId: number,
): Promise<Map<number, number[]>> {
  const checked = (await storedSimilarityChecks(app.db, customerId)).filter((check) => check.checkedOn !== null);
  if (!checked.length) return new Map();
  const params = new FactParams(app.facts.dialect);
  const customer = params.add(customerId);
  const relation = storedChecksRelation(checked, app.facts.dialect, (value) => params.add(value));
  const rows = rowsOfColumns(
    await app.facts.readColumns(
      `SELECT DISTINCT s.product_id, s.reference_image_id
       FROM ${relation} s
       JOIN fact_assets a ON a.customer_id = ${customer} AND a.retailer_id = s.retailer_id AND a.product_id = s.product_id
         AND a.position = s.position AND a.asset_type = 'IMAGE' AND a.valid_to IS NULL
         AND a.valid_from > s.checked_on::DATE
       ORDER BY s.product_id, s.reference_image_id`,
      params.values,
    ),
  );
  const byProduct = new Map<number, number[]>();
  for (const row of rows) {
    const productId = Number(row.product_id);
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), Number(row.reference_image_id)]);
  }
  return byProduct;
}

/** After a load: queues the similarity job for each product whose retailer images changed since their check. */
export async function recheckAfterLoad(app: FastifyInstance, customerId: number): Promise<void> {
  for (const [productId, imageIds] of await imagesWithNewRetailerImages(app, customerId))
    await queueSimilarityChecks(app, { customerId, productId, imageIds });
}
