import {
  resolvePickerValue,
  storedWidgetPeriod,
  todayInZone,
  widgetCatalogueNames,
  widgetShareTypeOf,
  widgetSourceOf,
  widgetTypeOf,
  type DisplayCondition,
  type SavedWidget,
  type WidgetAccessLevel,
  type WidgetTableField,
  type WidgetVisualizationType,
} from '@shelfsight/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers, users } from '../../db/schema';
import { savedFilters } from '../../db/schema/savedFilters';
import {
  type WidgetRow,
  widgetColumnGroups,
  widgetCustomSettings,
  widgets,
  widgetTableColumns,
  widgetTableFields,
  widgetTableFieldThresholds,
  widgetUsers,
} from '../../db/schema/widgets';

/** Who asks: system admins see every widget of the customer but own none (they are not members). */
export interface Viewer {
  customerId: number;
  userId: number;
  isSystemAdmin: boolean;
}

type WidgetParts = Pick<SavedWidget, 'tableFields' | 'columnGroupIds' | 'columnIds' | 'customSettings'>;

/** Table fields with their thresholds, column groups, columns and custom settings of some widgets. */
export async function widgetParts(db: Db, customerId: number, widgetIds: number[]): Promise<Map<number, WidgetParts>> {
  const parts = new Map<number, WidgetParts>(
    widgetIds.map((id) => [id, { tableFields: [], columnGroupIds: [], columnIds: [], customSettings: {} }]),
  );
  if (widgetIds.length === 0) return parts;
  const fields = await db
    .select()
    .from(widgetTableFields)
    .where(and(eq(widgetTableFields.customerId, customerId), inArray(widgetTableFields.widgetId, widgetIds)))
    .orderBy(asc(widgetTableFields.widgetId), asc(widgetTableFields.sequenceNumber));
  const thresholds = fields.length
    ? await db
        .select()
        .from(widgetTableFieldThresholds)
        .where(
          and(
            eq(widgetTableFieldThresholds.customerId, customerId),
            inArray(
              widgetTableFieldThresholds.tableFieldId,
              fields.map((f) => f.id),
            ),
          ),
        )
        .orderBy(asc(widgetTableFieldThresholds.sequenceNumber))
    : [];
  for (const field of fields) {
    const tableField: WidgetTableField = {
      ...field,
      fieldType: field.fieldType as WidgetTableField['fieldType'],
      aggregationType: field.aggregationType as WidgetTableField['aggregationType'],
      conditionOperator: field.conditionOperator as WidgetTableField['conditionOperator'],
      thresholds: thresholds
        .filter((threshold) => threshold.tableFieldId === field.id)
        .map((threshold) => ({
          id: threshold.id,
          condition: threshold.condition,
          css: {
            ...(threshold.backgroundColor ? { 'background-color': threshold.backgroundColor } : {}),
            ...(threshold.color ? { color: threshold.color } : {}),
          },
        })),
    };
    parts.get(field.widgetId)?.tableFields.push(tableField);
  }
  const groups = await db
    .select()
    .from(widgetColumnGroups)
    .where(and(eq(widgetColumnGroups.customerId, customerId), inArray(widgetColumnGroups.widgetId, widgetIds)))
    .orderBy(asc(widgetColumnGroups.sequenceNumber));
  for (const group of groups) parts.get(group.widgetId)?.columnGroupIds.push(group.columnGroupId);
  const columns = await db
    .select()
    .from(widgetTableColumns)
    .where(and(eq(widgetTableColumns.customerId, customerId), inArray(widgetTableColumns.widgetId, widgetIds)))
    .orderBy(asc(widgetTableColumns.sequenceNumber));
  for (const column of columns) parts.get(column.widgetId)?.columnIds.push(column.tableColumnId);
  const settings = await db
    .select()
    .from(widgetCustomSettings)
    .where(and(eq(widgetCustomSettings.customerId, customerId), inArray(widgetCustomSettings.widgetId, widgetIds)));
  for (const setting of settings) {
    const target = parts.get(setting.widgetId);
    if (target) target.customSettings[setting.key] = setting.value;
  }
  return parts;
}

/** The stored widget as a definition, without anything about who asks. */
export function definitionOf(row: WidgetRow, parts: WidgetParts) {
  const visualizationType = row.visualizationType as WidgetVisualizationType;
  return {
    id: row.id,
    customerId: row.customerId,
    name: row.name,
    description: row.description,
    visualizationType,
    type: widgetTypeOf(visualizationType).id,
    metricId: row.metricId,
    dimensionId: row.dimensionId,
    subDimensionKey: row.subDimensionKey,
    verticalDimensionId: row.verticalDimensionId,
    verticalSubDimensionId: row.verticalSubDimensionId,
    tagName: row.tagName,
    aggregationFunction: row.aggregationFunction as SavedWidget['aggregationFunction'],
    dateAggregationLevel: row.dateAggregationLevel as SavedWidget['dateAggregationLevel'],
    dateDataSelection: row.dateDataSelection,
    filterId: row.filterId,
    displayCondition: (row.displayCondition as DisplayCondition | null) ?? null,
    textFields: (row.textFields as SavedWidget['textFields']) ?? null,
    ...parts,
    dateCreated: row.dateCreated.toISOString(),
    lastUpdated: row.lastUpdated.toISOString(),
  };
}
export type SavedWidgetDefinition = ReturnType<typeof definitionOf>;

/** Widgets as the viewer sees them: owned ('O') and shared with them ('V'), optionally only some ids. */
export async function visibleWidgets(db: Db, viewer: Viewer, onlyIds?: number[]): Promise<SavedWidget[]> {
  const { customerId } = viewer;
  const mine = await db
    .select({ widgetId: widgetUsers.widgetId, accessLevel: widgetUsers.accessLevel })
    .from(widgetUsers)
    .where(and(eq(widgetUsers.customerId, customerId), eq(widgetUsers.userId, viewer.userId)));
  const access = new Map<number, WidgetAccessLevel>(mine.map((row) => [row.widgetId, row.accessLevel]));
  const conditions = [eq(widgets.customerId, customerId)];
  if (!viewer.isSystemAdmin) conditions.push(inArray(widgets.id, [...access.keys(), -1]));
  if (onlyIds) conditions.push(inArray(widgets.id, [...onlyIds, -1]));
  const rows = await db
    .select({ widget: widgets, ownerName: users.displayName })
    .from(widgets)
    .innerJoin(users, eq(users.id, widgets.ownerUserId))
    .where(and(...conditions))
    .orderBy(asc(widgets.name), asc(widgets.id));
  const ids = rows.map((row) => row.widget.id);
  const parts = await widgetParts(db, customerId, ids);
  const shares = ids.length
    ? await db
        .select({ widgetId: widgetUsers.widgetId, userId: widgetUsers.userId })
        .from(widgetUsers)
        .where(
          and(
            eq(widgetUsers.customerId, customerId),
            eq(widgetUsers.accessLevel, 'V'),
            inArray(widgetUsers.widgetId, ids),
          ),
        )
        .orderBy(asc(widgetUsers.userId))
    : [];
  const filterIds = [...new Set(rows.flatMap((row) => (row.widget.filterId === null ? [] : [row.widget.filterId])))];
  const filterNames = new Map(
    (filterIds.length
      ? await db
          .select({ id: savedFilters.id, name: savedFilters.name })
          .from(savedFilters)
          .where(and(eq(savedFilters.customerId, customerId), inArray(savedFilters.id, filterIds)))
      : []
    ).map((row) => [row.id, row.name]),
  );
  const [customer] = await db
    .select({ months: customers.dataRetentionMonths })
    .from(customers)
    .where(eq(customers.id, customerId));
  const today = todayInZone();
  return rows.map(({ widget, ownerName }) => {
    const sharedWith = shares.filter((share) => share.widgetId === widget.id).map((share) => share.userId);
    const definition = definitionOf(
      widget,
      parts.get(widget.id) ?? { tableFields: [], columnGroupIds: [], columnIds: [], customSettings: {} },
    );
    const accessLevel = access.get(widget.id) ?? 'V';
    // The same resolution as the widget query engine: its own period today, cut to the retention window.
    const period = definition.dateDataSelection
      ? resolvePickerValue(
          storedWidgetPeriod(definition.dateDataSelection, definition.customSettings) ?? {
            preset: definition.dateDataSelection,
            compare: false,
          },
          {
            today,
            retentionMonths: customer?.months ?? null,
          },
        )
      : null;
    return {
      ...definition,
      userId: widget.ownerUserId,
      userName: ownerName,
      accessLevel,
      sharedWith: sharedWith.length > 0 ? sharedWith : null,
      shareType: widgetShareTypeOf(accessLevel, sharedWith),
      source: widgetSourceOf(definition.visualizationType),
      dateFrom: period?.dateFrom ?? null,
      dateTo: period?.dateTo ?? null,
      filterName: widget.filterId === null ? null : (filterNames.get(widget.filterId) ?? null),
      ...widgetCatalogueNames(definition),
    };
  });
}

export async function visibleWidget(db: Db, viewer: Viewer, widgetId: number): Promise<SavedWidget | undefined> {
  return (await visibleWidgets(db, viewer, [widgetId]))[0];
}

/** widgetUsers of every widget the viewer sees. */
export async function widgetUsersOf(db: Db, customerId: number, widgetIds: number[]) {
  if (widgetIds.length === 0) return [];
  return db
    .select({ widgetId: widgetUsers.widgetId, userId: widgetUsers.userId, accessLevel: widgetUsers.accessLevel })
    .from(widgetUsers)
    .where(and(eq(widgetUsers.customerId, customerId), inArray(widgetUsers.widgetId, widgetIds)))
    .orderBy(asc(widgetUsers.widgetId), asc(widgetUsers.userId));
}
