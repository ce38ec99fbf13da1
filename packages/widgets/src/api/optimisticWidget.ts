import {
  widgetCatalogueNames,
  widgetInputSchema,
  widgetShareTypeOf,
  widgetSourceOf,
  widgetTypeOf,
  type SavedWidget,
  type WidgetInput,
} from '@shelfsight/contracts';

// Widgets shown before the server answers get negative ids, so they never collide with stored ones.
let nextTemporaryId = -1;

/** The card a create, copy or update stands for until the server's answer replaces it. */
export function optimisticWidget(input: WidgetInput, current?: SavedWidget): SavedWidget {
  const parsed = widgetInputSchema.safeParse(input);
  const fields = parsed.success
    ? parsed.data
    : { ...input, tableFields: [], columnGroupIds: [], columnIds: [], customSettings: {} };
  const now = new Date().toISOString();
  const id = current?.id ?? nextTemporaryId--;
  return {
    ...(current ?? {}),
    ...(fields as SavedWidget),
    id,
    customerId: current?.customerId ?? 0,
    type: widgetTypeOf(input.visualizationType).id,
    tableFields: (fields.tableFields ?? []).map((field, index) => ({
      ...(field as SavedWidget['tableFields'][number]),
      id: -(index + 1),
      widgetId: id,
      sequenceNumber: index + 1,
      thresholds: (field.thresholds ?? []).map((threshold, position) => ({ ...threshold, id: -(position + 1) })),
    })),
    dateCreated: current?.dateCreated ?? now,
    lastUpdated: now,
    userId: current?.userId ?? 0,
    userName: current?.userName ?? 'You',
    accessLevel: 'O',
    sharedWith: current?.sharedWith ?? null,
    shareType: widgetShareTypeOf('O', current?.sharedWith ?? null),
    source: widgetSourceOf(input.visualizationType),
    // The server resolves the period and the filter's name; until it answers the card keeps what it had.
    dateFrom: current?.dateFrom ?? null,
    dateTo: current?.dateTo ?? null,
    filterName: current && current.filterId === (input.filterId ?? null) ? current.filterName : null,
    ...widgetCatalogueNames({
      metricId: input.metricId ?? null,
      dimensionId: input.dimensionId ?? null,
      tableFields: fields.tableFields ?? [],
    }),
  };
}
