import type { WidgetInputParsed } from '@shelfsight/contracts';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customerUsers, users } from '../../db/schema';
import {
  widgetColumnGroups,
  widgetCustomSettings,
  widgets,
  widgetTableColumns,
  widgetTableFields,
  widgetTableFieldThresholds,
  widgetUsers,
} from '../../db/schema/widgets';

/** The widget's own columns from an editor input. */
function columnsOf(input: WidgetInputParsed) {
  return {
    name: input.name,
    description: input.description,
    visualizationType: input.visualizationType,
    metricId: input.metricId,
    dimensionId: input.dimensionId,
    subDimensionKey: input.subDimensionKey,
    verticalDimensionId: input.verticalDimensionId,
    verticalSubDimensionId: input.verticalSubDimensionId,
    tagName: input.tagName,
    aggregationFunction: input.aggregationFunction,
    dateAggregationLevel: input.dateAggregationLevel,
    dateDataSelection: input.dateDataSelection,
    filterId: input.filterId,
    displayCondition: input.displayCondition,
    textFields: input.textFields,
  };
}

/** Replaces table fields (with thresholds), column groups, columns and custom settings. */
async function writeParts(tx: Db, customerId: number, widgetId: number, input: WidgetInputParsed) {
  const ofWidget = <
    T extends
      typeof widgetTableFields | typeof widgetColumnGroups | typeof widgetTableColumns | typeof widgetCustomSettings,
  >(
    table: T,
  ) => and(eq(table.customerId, customerId), eq(table.widgetId, widgetId));
  // Thresholds go with their fields (ON DELETE CASCADE).
  await tx.delete(widgetTableFields).where(ofWidget(widgetTableFields));
  await tx.delete(widgetColumnGroups).where(ofWidget(widgetColumnGroups));
  await tx.delete(widgetTableColumns).where(ofWidget(widgetTableColumns));
  await tx.delete(widgetCustomSettings).where(ofWidget(widgetCustomSettings));

  for (const [index, field] of input.tableFields.entries()) {
    const { thresholds, ...rest } = field;
    const [row] = await tx
      .insert(widgetTableFields)
      .values({ ...rest, customerId, widgetId, sequenceNumber: index + 1 })
      .returning({ id: widgetTableFields.id });
    if (!row || thresholds.length === 0) continue;
    await tx.insert(widgetTableFieldThresholds).values(
      thresholds.map((threshold, position) => ({
        customerId,
        tableFieldId: row.id,
        sequenceNumber: position + 1,
        condition: threshold.condition,
        backgroundColor: threshold.css['background-color'] ?? null,
        color: threshold.css.color ?? null,
      })),
    );
  }
  const unique = (ids: number[]) => [...new Set(ids)];
  const groups = unique(input.columnGroupIds).map((columnGroupId, i) => ({
    customerId,
    widgetId,
    columnGroupId,
    sequenceNumber: i + 1,
  }));
  if (groups.length) await tx.insert(widgetColumnGroups).values(groups);
  const columns = unique(input.columnIds).map((tableColumnId, i) => ({
    customerId,
    widgetId,
    tableColumnId,
    sequenceNumber: i + 1,
  }));
  if (columns.length) await tx.insert(widgetTableColumns).values(columns);
  const settings = Object.entries(input.customSettings)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ({ customerId, widgetId, key, value }));
  if (settings.length) await tx.insert(widgetCustomSettings).values(settings);
}

export async function createWidget(
  db: Db,
  customerId: number,
  ownerUserId: number,
  input: WidgetInputParsed,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(widgets)
      .values({ customerId, ownerUserId, ...columnsOf(input) })
      .returning({ id: widgets.id });
    if (!row) throw new Error('widget insert returned nothing');
    await tx.insert(widgetUsers).values({ customerId, widgetId: row.id, userId: ownerUserId, accessLevel: 'O' });
    await writeParts(tx, customerId, row.id, input);
    return row.id;
  });
}

export async function updateWidget(
  db: Db,
  customerId: number,
  widgetId: number,
  input: WidgetInputParsed,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(widgets)
      .set({ ...columnsOf(input), lastUpdated: new Date() })
      .where(and(eq(widgets.customerId, customerId), eq(widgets.id, widgetId)));
    await writeParts(tx, customerId, widgetId, input);
  });
}

export async function deleteWidget(db: Db, customerId: number, widgetId: number): Promise<void> {
  await db.delete(widgets).where(and(eq(widgets.customerId, customerId), eq(widgets.id, widgetId)));
}

/** Active members of the customer, whom a widget can be shared with. */
export async function shareableUsers(db: Db, customerId: number) {
  return db
    .select({ id: users.id, displayName: users.displayName, email: users.email })
    .from(customerUsers)
    .innerJoin(users, eq(users.id, customerUsers.userId))
    .where(and(eq(customerUsers.customerId, customerId), eq(customerUsers.isActive, true)))
    .orderBy(asc(users.displayName), asc(users.id));
}

/** Ids among userIds that are not active members of the customer. */
export async function nonMembers(db: Db, customerId: number, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const found = await db
    .select({ userId: customerUsers.userId })
    .from(customerUsers)
    .where(
      and(
        eq(customerUsers.customerId, customerId),
        eq(customerUsers.isActive, true),
        inArray(customerUsers.userId, userIds),
      ),
    );
  const known = new Set(found.map((row) => row.userId));
  return userIds.filter((id) => !known.has(id));
}

/** Replaces everyone the widget is shared with (access level 'V'); the owner's row stays. */
export async function shareWidget(
  db: Db,
  customerId: number,
  widgetId: number,
  ownerUserId: number,
  userIds: number[],
) {
  const others = [...new Set(userIds)].filter((id) => id !== ownerUserId);
  await db.transaction(async (tx) => {
    await tx
      .delete(widgetUsers)
      .where(
        and(
          eq(widgetUsers.customerId, customerId),
          eq(widgetUsers.widgetId, widgetId),
          ne(widgetUsers.accessLevel, 'O'),
        ),
      );
    if (others.length) {
      await tx
        .insert(widgetUsers)
        .values(others.map((userId) => ({ customerId, widgetId, userId, accessLevel: 'V' as const })));
    }
  });
}
