import { z } from 'zod';
import { isRelativeDateCode } from './dates/codes';
import { isoDateSchema } from './dates/isoDate';
import { coercedId, dbIntegerSchema, idNumberSchema, singleLineText } from './primitives';
import { exportRowsSchema, widgetDataRequestSchema } from './widgets/widgetQuery';

/**
 * Scheduled exports (spec 2 §3, §7): a widget or a whole dashboard written to a file on a schedule and
 * mailed to its recipients; every run is an instance. The spec shows only the two GET lists; the other
 * calls follow the alerts' shape.
 */
export const scheduledExportPaths = {
  /** GET: the exports I own or receive. */
  scheduledExports: '/api/customer/:customerId/scheduled-exports',
  /** GET: the runs of the exports I see, newest first; `?scheduledExportId=` narrows to one export. */
  scheduledExportInstances: '/api/customer/:customerId/scheduled-export-instances',
  scheduledExportCreate: '/api/customer/:customerId/scheduled-export/create',
  /** GET one (owner or recipient), PATCH (owner: the whole input again), DELETE (owner). */
  scheduledExport: '/api/customer/:customerId/scheduled-export/:id',
  /** POST: a copy owned by the caller, named "Copy of …", inactive until switched on. */
  scheduledExportCopy: '/api/customer/:customerId/scheduled-export/:id/copy',
  /** POST (owner): a run now, besides the schedule; answers the new instance. */
  scheduledExportRunNow: '/api/customer/:customerId/scheduled-export/:id/run-now',
  /** GET: the file of a finished instance (owner or recipient of its export). */
  scheduledExportInstanceFile: '/api/customer/:customerId/scheduled-export-instance/:id/download',
} as const;

export const scheduledExportMessages = {
  subject: 'Enter a subject.',
  filename: 'Enter a file name.',
  rollingDate: 'Use a rolling date code such as 1d, 7d or 30d.',
  target: 'Choose a dashboard widget or a dashboard, not both.',
  csvNeedsWidget: 'A CSV file holds one widget: choose a dashboard widget.',
  pdfNeedsDashboard: 'A PDF is the print of a whole dashboard: choose a dashboard.',
  allRowsNeedWidget: 'All rows are exported for one dashboard widget: choose a dashboard widget.',
  weekday: 'Choose the weekday of a weekly export.',
  monthDay: 'Choose the day of the month of a monthly export.',
  time: 'Enter the time as HH:mm (24-hour).',
  endDate: 'The end date cannot be before the start date.',
  recipients: 'Choose recipients among the users of this customer.',
  unknown: 'Unknown scheduled export.',
  ownerOnly: 'Only the owner of the scheduled export may change it.',
  membersOnly: 'Only members of the customer own scheduled exports.',
  notReady: 'The file of this export is not ready.',
} as const;

export const exportFileTypeSchema = z.enum(['csv', 'xlsx', 'pdf']);
export type ExportFileType = z.infer<typeof exportFileTypeSchema>;
export const exportFrequencySchema = z.enum(['daily', 'weekly', 'monthly']);
export type ExportFrequency = z.infer<typeof exportFrequencySchema>;

/**
 * Instance statuses (spec 2 §3 shows only the initial 'I'): I initiated (queued, not started),
 * R running (generating the file or sending the mail), D done (file kept, mail sent), F failed (see error).
 */
export const exportInstanceStatusSchema = z.enum(['I', 'R', 'D', 'F']);
export type ExportInstanceStatus = z.infer<typeof exportInstanceStatusSchema>;
export const exportInstanceStatusLabels: Record<ExportInstanceStatus, string> = {
  I: 'Queued',
  R: 'Running',
  D: 'Done',
  F: 'Failed',
};

/** Spec 2 §9 defaults; the time and rolling date are ours (a morning file of yesterday). */
export const SCHEDULED_EXPORT_DEFAULTS = {
  isActive: true,
  fileType: 'csv',
  rollingDate: '1d',
  frequency: 'daily',
  time: '08:00',
} as const;

/** Beyond this a mail carries a download link instead of the file. */
export const EXPORT_ATTACHMENT_LIMIT_BYTES = 10 * 1024 * 1024;

/** The filters an export runs with: the same filter id fields as widget get-data. */
export const exportDashboardSettingsSchema = widgetDataRequestSchema.pick({
  savedFilterIds: true,
  filterRetailerIds: true,
  filterBrandIds: true,
  filterSellerIds: true,
  filterCountryIds: true,
  filterProductIds: true,
  filterTagIds: true,
  filterSearchKeywordIds: true,
  filterSearchCategoryIds: true,
  filterVisibilityClusterIds: true,
  filterBrandTypeIds: true,
});
export type ExportDashboardSettings = z.output<typeof exportDashboardSettingsSchema>;

export const exportTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, scheduledExportMessages.time);

export const scheduledExportInputSchema = z
  .object({
    isActive: z.boolean().default(SCHEDULED_EXPORT_DEFAULTS.isActive),
    fileType: exportFileTypeSchema.default(SCHEDULED_EXPORT_DEFAULTS.fileType),
    subject: singleLineText().trim().min(1, scheduledExportMessages.subject).max(200),
    /** Without extension; the file type adds it. */
    filename: singleLineText().trim().min(1, scheduledExportMessages.filename).max(120),
    dashboardWidgetId: dbIntegerSchema.nullable().default(null),
    dashboardId: dbIntegerSchema.nullable().default(null),
    recipientIds: z.array(idNumberSchema).max(1000).default([]),
    rollingDate: singleLineText()
      .trim()
      .max(10)
      .refine((code) => isRelativeDateCode(code), scheduledExportMessages.rollingDate)
      .default(SCHEDULED_EXPORT_DEFAULTS.rollingDate),
    frequency: exportFrequencySchema.default(SCHEDULED_EXPORT_DEFAULTS.frequency),
    /** Weekly: ISO weekday, 1 Monday … 7 Sunday. */
    weekday: z.number().int().min(1).max(7).nullable().default(null),
    /** Monthly: 1–31; a month without that day runs on its last day. */
    monthDay: z.number().int().min(1).max(31).nullable().default(null),
    startDate: isoDateSchema,
    endDate: isoDateSchema.nullable().default(null),
    /** 'HH:mm', 24-hour, UTC. */
    time: exportTimeSchema.default(SCHEDULED_EXPORT_DEFAULTS.time),
    dashboardSettings: exportDashboardSettingsSchema.default(exportDashboardSettingsSchema.parse({})),
    /** null: as the dashboard says (its own setting); true or false: the export's choice over it. */
    applyRetailerAssortment: z.boolean().nullable().default(null),
    /** A widget's file: the first page of 50 rows, or all rows (up to EXPORT_MAX_ROWS). */
    exportRows: exportRowsSchema.default('page'),
  })
  .superRefine((input, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if ((input.dashboardWidgetId === null) === (input.dashboardId === null))
      issue('dashboardWidgetId', scheduledExportMessages.target);
    else if (input.fileType === 'csv' && input.dashboardWidgetId === null)
      issue('dashboardWidgetId', scheduledExportMessages.csvNeedsWidget);
    else if (input.fileType === 'pdf' && input.dashboardId === null)
      issue('dashboardId', scheduledExportMessages.pdfNeedsDashboard);
    if (input.exportRows === 'all' && input.dashboardWidgetId === null)
      issue('exportRows', scheduledExportMessages.allRowsNeedWidget);
    if (input.frequency === 'weekly' && input.weekday === null) issue('weekday', scheduledExportMessages.weekday);
    if (input.frequency === 'monthly' && input.monthDay === null) issue('monthDay', scheduledExportMessages.monthDay);
    if (input.endDate !== null && input.endDate < input.startDate) issue('endDate', scheduledExportMessages.endDate);
  });
export type ScheduledExportInput = z.input<typeof scheduledExportInputSchema>;
export type ScheduledExportInputParsed = z.output<typeof scheduledExportInputSchema>;

export const scheduledExportSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  ownerUserId: z.number().int(),
  owner: z.object({ id: z.number().int(), name: z.string() }),
  isActive: z.boolean(),
  fileType: exportFileTypeSchema,
  subject: z.string(),
  filename: z.string(),
  dashboardWidgetId: z.number().int().nullable(),
  dashboardId: z.number().int().nullable(),
  /** What is exported, in words: the widget's or the dashboard's name. */
  targetName: z.string(),
  recipientIds: z.array(z.number().int()),
  rollingDate: z.string(),
  frequency: exportFrequencySchema,
  weekday: z.number().int().nullable(),
  monthDay: z.number().int().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  time: z.string(),
  dashboardSettings: exportDashboardSettingsSchema,
  applyRetailerAssortment: z.boolean().nullable(),
  exportRows: exportRowsSchema,
  /** The next scheduled run (ISO time), null when inactive or past the end date. */
  nextExport: z.string().nullable(),
  lastUpdated: z.string(),
  createdAt: z.string(),
  isOwnedByMe: z.boolean(),
});
export type ScheduledExport = z.infer<typeof scheduledExportSchema>;
export const scheduledExportListSchema = z.array(scheduledExportSchema);

export const scheduledExportInstanceSchema = z.object({
  id: z.number().int(),
  scheduledExportId: z.number().int(),
  status: exportInstanceStatusSchema,
  /** The file's name with its extension. */
  filename: z.string(),
  fileType: exportFileTypeSchema,
  /** The time the run was scheduled for (or asked for, run now). */
  scheduledFor: z.string(),
  createdAt: z.string(),
  /** Why it failed, or null. */
  error: z.string().nullable(),
  fileSize: z.number().int().nullable(),
});
export type ScheduledExportInstance = z.infer<typeof scheduledExportInstanceSchema>;
export const scheduledExportInstanceListSchema = z.array(scheduledExportInstanceSchema);

export const scheduledExportIdParamsSchema = z.object({ id: coercedId() });
export const scheduledExportInstancesQuerySchema = z.object({ scheduledExportId: coercedId().optional() });
