import { type DccFix, type DccFixes, dccPointsPerPage, type IsoDate } from '@shelfsight/contracts';
import type { NamedDccDefinition } from '../../analytics/dccScoreMacro';
import { dccComponentMetSql, dccConditionSql, factRowColumn } from '../../analytics/engine/dccVersionSql';
import { duckdbDialect, type FactDialect } from '../../analytics/factStore/factDialect';
import { type FactStore, storeRowReader } from '../../analytics/factStore/factStore';
import { flagOf, inList, ofPages } from './dccCalculate';

/** The pages whose fixes are ranked: one day's listed pages of the customer, narrowed (null: no narrowing). */
export interface FixesScope {
  customerId: number;
  day: IsoDate | null;
  retailerIds: readonly number[] | null;
  productIds: readonly number[] | null;
}

const componentColumn = (g: number, c: number) => `m_${g}_${c}`;
const conditionColumn = (g: number, c: number, k: number) => `k_${g}_${c}_${k}`;

interface CountedComponent {
  g: number;
  c: number;
  conditions: number[];
  pointsPerPage: number;
}

/** The components the score counts, each with the points a page gains by meeting it. */
function countedComponents(definition: NamedDccDefinition): CountedComponent[] {
  const groups = definition.groups.map((group, g) => {
    const components = group.components.flatMap((component, c) =>
      dccComponentMetSql(component) === null
        ? []
        : [
            {
              g,
              c,
              weight: component.weight,
              conditions: component.conditions.flatMap((condition, k) => (dccConditionSql(condition) ? [k] : [])),
            },
          ],
    );
    return { weight: group.weight, components, counted: components.reduce((sum, item) => sum + item.weight, 0) };
  });
  const scored = groups.filter((group) => group.components.length > 0 && group.counted > 0);
  const groupsCounted = scored.reduce((sum, group) => sum + group.weight, 0);
  return scored.flatMap((group) =>
    group.components.map(({ g, c, weight, conditions }) => ({
      g,
      c,
      conditions,
      pointsPerPage: dccPointsPerPage(group, groupsCounted, weight),
    })),
  );
}

/**
 * One statement over the day's pages: the page count, per counted component the pages failing it, and per
 * complete condition the pages failing both it and its component (what keeps those pages from meeting it).
 */
export function fixesSql(
  definition: NamedDccDefinition,
  components: readonly CountedComponent[],
  scope: FixesScope,
  dialect: FactDialect = duckdbDialect,
) {
  const flags: string[] = [];
  const counts: string[] = [];
  // The applied exceptions change a page's tests as they change its score.
  const exceptions = definition.resolvedExceptions;
  for (const { g, c, conditions } of components) {
    const component = definition.groups[g]!.components[c]!;
    const m = componentColumn(g, c);
    flags.push(`${flagOf(dccComponentMetSql(component, factRowColumn, exceptions, dialect) ?? 'false')} AS ${m}`);
    counts.push(`(count(*) FILTER (WHERE NOT ${ofPages(m)}))::INTEGER AS ${m}`);
    for (const k of conditions) {
      const column = conditionColumn(g, c, k);
      const condition = dccConditionSql(component.conditions[k]!, factRowColumn, exceptions, dialect);
      flags.push(`${flagOf(condition ?? 'false')} AS ${column}`);
      counts.push(`(count(*) FILTER (WHERE NOT ${ofPages(m)} AND NOT ${ofPages(column)}))::INTEGER AS ${column}`);
    }
  }
  return `WITH pages AS (
  SELECT true AS page${flags.map((flag) => `,\n    ${flag}`).join('')}
  FROM fact_daily f
  WHERE f.customer_id = $1 AND ${scope.day === null ? 'false' : 'f.day = $2::DATE'} AND f.listed
    AND ${inList('f.retailer_id', scope.retailerIds)} AND ${inList('f.product_id', scope.productIds)}
)
SELECT count(*)::INTEGER AS page_count${counts.map((count) => `,\n  ${count}`).join('')}
FROM pages`;
}

/** The failed components of the scope's pages under the applied version, the largest total gain first. */
export async function rankDccFixes(
  facts: FactStore,
  definition: NamedDccDefinition,
  scope: FixesScope,
): Promise<Omit<DccFixes, 'retailerId' | 'brandId'>> {
  const components = countedComponents(definition);
  const params = scope.day === null ? [scope.customerId] : [scope.customerId, scope.day];
  const [row] = await storeRowReader(facts)(fixesSql(definition, components, scope, facts.dialect), params);
  const pageCount = Number(row?.page_count ?? 0);
  const fixes = components.flatMap(({ g, c, conditions, pointsPerPage }): DccFix[] => {
    const pagesFailing = Number(row?.[componentColumn(g, c)] ?? 0);
    if (pagesFailing === 0 || pointsPerPage <= 0) return [];
    const group = definition.groups[g]!;
    const component = group.components[c]!;
    const totalPoints = pointsPerPage * pagesFailing;
    return [
      {
        group: group.name,
        component: component.name,
        description: component.description,
        operator: component.operator,
        pointsPerPage,
        pagesFailing,
        averageGain: totalPoints / pageCount,
        totalPoints,
        conditions: conditions.map((k) => {
          const condition = component.conditions[k]!;
          return {
            field: condition.field!,
            operator: condition.operator!,
            value: condition.value as DccFix['conditions'][number]['value'],
            pagesFailing: Number(row?.[conditionColumn(g, c, k)] ?? 0),
          };
        }),
      },
    ];
  });
  // Stable sort: equal totals (within float noise) keep the version's order of groups and components.
  fixes.sort((a, b) => (Math.abs(b.totalPoints - a.totalPoints) < 1e-9 ? 0 : b.totalPoints - a.totalPoints));
  return { date: scope.day, pageCount, fixes };
}
