import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { widgets } from '../../db/schema/widgets';
import { definitionOf, type SavedWidgetDefinition, widgetParts } from './widgets.repository';

/**
 * The stored definition of one widget of the customer, for the widget query engine: metric, dimensions,
 * aggregation, date grouping and preset, display condition, table fields with conditions and thresholds,
 * column groups, columns and custom settings. No access check: the caller has already decided who may
 * draw it. Undefined when the customer has no such widget.
 */
export async function loadWidgetDefinition(
  db: Db,
  customerId: number,
  widgetId: number,
): Promise<SavedWidgetDefinition | undefined> {
  const [row] = await db
    .select()
    .from(widgets)
    .where(and(eq(widgets.customerId, customerId), eq(widgets.id, widgetId)));
  if (!row) return undefined;
  const parts = await widgetParts(db, customerId, [row.id]);
  const empty = { tableFields: [], columnGroupIds: [], columnIds: [], customSettings: {} };
  return definitionOf(row, parts.get(row.id) ?? empty);
}

export type { SavedWidgetDefinition };
