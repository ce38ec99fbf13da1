import {
  type CalculatedMetricExceptionsInputParsed,
  DCC_SCORE,
  calculatedMetricFieldTypes,
  calculatedMetricExceptionMessages,
} from '@shelfsight/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { resolveDccExceptions } from '../../analytics/engine/dccExceptions';
import type { DccExceptionShape } from '../../analytics/engine/dccVersionSql';
import type { Db } from '../../db/database';
import { customerRetailers, products, productTags, tags } from '../../db/schema/catalogue';
import { calculatedMetricExceptionGroups, calculatedMetricExceptions } from '../../db/schema/calculatedMetric';
import { exceptionsOf } from './calculatedMetric.repository';

/** Ids are validated whole numbers; -1 keeps an empty IN list valid SQL. */
const orNone = (ids: Iterable<number>) => [...new Set(ids), -1];

/**
 * The products, retailers and tags an input names that the customer does not have, as the error's fields by path
 * (`exceptions.0.entityId`, `exceptionGroups.1.retailerIds.2`); empty when all are known.
 */
export async function unknownExceptionIds(
  db: Db,
  customerId: number,
  input: CalculatedMetricExceptionsInputParsed,
): Promise<Record<string, string>> {
  const wanted = {
    products: [...input.exceptions, ...input.exceptionGroups].flatMap((row) => row.entityId ?? []),
    retailers: [
      ...input.exceptions.flatMap((row) => row.retailerId ?? []),
      ...input.exceptionGroups.flatMap((row) => row.retailerIds),
    ],
    tags: [
      ...input.exceptions.flatMap((row) => row.tagId ?? []),
      ...input.exceptionGroups.flatMap((row) => row.tagIds),
    ],
  };
  const [productRows, retailerRows, tagRows] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.customerId, customerId), inArray(products.id, orNone(wanted.products)))),
    db
      .select({ id: customerRetailers.retailerId })
      .from(customerRetailers)
      .where(
        and(
          eq(customerRetailers.customerId, customerId),
          inArray(customerRetailers.retailerId, orNone(wanted.retailers)),
        ),
      ),
    db
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.customerId, customerId), inArray(tags.id, orNone(wanted.tags)))),
  ]);
  const known = (rows: { id: number }[]) => new Set(rows.map((row) => row.id));
  const [knownProducts, knownRetailers, knownTags] = [known(productRows), known(retailerRows), known(tagRows)];
  const fields: Record<string, string> = {};
  const check = (path: string, id: number | null, among: Set<number>, message: string) => {
    if (id !== null && !among.has(id)) fields[path] = message;
  };
  const M = calculatedMetricExceptionMessages;
  input.exceptions.forEach((row, e) => {
    check(`exceptions.${e}.entityId`, row.entityId, knownProducts, M.unknownProduct);
    check(`exceptions.${e}.retailerId`, row.retailerId, knownRetailers, M.unknownRetailer);
    check(`exceptions.${e}.tagId`, row.tagId, knownTags, M.unknownTag);
  });
  input.exceptionGroups.forEach((row, e) => {
    check(`exceptionGroups.${e}.entityId`, row.entityId, knownProducts, M.unknownProduct);
    row.retailerIds.forEach((id, k) =>
      check(`exceptionGroups.${e}.retailerIds.${k}`, id, knownRetailers, M.unknownRetailer),
    );
    row.tagIds.forEach((id, k) => check(`exceptionGroups.${e}.tagIds.${k}`, id, knownTags, M.unknownTag));
  });
  return fields;
}

/** IGNORE tests nothing: it is stored with operator no_condition and no value. */
const ruleOf = (
  row:
    | CalculatedMetricExceptionsInputParsed['exceptions'][number]
    | CalculatedMetricExceptionsInputParsed['exceptionGroups'][number],
) =>
  row.type === 'IGNORE'
    ? { type: row.type, field: row.field, operator: 'no_condition', value: null, function: row.function }
    : {
        type: row.type,
        field: row.field,
        operator: row.operator ?? 'no_condition',
        value: row.value,
        function: row.function,
      };

/** Replaces the customer's exceptions and exception groups. */
export async function saveExceptions(db: Db, customerId: number, input: CalculatedMetricExceptionsInputParsed) {
  await db.transaction(async (tx) => {
    const ofCustomer = <T extends typeof calculatedMetricExceptions | typeof calculatedMetricExceptionGroups>(
      table: T,
    ) => and(eq(table.customerId, customerId), eq(table.metricId, DCC_SCORE));
    await tx.delete(calculatedMetricExceptions).where(ofCustomer(calculatedMetricExceptions));
    await tx.delete(calculatedMetricExceptionGroups).where(ofCustomer(calculatedMetricExceptionGroups));
    if (input.exceptions.length > 0)
      await tx.insert(calculatedMetricExceptions).values(
        input.exceptions.map((row) => ({
          customerId,
          metricId: DCC_SCORE,
          entityType: row.entityType,
          entityId: row.entityId,
          retailerId: row.retailerId,
          tagId: row.tagId,
          valueType: calculatedMetricFieldTypes[row.field],
          ...ruleOf(row),
        })),
      );
    if (input.exceptionGroups.length > 0)
      await tx.insert(calculatedMetricExceptionGroups).values(
        input.exceptionGroups.map((row) => ({
          customerId,
          metricId: DCC_SCORE,
          entityId: row.entityId,
          retailerIds: row.retailerIds,
          tagIds: row.tagIds,
          ...ruleOf(row),
        })),
      );
  });
}

/** The customer's exceptions as the score applies them, the products of their tags read now. */
export async function scoringExceptions(db: Db, customerId: number): Promise<DccExceptionShape[]> {
  const stored = await exceptionsOf(db, customerId);
  const tagIds = [
    ...stored.exceptions.flatMap((row) => row.tagId ?? []),
    ...stored.exceptionGroups.flatMap((row) => row.tagIds),
  ];
  const tagged =
    tagIds.length === 0
      ? []
      : await db
          .select({ tagId: productTags.tagId, productId: productTags.productId })
          .from(productTags)
          .where(and(eq(productTags.customerId, customerId), inArray(productTags.tagId, orNone(tagIds))));
  return resolveDccExceptions(stored, (tagId) =>
    tagged.filter((row) => row.tagId === tagId).map((row) => row.productId),
  );
}
