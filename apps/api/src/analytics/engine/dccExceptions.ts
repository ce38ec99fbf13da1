import type { CalculatedMetricExceptions } from '@shelfsight/contracts';
import type { DccExceptionShape } from './dccVersionSql';

/**
 * The stored exceptions and exception groups of a customer as the score applies them (contracts
 * `calculatedMetricExceptionSchema` has the rules): tags resolved to the products carrying them, in precedence
 * order — exceptions before groups, then more criteria set before fewer, then the newest first.
 */
export function resolveDccExceptions(
  stored: CalculatedMetricExceptions,
  productsOfTag: (tagId: number) => readonly number[],
): DccExceptionShape[] {
  const byPrecedence = <T extends { id: number }>(rows: readonly T[], criteria: (row: T) => number) =>
    [...rows].sort((a, b) => criteria(b) - criteria(a) || b.id - a.id);
  const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);
  /** Products of the entity (null: any) narrowed to those carrying any of the tags (none: no narrowing). */
  const products = (entityId: number | null, tagIds: readonly number[]): number[] | null => {
    if (tagIds.length === 0) return entityId === null ? null : [entityId];
    const tagged = new Set(tagIds.flatMap((tagId) => productsOfTag(tagId)));
    return sorted(entityId === null ? tagged : tagged.has(entityId) ? [entityId] : []);
  };
  const rule = ({ type, field, operator, value }: Omit<DccExceptionShape, 'productIds' | 'retailerIds'>) => ({
    type,
    field,
    operator,
    value,
  });
  const single = byPrecedence(
    stored.exceptions,
    (row) => Number(row.entityId !== null) + Number(row.retailerId !== null) + Number(row.tagId !== null),
  ).map((row) => ({
    productIds: products(row.entityId, row.tagId === null ? [] : [row.tagId]),
    retailerIds: row.retailerId === null ? null : [row.retailerId],
    ...rule(row),
  }));
  const groups = byPrecedence(
    stored.exceptionGroups,
    (row) => Number(row.entityId !== null) + Number(row.retailerIds.length > 0) + Number(row.tagIds.length > 0),
  ).map((row) => ({
    productIds: products(row.entityId, row.tagIds),
    retailerIds: row.retailerIds.length === 0 ? null : sorted(row.retailerIds),
    ...rule(row),
  }));
  // An exception whose tag no product carries matches no page.
  return [...single, ...groups].filter((exception) => exception.productIds === null || exception.productIds.length > 0);
}
