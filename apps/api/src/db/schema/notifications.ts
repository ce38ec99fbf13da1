import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Mirrors migration 0004: one user's notification inside one customer. */
export const notifications = pgTable(
  'notifications',
  {
    customerId: integer('customer_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull(),
    fromUserId: integer('from_user_id'),
    title: text('title').notNull(),
    subTitle: text('sub_title'),
    body: text('body'),
    flag: text('flag', { enum: ['info', 'success', 'warning', 'error'] })
      .notNull()
      .default('info'),
    icon: text('icon'),
    type: text('type').notNull(),
    causer: text('causer'),
    isRead: boolean('is_read').notNull().default(false),
    dateTime: ts('date_time').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.id] })],
);
export type NotificationRow = typeof notifications.$inferSelect;

export const systemMessages = pgTable('system_messages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  systemMessageEvent: text('system_message_event', { enum: ['after_login'] })
    .notNull()
    .default('after_login'),
  systemMessageType: text('system_message_type', { enum: ['info', 'warning', 'maintenance'] }).notNull(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  datetimeFrom: ts('datetime_from').notNull(),
  datetimeTo: ts('datetime_to'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type SystemMessageRow = typeof systemMessages.$inferSelect;

export const userSystemMessages = pgTable(
  'user_system_messages',
  {
    userId: integer('user_id').notNull(),
    systemMessageId: integer('system_message_id').notNull(),
    isShown: boolean('is_shown').notNull().default(false),
    isDismissed: boolean('is_dismissed').notNull().default(false),
    dismissedAt: ts('dismissed_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.systemMessageId] })],
);

export const errorLogs = pgTable('error_logs', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  message: text('message').notNull(),
  file: text('file'),
  line: integer('line'),
  column: integer('col'),
  error: text('error'),
  userId: integer('user_id'),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const usageEvents = pgTable('usage_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  kind: text('kind', {
    enum: ['apply-filters-button', 'request-availability', 'request-not-implemented-yet-feature'],
  }).notNull(),
  userId: integer('user_id'),
  customerId: integer('customer_id'),
  payload: jsonb('payload').notNull().default({}),
  createdAt: ts('created_at').notNull().defaultNow(),
});
