import { type IsoDate, parseIsoDate, toIsoDate, type WidgetDataAnswer } from '@shelfsight/contracts';
import { type EngineContext, labelsOf, productImageUrls } from '../engineContext';
import { PAIR_KEY_FACTOR } from '../queryTypes';
import { duckdbFactStore } from '../../factStore/duckdbFactStore';
import { type FactDialect, FactParams } from '../../factStore/factDialect';
import { type FactStore, rowsOfColumns } from '../../factStore/factStore';
import { type StoredSimilarityCheck, storedChecksRelation, storedSimilarityChecks } from '../storedSimilarityChecks';
import { attributeCells } from './attributeCells';

type Answer = Extract<WidgetDataAnswer, { visualizationType: 'IMAGE_SIMILARITY_OVERVIEW' }>;

/**
 * Checks run weekly, so a result checked up to this many days before the period can still be the one
 * in force on its first day (a one-day period would otherwise show almost nothing).
 */
const LOOKBACK_DAYS = 14;

export interface ImageSimilarityOptions {
  /** Only system admins see the score (spec 2 §4). */
  isSystemAdmin: boolean;
  /** First day of the customer's retention window: older results are never read. */
  retentionFrom: IsoDate;
  page: number;
  itemsPerPage: number;
}

/**
 * One check covers every checked position (the first image with ism, the carousel with fcism): the
 * badge shows its worst position, in progress while any position is. Unknown states rank as errors.
 */
const STATUS_RANK = `CASE f.status WHEN 'equal' THEN 1 WHEN 'highly_similar' THEN 2 WHEN 'somewhat_similar' THEN 3
  WHEN 'different' THEN 4 WHEN 'upgrade_to_check' THEN 6 WHEN 'in_progress' THEN 7 ELSE 5 END`;
const SCORED = `('equal', 'highly_similar', 'somewhat_similar', 'different')`;

function laterOf(a: IsoDate, b: IsoDate): IsoDate {
  return a > b ? a : b;
}

/**
 * The latest check per product × retailer in force during the period: checked in it, or before it with
 * its next check not yet due when the period starts. Filters narrow by retailer, product and assortment
 * pair; retailer access is part of the scope's retailers. A pair with checks stored for the customer's
 * reference images shows those instead, whatever the period: they are the pair's current result.
 */
function latestChecksSql(
  context: EngineContext,
  dialect: FactDialect,
  retentionFrom: IsoDate,
  stored: readonly StoredSimilarityCheck[],
): { sql: string; params: unknown[] } {
  const { scope, period } = context;
  const params = new FactParams(dialect);
  const from = laterOf(toIsoDate(parseIsoDate(period.dateFrom).minus({ days: LOOKBACK_DAYS })), retentionFrom);
  const inList = (column: string, ids: readonly number[], big = false) =>
    ids.length === 0 ? 'FALSE' : dialect.inList(column, big ? params.bigList(ids) : params.list(ids));
  const scopeConditions = (alias: string) => {
    const conditions: string[] = [];
    const pairKey = `(${alias}.retailer_id::BIGINT * ${PAIR_KEY_FACTOR} + ${alias}.product_id)`;
    if (scope.retailerIds) conditions.push(inList(`${alias}.retailer_id`, scope.retailerIds));
    if (scope.productIds) conditions.push(inList(`${alias}.product_id`, scope.productIds));
    if (scope.pairKeys) conditions.push(inList(pairKey, scope.pairKeys, true));
    if (scope.excludedPairKeys) conditions.push(`NOT ${inList(pairKey, scope.excludedPairKeys, true)}`);
    return conditions;
  };
  const conditions = [
    `f.customer_id = ${params.add(context.customerId)}`,
    `f.day BETWEEN ${params.add(from)}::DATE AND ${params.add(period.dateTo)}::DATE`,
    ...scopeConditions('f'),
  ];
  const storedRelation = storedChecksRelation(stored, dialect, (value) => params.add(value));
  const storedConditions = scopeConditions('s');
  const periodStart = params.add(period.dateFrom);
  const columns = 'retailer_id, product_id, status, score, checked_on, next_check_on';
  // One pass: QUALIFY keeps each pair's latest check day (all its positions), then they fold into one badge.
  const sql = `
WITH stored AS (
  SELECT * FROM ${storedRelation} s ${storedConditions.length ? `WHERE ${storedConditions.join(' AND ')}` : ''}
)
SELECT f.retailer_id, f.product_id,
  ${dialect.argMax('f.status', STATUS_RANK)} AS status,
  round(avg(f.score), 2)::DOUBLE AS score,
  ${dialect.isoTime('max(f.checked_on)')} AS checked_on,
  ${dialect.isoTime('min(f.next_check_on)')} AS next_check_on
FROM (
  SELECT ${columns} FROM (
    SELECT * FROM fact_image_similarity f
    WHERE ${conditions.join(' AND ')}
      AND (f.day >= ${periodStart}::DATE OR f.next_check_on IS NULL OR f.next_check_on >= ${periodStart}::TIMESTAMP)
      AND NOT EXISTS (SELECT 1 FROM stored s WHERE s.retailer_id = f.retailer_id AND s.product_id = f.product_id)
    QUALIFY f.day = max(f.day) OVER (PARTITION BY f.retailer_id, f.product_id)
  )
  UNION ALL
  SELECT ${columns} FROM stored
) f
GROUP BY f.retailer_id, f.product_id`;
  return { sql, params: params.values };
}

/** The fact store of the context: its ClickHouse store, else its DuckDB connections. */
const factStoreOf = (context: EngineContext): FactStore =>
  context.facts ?? duckdbFactStore(context.connection, context.readers);

interface CheckRow {
  retailer_id: number;
  product_id: number;
  status: string;
  score: number | null;
  checked_on: string | null;
  next_check_on: string | null;
}

/** IMAGE_SIMILARITY_OVERVIEW: products (by name, paged) with their latest check at each retailer as columns. */
export async function imageSimilarityAnswer(context: EngineContext, options: ImageSimilarityOptions): Promise<Answer> {
  const settingsUsed = { dateFrom: context.period.dateFrom, dateTo: context.period.dateTo };
  const stored = await storedSimilarityChecks(context.db, context.customerId, context.scope.productIds);
  const facts = factStoreOf(context);
  const { sql, params } = latestChecksSql(context, facts.dialect, options.retentionFrom, stored);
  const rows = rowsOfColumns(await facts.readColumns(sql, params)) as unknown as CheckRow[];
  const productIds = [...new Set(rows.map((row) => Number(row.product_id)))];
  const retailerIds = [...new Set(rows.map((row) => Number(row.retailer_id)))];
  const [cells, retailerNames] = await Promise.all([
    attributeCells(context, 'PRODUCT', productIds),
    labelsOf(context, 'RETAILER', retailerIds),
  ]);
  const nameOf = (id: number) => cells.get(id)?.PRODUCT_NAME ?? String(id);
  const ordered = productIds.sort((a, b) => nameOf(a).localeCompare(nameOf(b)) || a - b);
  const shown = ordered.slice((options.page - 1) * options.itemsPerPage, options.page * options.itemsPerPage);
  const byProduct = new Map<number, CheckRow[]>();
  for (const row of rows)
    byProduct.set(Number(row.product_id), [...(byProduct.get(Number(row.product_id)) ?? []), row]);
  // Retailers whose module checks images come first; those without one only say "upgrade to check".
  const checking = new Set(
    rows.filter((row) => row.status !== 'upgrade_to_check').map((row) => Number(row.retailer_id)),
  );
  const retailers = retailerIds
    .map((id) => ({ id, name: retailerNames.get(id) ?? String(id) }))
    .sort(
      (a, b) => Number(checking.has(b.id)) - Number(checking.has(a.id)) || a.name.localeCompare(b.name) || a.id - b.id,
    );
  return {
    visualizationType: 'IMAGE_SIMILARITY_OVERVIEW',
    rawOutput: {
      retailers,
      products: shown.map((id) => ({
        productDummyId: id,
        name: nameOf(id),
        brand: cells.get(id)?.BRAND_NAME ?? null,
        ean: cells.get(id)?.GTIN ?? null,
        imageUrls: productImageUrls(context, id),
        results: (byProduct.get(id) ?? [])
          .map((row) => ({
            retailerId: Number(row.retailer_id),
            status: row.status,
            // Scores only for a labelled result: a check with a failed or pending position has none.
            score:
              options.isSystemAdmin && SCORED.includes(`'${row.status}'`) && row.score !== null
                ? Number(row.score)
                : null,
            checkedOn: row.checked_on,
            nextCheckOn: row.next_check_on,
          }))
          .sort((a, b) => a.retailerId - b.retailerId),
      })),
      totalProducts: ordered.length,
    },
    settingsUsed,
  };
}
