import {
  CALCULATED_METRIC_PAGE_LIMIT,
  type CalculatedMetricChangedComponent,
  type CalculatedMetricComparison,
  type CalculatedMetricGroup,
} from '@shelfsight/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import {
  type DccExceptionShape,
  dccComponentMetSql,
  dccScoreExpression,
  factRowColumn,
} from '../../analytics/engine/dccVersionSql';
import { duckdbDialect, type FactDialect } from '../../analytics/factStore/factDialect';
import { type FactStore, storeRowReader } from '../../analytics/factStore/factStore';
import type { Db } from '../../db/database';
import { products, retailers } from '../../db/schema/catalogue';
import { type CalculationScope, flagOf, inList, wholePercent } from './dccCalculate';

/** A component as both versions may hold it: matched by group name, component name and its place among namesakes. */
export interface ComponentPair {
  group: string;
  component: string;
  /** Met-state SQL under A and B: a flag, or NULL where the version does not count the component. */
  a: string;
  b: string;
}

/** The components of two versions paired by name, A's order first, then those only B has. */
export function componentPairs(
  groupsA: readonly CalculatedMetricGroup[],
  groupsB: readonly CalculatedMetricGroup[],
  exceptions: readonly DccExceptionShape[] = [],
  dialect: FactDialect = duckdbDialect,
): ComponentPair[] {
  const keyed = (groups: readonly CalculatedMetricGroup[]) => {
    const seen = new Map<string, number>();
    return groups.flatMap((group) =>
      group.components.map((component) => {
        const name = `${group.name}\u0000${component.name}`;
        const nth = seen.get(name) ?? 0;
        seen.set(name, nth + 1);
        const met = dccComponentMetSql(component, factRowColumn, exceptions, dialect);
        return {
          key: `${name}\u0000${nth}`,
          group: group.name,
          component: component.name,
          sql: met === null ? 'NULL::BOOLEAN' : flagOf(met),
        };
      }),
    );
  };
  const inA = keyed(groupsA);
  const inB = new Map(keyed(groupsB).map((each) => [each.key, each]));
  const pairs = inA.map(({ key, group, component, sql }) => {
    const b = inB.get(key);
    inB.delete(key);
    return { group, component, a: sql, b: b?.sql ?? 'NULL::BOOLEAN' };
  });
  for (const { group, component, sql } of inB.values()) pairs.push({ group, component, a: 'NULL::BOOLEAN', b: sql });
  return pairs;
}

/**
 * One statement scores both versions over the scope's pages and answers the first pages, the largest differences
 * first, with the totals over every page as window columns and, per page, the places of the pairs whose met state
 * differs (`changed`).
 */
export function compareSql(
  groupsA: readonly CalculatedMetricGroup[],
  groupsB: readonly CalculatedMetricGroup[],
  pairs: readonly ComponentPair[],
  scope: CalculationScope,
  dialect: FactDialect = duckdbDialect,
): string {
  // Whether two values differ, NULL counting as a value (IS DISTINCT FROM, which ClickHouse lacks outside joins).
  const differ = (a: string, b: string) => `((${a} IS NULL) <> (${b} IS NULL) OR ${a} <> ${b})`;
  const flags = pairs.map((pair, i) => `,\n    ${pair.a} AS a_${i}, ${pair.b} AS b_${i}`).join('');
  const changed = dialect.nonNullIntegers(
    pairs.map((_pair, i) => `CASE WHEN ${differ(`a_${i}`, `b_${i}`)} THEN ${i} END`),
  );
  return `WITH pages AS (
  SELECT f.product_id, f.retailer_id,
    (${dccScoreExpression({ groups: groupsA, resolvedExceptions: scope.exceptions }, factRowColumn, dialect)})::INTEGER AS score_a,
    (${dccScoreExpression({ groups: groupsB, resolvedExceptions: scope.exceptions }, factRowColumn, dialect)})::INTEGER AS score_b${flags}
  FROM fact_daily f
  WHERE f.customer_id = $1 AND ${scope.day === null ? 'false' : 'f.day = $2::DATE'} AND f.listed
    AND ${inList('f.retailer_id', scope.retailerIds)} AND ${inList('f.product_id', scope.productIds)}
)
SELECT product_id, retailer_id, score_a, score_b, score_b - score_a AS difference,
  ${changed} AS changed${pairs.map((_pair, i) => `, a_${i}, b_${i}`).join('')},
  (count(*) OVER ())::INTEGER AS page_count,
  (sum(CASE WHEN ${differ('score_a', 'score_b')} THEN 1 ELSE 0 END) OVER ())::INTEGER AS changed_page_count,
  ${wholePercent(dialect, `${dialect.averageOrNull('score_a')} OVER ()`)} AS average_a,
  ${wholePercent(dialect, `${dialect.averageOrNull('score_b')} OVER ()`)} AS average_b
FROM pages
ORDER BY abs(score_b - score_a) DESC NULLS LAST, product_id, retailer_id
LIMIT ${CALCULATED_METRIC_PAGE_LIMIT}`;
}

const flag = (value: unknown) => (typeof value === 'boolean' ? value : null);
const whole = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Product and retailer names of the answered pages, read from the catalogue in two reads. */
async function namesOf(db: Db, customerId: number, productIds: number[], retailerIds: number[]) {
  const [productRows, retailerRows] = await Promise.all([
    productIds.length === 0
      ? []
      : db
          .select({ id: products.id, name: products.name })
          .from(products)
          .where(and(eq(products.customerId, customerId), inArray(products.id, productIds))),
    retailerIds.length === 0
      ? []
      : db
          .select({ id: retailers.id, name: retailers.displayName })
          .from(retailers)
          .where(inArray(retailers.id, retailerIds)),
  ]);
  return {
    product: new Map(productRows.map((row) => [row.id, row.name])),
    retailer: new Map(retailerRows.map((row) => [row.id, row.name])),
  };
}

/** Two versions' scores over the same pages, the pages named from the catalogue. */
export async function compareDccVersions(
  facts: FactStore,
  db: Db,
  versions: { a: number; b: number },
  groups: { a: readonly CalculatedMetricGroup[]; b: readonly CalculatedMetricGroup[] },
  scope: CalculationScope,
): Promise<CalculatedMetricComparison> {
  const pairs = componentPairs(groups.a, groups.b, scope.exceptions, facts.dialect);
  const params = scope.day === null ? [scope.customerId] : [scope.customerId, scope.day];
  const rows = await storeRowReader(facts)(compareSql(groups.a, groups.b, pairs, scope, facts.dialect), params);
  const names = await namesOf(
    db,
    scope.customerId,
    [...new Set(rows.map((row) => Number(row.product_id)))],
    [...new Set(rows.map((row) => Number(row.retailer_id)))],
  );
  const first = rows[0];
  return {
    versionA: versions.a,
    versionB: versions.b,
    date: scope.day,
    pageCount: Number(first?.page_count ?? 0),
    changedPageCount: Number(first?.changed_page_count ?? 0),
    averageScoreA: whole(first?.average_a),
    averageScoreB: whole(first?.average_b),
    pages: rows.map((row) => {
      const productId = Number(row.product_id);
      const retailerId = Number(row.retailer_id);
      const changed = Array.isArray(row.changed) ? row.changed.map(Number) : [];
      return {
        productId,
        productName: names.product.get(productId) ?? null,
        retailerId,
        retailerName: names.retailer.get(retailerId) ?? null,
        scoreA: whole(row.score_a),
        scoreB: whole(row.score_b),
        difference: whole(row.difference),
        changedComponents: changed.map((i): CalculatedMetricChangedComponent => ({
          group: pairs[i]!.group,
          component: pairs[i]!.component,
          metA: flag(row[`a_${i}`]),
          metB: flag(row[`b_${i}`]),
        })),
      };
    }),
  };
}
