import { z } from 'zod';
import { idNumberSchema, idSchema, MAX_DB_INTEGER, multiLineText, singleLineText } from './primitives';

/** Server paths of notifications, system messages and the logging calls (spec 1 §3, §7). */
export const notificationPaths = {
  notifications: '/api/customer/:customerId/notifications',
  /** Server-sent events, opened with a ticket from `notificationStreamTicket` as the `ticket` query parameter. */
  notificationStream: '/api/customer/:customerId/notifications/stream',
  /** POST with the bearer token: a short-lived, single-use ticket that opens the stream once. */
  notificationStreamTicket: '/api/customer/:customerId/notifications/stream-ticket',
  toggleAllRead: '/api/customer/:customerId/notifications/toggle-is-read',
  notification: '/api/customer/:customerId/notification/:id',
  toggleRead: '/api/customer/:customerId/notification/:id/toggle-is-read',
  systemMessages: '/api/system-messages',
  systemMessage: '/api/system-messages/:id',
  userSystemMessages: '/api/user-system-messages',
  dismissUserSystemMessage: '/api/user-system-messages/:id/dismiss',
  logError: '/api/log/error',
  logApplyFiltersButton: '/api/log/apply-filters-button',
  logRequestAvailability: '/api/log/request-availability',
  logRequestNotImplementedYetFeature: '/api/log/request-not-implemented-yet-feature',
} as const;

/**
 * A ticket opening the notification stream once (EventSource cannot send an Authorization header, and an
 * access token in a URL ends up in logs and browser history): single-use, for one customer, short-lived.
 */
export const notificationStreamTicketSchema = z.object({
  ticket: z.string(),
  expiresInSeconds: z.number().int().positive(),
});
export type NotificationStreamTicket = z.infer<typeof notificationStreamTicketSchema>;

export const notificationStreamQuerySchema = z.object({ ticket: singleLineText().min(1).max(200).optional() });

/** The name of the server-sent event that carries one new notification. */
export const NOTIFICATION_EVENT = 'notification';

export const notificationIdParamsSchema = z.object({ id: idSchema });

export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  isRead: z.boolean(),
  fromUserId: z.number().int().nullable(),
  subTitle: z.string().nullable(),
  body: z.string().nullable(),
  dateTime: z.string(),
  /** Severity shown as the colour of the item: info, success, warning or error. */
  flag: z.enum(['info', 'success', 'warning', 'error']),
  icon: z.string().nullable(),
  type: z.string(),
  /** What caused it, in words (an alert name, an export, an operator). */
  causer: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.array(notificationSchema);

export const toggleIsReadRequestSchema = z.object({ isRead: z.boolean() });
export type ToggleIsReadRequest = z.infer<typeof toggleIsReadRequestSchema>;

/** What an operator (system admin) sends to notify users of a customer; no userId means every member. */
export const createNotificationRequestSchema = z.object({
  userId: idNumberSchema.optional(),
  title: singleLineText().trim().min(1).max(200),
  subTitle: singleLineText().max(200).nullable().optional(),
  body: multiLineText().max(4000).nullable().optional(),
  flag: notificationSchema.shape.flag.default('info'),
  icon: singleLineText().max(50).nullable().optional(),
  type: singleLineText().trim().min(1).max(50).default('MESSAGE'),
});
export type CreateNotificationRequest = z.input<typeof createNotificationRequestSchema>;
export const createNotificationResponseSchema = z.object({ created: z.number().int() });

export const systemMessageTypeSchema = z.enum(['info', 'warning', 'maintenance']);
export const systemMessageEventSchema = z.enum(['after_login']);

export const userSystemMessageSchema = z.object({
  id: z.number().int(),
  systemMessageEvent: systemMessageEventSchema,
  systemMessageType: systemMessageTypeSchema,
  title: z.string(),
  message: z.string(),
  datetimeFrom: z.string(),
  datetimeTo: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  isShown: z.boolean(),
  isDismissed: z.boolean(),
});
export type UserSystemMessage = z.infer<typeof userSystemMessageSchema>;
export const userSystemMessageListSchema = z.array(userSystemMessageSchema);

const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD');
const timeText = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the format HH:mm');

/** Dates and times are UTC; an empty end means the message stays until it is deactivated. */
export const systemMessageInputSchema = z
  .object({
    systemMessageEvent: systemMessageEventSchema.default('after_login'),
    systemMessageType: systemMessageTypeSchema,
    title: singleLineText().trim().min(1).max(200),
    message: multiLineText().trim().min(1).max(4000),
    isActive: z.boolean(),
    dateFrom: dateText,
    timeFrom: timeText,
    dateTo: dateText.nullable(),
    timeTo: timeText.nullable(),
  })
  .refine((value) => (value.dateTo === null) === (value.timeTo === null), {
    path: ['timeTo'],
    message: 'Give both an end date and an end time, or neither',
  })
  .refine(
    (value) => value.dateTo === null || `${value.dateTo}T${value.timeTo}` > `${value.dateFrom}T${value.timeFrom}`,
    {
      path: ['dateTo'],
      message: 'The end must be after the start',
    },
  );
export type SystemMessageInput = z.input<typeof systemMessageInputSchema>;

export const systemMessageSchema = userSystemMessageSchema.omit({ isShown: true, isDismissed: true }).extend({
  isActive: z.boolean(),
  dateFrom: z.string(),
  timeFrom: z.string(),
  dateTo: z.string().nullable(),
  timeTo: z.string().nullable(),
});
export type SystemMessage = z.infer<typeof systemMessageSchema>;
export const systemMessageListSchema = z.array(systemMessageSchema);

/** One uncaught browser error (spec 1 §7: message, file, line, column, error). */
export const errorLogReportSchema = z.object({
  message: multiLineText().max(2000),
  file: singleLineText().max(2000).optional(),
  line: z.number().int().nonnegative().max(MAX_DB_INTEGER).optional(),
  column: z.number().int().nonnegative().max(MAX_DB_INTEGER).optional(),
  error: multiLineText().max(20000).optional(),
});
export type ErrorLogReport = z.infer<typeof errorLogReportSchema>;

/** The report may come as an object or, as the legacy client sends it, as a JSON string of one. */
export const logErrorRequestSchema = z.object({ error: z.union([errorLogReportSchema, multiLineText().max(30000)]) });
export type LogErrorRequest = z.infer<typeof logErrorRequestSchema>;

/** Usage events: what was used, in which customer, with whatever detail the screen adds. */
export const usageLogRequestSchema = z.object({
  customerId: idNumberSchema.optional(),
  payload: z.record(z.string(), z.unknown()).default({}),
});
export type UsageLogRequest = z.input<typeof usageLogRequestSchema>;
