import {
  type CalculatedMetricDefinition,
  type CalculatedMetricDefinitionInputParsed,
  type CalculatedMetricVersion,
  DCC_SCORE,
  calculatedMetricExceptionGroupSchema,
  calculatedMetricExceptionSchema,
  calculatedMetricFieldSchema,
  calculatedMetricOperatorSchema,
} from '@shelfsight/contracts';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  calculatedMetricComponents,
  calculatedMetricConditions,
  calculatedMetricExceptionGroups,
  calculatedMetricExceptions,
  calculatedMetricGroups,
  calculatedMetricVersions,
} from '../../db/schema/calculatedMetric';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type VersionRow = typeof calculatedMetricVersions.$inferSelect;

/** Who creates or changes a version, as stored on it. */
export interface Editor {
  userId: number;
  email: string;
  name: string;
}

const ofCustomer = (customerId: number) =>
  and(eq(calculatedMetricVersions.customerId, customerId), eq(calculatedMetricVersions.metricId, DCC_SCORE));

const toVersion = (row: VersionRow): CalculatedMetricVersion => ({
  id: row.id,
  metricId: DCC_SCORE,
  versionNumber: row.versionNumber,
  versionLabel: row.versionLabel,
  isActiveVersion: row.isActiveVersion,
  comments: row.comments,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  createdByUserId: row.createdByUserId,
  createdByEmail: row.createdByEmail,
  createdByName: row.createdByName,
});

export async function versionsOf(db: Db, customerId: number): Promise<CalculatedMetricVersion[]> {
  const rows = await db
    .select()
    .from(calculatedMetricVersions)
    .where(ofCustomer(customerId))
    .orderBy(asc(calculatedMetricVersions.versionNumber));
  return rows.map(toVersion);
}

export async function versionOf(
  db: Db | Tx,
  customerId: number,
  versionNumber: number,
): Promise<CalculatedMetricVersion | null> {
  const [row] = await db
    .select()
    .from(calculatedMetricVersions)
    .where(and(ofCustomer(customerId), eq(calculatedMetricVersions.versionNumber, versionNumber)));
  return row ? toVersion(row) : null;
}

export async function exceptionsOf(db: Db, customerId: number) {
  const exceptions = await db
    .select()
    .from(calculatedMetricExceptions)
    .where(
      and(eq(calculatedMetricExceptions.customerId, customerId), eq(calculatedMetricExceptions.metricId, DCC_SCORE)),
    )
    .orderBy(asc(calculatedMetricExceptions.id));
  const exceptionGroups = await db
    .select()
    .from(calculatedMetricExceptionGroups)
    .where(
      and(
        eq(calculatedMetricExceptionGroups.customerId, customerId),
        eq(calculatedMetricExceptionGroups.metricId, DCC_SCORE),
      ),
    )
    .orderBy(asc(calculatedMetricExceptionGroups.id));
  return {
    exceptions: exceptions.map((row) => calculatedMetricExceptionSchema.parse(row)),
    exceptionGroups: exceptionGroups.map((row) => calculatedMetricExceptionGroupSchema.parse(row)),
  };
}

/** The groups of a version with their components and conditions, in sequence order. */
async function groupsOf(db: Db | Tx, customerId: number, versionId: number) {
  const groups = await db
    .select()
    .from(calculatedMetricGroups)
    .where(and(eq(calculatedMetricGroups.customerId, customerId), eq(calculatedMetricGroups.versionId, versionId)))
    .orderBy(asc(calculatedMetricGroups.sequenceNumber));
  const components = await db
    .select()
    .from(calculatedMetricComponents)
    .where(
      and(
        eq(calculatedMetricComponents.customerId, customerId),
        inArray(calculatedMetricComponents.groupId, [...groups.map((group) => group.id), -1]),
      ),
    )
    .orderBy(asc(calculatedMetricComponents.sequenceNumber));
  const conditions = await db
    .select()
    .from(calculatedMetricConditions)
    .where(
      and(
        eq(calculatedMetricConditions.customerId, customerId),
        inArray(calculatedMetricConditions.componentId, [...components.map((component) => component.id), -1]),
      ),
    )
    .orderBy(asc(calculatedMetricConditions.sequenceNumber));
  return groups.map((group) => ({
    id: group.id,
    sequenceNumber: group.sequenceNumber,
    name: group.name,
    weight: group.weight,
    components: components
      .filter((component) => component.groupId === group.id)
      .map((component) => ({
        id: component.id,
        sequenceNumber: component.sequenceNumber,
        name: component.name,
        description: component.description,
        weight: component.weight,
        disabled: component.disabled,
        operator: component.operator,
        conditions: conditions
          .filter((condition) => condition.componentId === component.id)
          .map((condition) => ({
            id: condition.id,
            sequenceNumber: condition.sequenceNumber,
            name: condition.name,
            field: condition.field === null ? null : calculatedMetricFieldSchema.parse(condition.field),
            operator: condition.operator === null ? null : calculatedMetricOperatorSchema.parse(condition.operator),
            value: condition.value,
            valueType: condition.valueType,
            function: condition.function,
          })),
      })),
  }));
}

export async function definitionOf(
  db: Db,
  customerId: number,
  version: CalculatedMetricVersion,
): Promise<CalculatedMetricDefinition> {
  return {
    calculatedMetric: { id: DCC_SCORE, version },
    groups: await groupsOf(db, customerId, version.id),
    ...(await exceptionsOf(db, customerId)),
  };
}

/** Replaces the groups, components and conditions of a version (children go with their group). */
async function writeDefinition(
  tx: Tx,
  customerId: number,
  versionId: number,
  definition: CalculatedMetricDefinitionInputParsed,
) {
  await tx
    .delete(calculatedMetricGroups)
    .where(and(eq(calculatedMetricGroups.customerId, customerId), eq(calculatedMetricGroups.versionId, versionId)));
  for (const [g, group] of definition.groups.entries()) {
    const [groupRow] = await tx
      .insert(calculatedMetricGroups)
      .values({ customerId, versionId, sequenceNumber: g + 1, name: group.name, weight: group.weight })
      .returning({ id: calculatedMetricGroups.id });
    for (const [c, { conditions, ...component }] of group.components.entries()) {
      const [componentRow] = await tx
        .insert(calculatedMetricComponents)
        .values({ customerId, groupId: groupRow!.id, sequenceNumber: c + 1, ...component })
        .returning({ id: calculatedMetricComponents.id });
      if (conditions.length > 0)
        await tx.insert(calculatedMetricConditions).values(
          conditions.map((condition, k) => ({
            customerId,
            componentId: componentRow!.id,
            sequenceNumber: k + 1,
            ...condition,
          })),
        );
    }
  }
}

const touched = (editor: Editor) => ({ updatedAt: new Date(), updatedByUserId: editor.userId });

export async function saveDefinition(
  db: Db,
  customerId: number,
  versionId: number,
  definition: CalculatedMetricDefinitionInputParsed,
  editor: Editor,
): Promise<void> {
  await db.transaction(async (tx) => {
    await writeDefinition(tx, customerId, versionId, definition);
    await tx
      .update(calculatedMetricVersions)
      .set(touched(editor))
      .where(and(ofCustomer(customerId), eq(calculatedMetricVersions.id, versionId)));
  });
}

/** A new version with the next number; when active, the others become inactive first. */
export async function createVersion(
  db: Db,
  customerId: number,
  version: { label: string; active: boolean; comments?: string | null },
  definition: CalculatedMetricDefinitionInputParsed,
  editor: Editor | null,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ number: max(calculatedMetricVersions.versionNumber) })
      .from(calculatedMetricVersions)
      .where(ofCustomer(customerId));
    if (version.active) await deactivateAll(tx, customerId);
    const versionNumber = (last?.number ?? 0) + 1;
    const [row] = await tx
      .insert(calculatedMetricVersions)
      .values({
        customerId,
        metricId: DCC_SCORE,
        versionNumber,
        versionLabel: version.label,
        isActiveVersion: version.active,
        comments: version.comments ?? null,
        createdByUserId: editor?.userId ?? null,
        createdByEmail: editor?.email ?? null,
        createdByName: editor?.name ?? null,
        updatedByUserId: editor?.userId ?? null,
      })
      .returning({ id: calculatedMetricVersions.id });
    await writeDefinition(tx, customerId, row!.id, definition);
    return versionNumber;
  });
}

async function deactivateAll(tx: Tx, customerId: number) {
  await tx
    .update(calculatedMetricVersions)
    .set({ isActiveVersion: false })
    .where(and(ofCustomer(customerId), eq(calculatedMetricVersions.isActiveVersion, true)));
}

export async function renameVersion(db: Db, customerId: number, versionId: number, label: string, editor: Editor) {
  await db
    .update(calculatedMetricVersions)
    .set({ versionLabel: label, ...touched(editor) })
    .where(and(ofCustomer(customerId), eq(calculatedMetricVersions.id, versionId)));
}

export async function activateVersion(db: Db, customerId: number, versionId: number, editor: Editor) {
  await db.transaction(async (tx) => {
    await deactivateAll(tx, customerId);
    await tx
      .update(calculatedMetricVersions)
      .set({ isActiveVersion: true, ...touched(editor) })
      .where(and(ofCustomer(customerId), eq(calculatedMetricVersions.id, versionId)));
  });
}

/** The stored definition of a version in the shape a save takes (ids and sequence numbers dropped). */
export function asDefinitionInput(definition: CalculatedMetricDefinition): CalculatedMetricDefinitionInputParsed {
  return {
    groups: definition.groups.map(({ name, weight, components }) => ({
      name,
      weight,
      components: components.map(({ id: _id, sequenceNumber: _s, conditions, ...component }) => ({
        ...component,
        conditions: conditions.map(({ id: _cid, sequenceNumber: _cs, ...condition }) => condition),
      })),
    })),
  };
}
