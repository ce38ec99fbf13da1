import {
  CALCULATED_METRIC_PAGE_LIMIT,
  type CalculatedMetricCalculation,
  type CalculatedMetricGroup,
  type IsoDate,
} from '@shelfsight/contracts';
import { allowedRetailers, type RetailerAccess } from '../../access/retailerAccess';
import {
  type DccExceptionShape,
  dccComponentMetSql,
  dccConditionSql,
  dccScoreExpression,
  factRowColumn,
} from '../../analytics/engine/dccVersionSql';
import { type FactDialect } from '../../analytics/factStore/factDialect';
import { type FactStore, storeRowReader } from '../../analytics/factStore/factStore';

/**
 * What is scored: the customer's listed pages of one day, narrowed to retailers and products (null: all). No
 * day (no facts yet) scores no page.
 */
export interface CalculationScope {
  customerId: number;
  day: IsoDate | null;
  retailerIds: readonly number[] | null;
  productIds: readonly number[] | null;
  /** The customer's exceptions as the score applies them (they hold for every version). */
  exceptions: readonly DccExceptionShape[];
}

/** Ids are validated whole numbers: safe as literals. An empty list matches nothing. */
export const inList = (column: string, ids: readonly number[] | null) =>
  ids === null ? 'true' : ids.length === 0 ? 'false' : `${column} IN (${ids.map((id) => Math.trunc(id)).join(', ')})`;

const conditionColumn = (g: number, c: number, k: number) => `k_${g}_${c}_${k}`;
const componentColumn = (g: number, c: number) => `m_${g}_${c}`;
const groupColumn = (g: number) => `g_${g}`;

/** A whole percent of the store's rounding (half away from zero), rounded to 6 places first like the page score. */
export const wholePercent = (dialect: FactDialect, expression: string) =>
  `${dialect.round(dialect.round(expression, 6), 0)}::INTEGER`;
/** A share of the pages, 0–100 as a whole percent. */
const percentOf = (dialect: FactDialect, fraction: string) =>
  wholePercent(dialect, `100.0 * ${dialect.averageOrNull(fraction)}`);
/**
 * A column of the pages CTE named with its table: the aggregates take the flags' names as their own, and ClickHouse
 * resolves a bare name to the query's alias before the table's column.
 */
export const ofPages = (column: string) => `pages.${column}`;
const oneIf = (flag: string) => `CASE WHEN ${flag} THEN 1.0 ELSE 0.0 END`;
/** A flag as a boolean on both stores (ClickHouse's comparisons are 0/1 numbers), false when the test is NULL. */
export const flagOf = (sql: string) => `CASE WHEN coalesce(${sql}, false) THEN true ELSE false END`;

/**
 * The SQL of a calculation: a CTE of the scored pages (score, a flag per counted component and per complete
 * condition), one aggregate statement over it, and the first pages one by one. The score is the version's own
 * expression, not the applied macro, so a version can be tried before it is active.
 */
export function calculationSql(
  groups: readonly CalculatedMetricGroup[],
  scope: CalculationScope,
  dialect: FactDialect,
) {
  const flags: string[] = [];
  const aggregates: string[] = [];
  const pageFlags: string[] = [];
  groups.forEach((group, g) => {
    const weighted: { column: string; weight: number }[] = [];
    group.components.forEach((component, c) => {
      component.conditions.forEach((condition, k) => {
        const sql = dccConditionSql(condition, factRowColumn, scope.exceptions, dialect);
        if (sql === null) return;
        flags.push(`${flagOf(sql)} AS ${conditionColumn(g, c, k)}`);
        aggregates.push(
          `${percentOf(dialect, oneIf(ofPages(conditionColumn(g, c, k))))} AS ${conditionColumn(g, c, k)}`,
        );
      });
      const met = dccComponentMetSql(component, factRowColumn, scope.exceptions, dialect);
      if (met === null) return;
      flags.push(`${flagOf(met)} AS ${componentColumn(g, c)}`);
      aggregates.push(`${percentOf(dialect, oneIf(ofPages(componentColumn(g, c))))} AS ${componentColumn(g, c)}`);
      pageFlags.push(componentColumn(g, c));
      weighted.push({ column: componentColumn(g, c), weight: component.weight });
    });
    const total = weighted.reduce((sum, component) => sum + component.weight, 0);
    if (weighted.length === 0 || total <= 0) return;
    const score = weighted
      .map(({ column, weight }) => `CASE WHEN ${ofPages(column)} THEN ${weight} ELSE 0 END`)
      .join(' + ');
    aggregates.push(`${percentOf(dialect, `(${score}) / ${total}`)} AS ${groupColumn(g)}`);
  });
  const pages = `WITH pages AS (
  SELECT f.product_id, f.retailer_id, (${dccScoreExpression({ groups, resolvedExceptions: scope.exceptions }, factRowColumn, dialect)}) AS score${flags.map((flag) => `,\n    ${flag}`).join('')}
  FROM fact_daily f
  WHERE f.customer_id = $1 AND ${scope.day === null ? 'false' : 'f.day = $2::DATE'} AND f.listed
    AND ${inList('f.retailer_id', scope.retailerIds)} AND ${inList('f.product_id', scope.productIds)}
)`;
  return {
    aggregates: `${pages}
SELECT count(*)::INTEGER AS page_count, ${wholePercent(dialect, dialect.averageOrNull('score'))} AS average_score${aggregates.map((column) => `,\n  ${column}`).join('')}
FROM pages`,
    pages: `${pages}
SELECT product_id, retailer_id, score::INTEGER AS score${pageFlags.map((column) => `, ${column}`).join('')}
FROM pages ORDER BY product_id, retailer_id LIMIT ${CALCULATED_METRIC_PAGE_LIMIT}`,
  };
}

/** The newest day with facts of the customer, or null before the first load. */
export async function newestFactDay(facts: FactStore, customerId: number): Promise<IsoDate | null> {
  const { dialect } = facts;
  const [row] = await storeRowReader(facts)(
    `SELECT ${dialect.dateText(dialect.maxOrNull('day'))} AS day FROM fact_daily WHERE customer_id = $1`,
    [customerId],
  );
  return typeof row?.day === 'string' ? row.day : null;
}

/** The retailers asked for, narrowed to those the caller may see; null when every retailer may be read. */
export function visibleRetailers(access: RetailerAccess, asked: readonly number[]): number[] | null {
  if (asked.length > 0) return allowedRetailers(access, asked);
  return access.all ? null : [...access.retailerIds];
}

const asPercent = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** Scores a version's definition over the pages of the scope (spec 2 §7 `calculate`). */
export async function calculateDccVersion(
  facts: FactStore,
  version: number,
  groups: readonly CalculatedMetricGroup[],
  scope: CalculationScope,
): Promise<CalculatedMetricCalculation> {
  const sql = calculationSql(groups, scope, facts.dialect);
  const read = storeRowReader(facts);
  const params = scope.day === null ? [scope.customerId] : [scope.customerId, scope.day];
  const [[totals], pageRows] = await Promise.all([read(sql.aggregates, params), read(sql.pages, params)]);
  const value = (column: string) => asPercent(totals?.[column]);
  return {
    version,
    date: scope.day,
    pageCount: Number(totals?.page_count ?? 0),
    averageScore: value('average_score'),
    groups: groups.map((group, g) => ({
      sequenceNumber: group.sequenceNumber,
      name: group.name,
      weight: group.weight,
      percentageMet: value(groupColumn(g)),
      components: group.components.map((component, c) => ({
        sequenceNumber: component.sequenceNumber,
        name: component.name,
        percentageMet: value(componentColumn(g, c)),
        conditions: component.conditions.map((condition, k) => ({
          sequenceNumber: condition.sequenceNumber,
          name: condition.name,
          percentageMet: value(conditionColumn(g, c, k)),
        })),
      })),
    })),
    pages: pageRows.map((row) => ({
      productId: Number(row.product_id),
      retailerId: Number(row.retailer_id),
      score: asPercent(row.score),
      componentsMet: groups.map((group, g) =>
        group.components.map((_component, c) => {
          const met = row[componentColumn(g, c)];
          return typeof met === 'boolean' ? met : null;
        }),
      ),
    })),
  };
}
