import {
  type ExportDashboardSettings,
  type ExportFileType,
  type ExportFrequency,
  SCHEDULED_EXPORT_DEFAULTS,
  type ScheduledExport,
  type ScheduledExportInputParsed,
  scheduledExportInputSchema,
  scheduledExportMessages,
} from '@shelfsight/contracts';
import { DateTime } from 'luxon';
import { inputOfExport } from './exportInput';

export type AssortmentChoice = 'dashboard' | 'applied' | 'notApplied';
const assortmentChoiceOf = (applied: boolean | null): AssortmentChoice =>
  applied === null ? 'dashboard' : applied ? 'applied' : 'notApplied';

/** Whether the export is of one placed widget or of a whole dashboard. */
export type ExportTarget = 'widget' | 'dashboard';

/** The form's fields, flat; dates and the time are luxon values for the pickers. */
export interface ExportFormValues {
  isActive: boolean;
  fileType: ExportFileType;
  subject: string;
  filename: string;
  target: ExportTarget;
  dashboardWidgetId: number | null;
  dashboardId: number | null;
  recipientIds: number[];
  rollingDate: string;
  frequency: ExportFrequency;
  weekday: number | null;
  monthDay: number | null;
  startDate: DateTime | null;
  endDate: DateTime | null;
  time: DateTime | null;
  savedFilterIds: number[];
  /** The export's retailer assortment: the dashboard's own setting, or applied / not applied over it. */
  assortment: AssortmentChoice;
  /** A widget's file holds all rows rather than the first page of 50. */
  allRows: boolean;
  /** The filters besides saved filters, kept as they were (the form does not edit them). */
  otherSettings: Omit<ExportDashboardSettings, 'savedFilterIds'>;
}

const emptySettings = scheduledExportInputSchema.parse({
  subject: 'x',
  filename: 'x',
  dashboardWidgetId: 1,
  startDate: '2024-01-01',
}).dashboardSettings;
const utcDate = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' });
const timeOf = (hhmm: string) => DateTime.fromFormat(hhmm, 'HH:mm', { zone: 'utc' });

/** A new export with the defaults of spec 2 §9 and the contract; it starts today (UTC). */
export function defaultValues(today = DateTime.utc()): ExportFormValues {
  const { savedFilterIds, ...otherSettings } = emptySettings;
  return {
    isActive: SCHEDULED_EXPORT_DEFAULTS.isActive,
    fileType: SCHEDULED_EXPORT_DEFAULTS.fileType,
    subject: '',
    filename: '',
    target: 'widget',
    dashboardWidgetId: null,
    dashboardId: null,
    recipientIds: [],
    rollingDate: SCHEDULED_EXPORT_DEFAULTS.rollingDate,
    frequency: SCHEDULED_EXPORT_DEFAULTS.frequency,
    weekday: null,
    monthDay: null,
    startDate: today.startOf('day'),
    endDate: null,
    time: timeOf(SCHEDULED_EXPORT_DEFAULTS.time),
    savedFilterIds,
    assortment: 'dashboard',
    allRows: false,
    otherSettings,
  };
}

/** The form filled from an export; a copy is named "Copy of …". */
export function valuesOf(row: ScheduledExport, copy = false): ExportFormValues {
  const input = inputOfExport(row);
  const { savedFilterIds, ...otherSettings } = input.dashboardSettings;
  return {
    ...input,
    subject: copy ? `Copy of ${row.subject}` : row.subject,
    target: row.dashboardWidgetId === null ? 'dashboard' : 'widget',
    startDate: utcDate(row.startDate),
    endDate: row.endDate ? utcDate(row.endDate) : null,
    time: timeOf(row.time),
    savedFilterIds,
    assortment: assortmentChoiceOf(row.applyRetailerAssortment),
    allRows: row.exportRows === 'all',
    otherSettings,
  };
}

/** The contract's input of the form: only the chosen target, and the schedule fields its frequency uses. */
export function inputOf(values: ExportFormValues): ScheduledExportInputParsed {
  const widget = values.target === 'widget';
  return {
    isActive: values.isActive,
    fileType: values.fileType,
    subject: values.subject ?? '',
    filename: values.filename ?? '',
    dashboardWidgetId: widget ? (values.dashboardWidgetId ?? null) : null,
    dashboardId: widget ? null : (values.dashboardId ?? null),
    recipientIds: values.recipientIds ?? [],
    rollingDate: values.rollingDate,
    frequency: values.frequency,
    weekday: values.frequency === 'weekly' ? (values.weekday ?? null) : null,
    monthDay: values.frequency === 'monthly' ? (values.monthDay ?? null) : null,
    startDate: values.startDate?.toISODate() ?? '',
    endDate: values.endDate?.toISODate() ?? null,
    time: values.time?.toFormat('HH:mm') ?? '',
    dashboardSettings: { ...values.otherSettings, savedFilterIds: values.savedFilterIds ?? [] },
    applyRetailerAssortment: values.assortment === 'dashboard' ? null : values.assortment === 'applied',
    // All rows are for one widget's file: a dashboard's workbook holds each widget's first page.
    exportRows: widget && values.fileType !== 'pdf' && values.allRows ? 'all' : 'page',
  };
}

export const formMessages = {
  startDate: 'Choose the first day.',
  widget: 'Choose a dashboard widget.',
  dashboard: 'Choose a dashboard.',
} as const;

/** The contract's messages per field; the cross-field rules are named at once, not after the rest parses. */
export function validate(values: ExportFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const input = inputOf(values);
  const result = scheduledExportInputSchema.safeParse(input);
  for (const issue of result.success ? [] : result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= path === 'startDate' ? formMessages.startDate : issue.message;
  }
  const widget = values.target === 'widget';
  const needs: [boolean, string, string][] = [
    [widget && input.dashboardWidgetId === null, 'dashboardWidgetId', formMessages.widget],
    [!widget && input.dashboardId === null, 'dashboardId', formMessages.dashboard],
    [input.fileType === 'csv' && !widget, 'dashboardId', scheduledExportMessages.csvNeedsWidget],
    [input.fileType === 'pdf' && widget, 'dashboardWidgetId', scheduledExportMessages.pdfNeedsDashboard],
    [input.frequency === 'weekly' && input.weekday === null, 'weekday', scheduledExportMessages.weekday],
    [input.frequency === 'monthly' && input.monthDay === null, 'monthDay', scheduledExportMessages.monthDay],
    [values.time === null, 'time', scheduledExportMessages.time],
  ];
  // The form's own message for a missing target says what to choose, not the contract's "not both".
  for (const [missing, field, message] of needs) if (missing) errors[field] = message;
  return errors;
}
