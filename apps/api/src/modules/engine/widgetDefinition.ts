import {
  type SavedWidget,
  widgetQueryDefinitionSchema,
  type WidgetDataRequestParsed,
  type WidgetQueryDefinition,
  widgetQueryMessages,
} from '@shelfsight/contracts';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/httpError';
import { visibleWidget } from '../widgets';

/** A saved widget as the engine's query definition; table fields of other kinds than metric or attribute are left out. */
export function definitionOfSaved(widget: SavedWidget): WidgetQueryDefinition {
  return widgetQueryDefinitionSchema.parse({
    ...widget,
    tableFields: widget.tableFields
      .filter((field) => field.fieldType === 'METRIC' || field.fieldType === 'ATTRIBUTE')
      .map((field) => ({ ...field, fieldType: field.fieldType as 'METRIC' | 'ATTRIBUTE' })),
    customSettings: widget.customSettings,
  });
}

/**
 * What to draw: the saved widget named by widgetId (when the caller may see it), else the inline
 * definition of an editor preview. Neither answers 400 'No widgetId provided'.
 */
export async function resolveDefinition(
  db: Db,
  viewer: { customerId: number; userId: number; isSystemAdmin: boolean },
  body: Pick<WidgetDataRequestParsed, 'widgetId' | 'definition'>,
): Promise<{ definition: WidgetQueryDefinition; name: string; ownerId?: number }> {
  if (body.widgetId !== undefined) {
    const widget = await visibleWidget(db, viewer, body.widgetId);
    if (!widget) throw new HttpError(404, widgetQueryMessages.unknownWidget);
    return { definition: definitionOfSaved(widget), name: widget.name, ownerId: widget.userId };
  }
  if (body.definition) return { definition: body.definition, name: body.definition.name ?? 'widget' };
  throw new HttpError(400, widgetQueryMessages.noWidgetId, { widgetId: widgetQueryMessages.noWidgetId });
}
