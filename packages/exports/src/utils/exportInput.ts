import {
  nextExportAfter,
  type ScheduledExport,
  type ScheduledExportInput,
  scheduledExportInputSchema,
  type ScheduledExportInputParsed,
} from '@shelfsight/contracts';

/** The input that saves `row` again as it is (PATCH takes the whole input). */
export function inputOfExport(row: ScheduledExport): ScheduledExportInputParsed {
  return {
    isActive: row.isActive,
    fileType: row.fileType,
    subject: row.subject,
    filename: row.filename,
    dashboardWidgetId: row.dashboardWidgetId,
    dashboardId: row.dashboardId,
    recipientIds: [...row.recipientIds],
    rollingDate: row.rollingDate,
    frequency: row.frequency,
    weekday: row.weekday,
    monthDay: row.monthDay,
    startDate: row.startDate,
    endDate: row.endDate,
    time: row.time,
    dashboardSettings: structuredClone(row.dashboardSettings),
    applyRetailerAssortment: row.applyRetailerAssortment,
    exportRows: row.exportRows,
  };
}

let temporaryIds = 0;

/**
 * What the list shows of an export being saved until the server answers: the input over `base` (the export
 * being changed), or a new export with a negative id owned by the user. The next export is reckoned here
 * as the server would; the server's answer replaces it.
 */
export function optimisticExport(input: ScheduledExportInput, base?: ScheduledExport): ScheduledExport {
  const parsed = scheduledExportInputSchema.safeParse(input);
  if (!parsed.success && base) return base;
  const values = parsed.success ? parsed.data : (input as ScheduledExportInputParsed);
  const now = new Date().toISOString();
  return {
    id: base?.id ?? -++temporaryIds,
    customerId: base?.customerId ?? 0,
    ownerUserId: base?.ownerUserId ?? 0,
    owner: base?.owner ?? { id: 0, name: 'Me' },
    targetName: base?.targetName ?? '',
    lastUpdated: now,
    createdAt: base?.createdAt ?? now,
    isOwnedByMe: base?.isOwnedByMe ?? true,
    ...values,
    nextExport: values.isActive ? nextExportAfter(values, now) : null,
  };
}
