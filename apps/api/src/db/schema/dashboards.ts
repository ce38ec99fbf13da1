import { boolean, date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Mirrors migration 0013: a dashboard of one customer. */
export const dashboards = pgTable(
  'dashboards',
  {
    customerId: integer('customer_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    ownerUserId: integer('owner_user_id').notNull(),
    name: text('name').notNull(),
    icon: text('icon').notNull().default('presentation'),
    description: text('description'),
    defaultSavedFilterId: integer('default_saved_filter_id'),
    applyRetailerAssortment: boolean('apply_retailer_assortment').notNull().default(false),
    rollingDatePreset: text('rolling_date_preset'),
    fixedDateFrom: date('fixed_date_from', { mode: 'string' }),
    fixedDateTo: date('fixed_date_to', { mode: 'string' }),
    stretchLayout: boolean('stretch_layout').notNull().default(false),
    settings: jsonb('settings').notNull().default({}),
    dateCreated: ts('date_created').notNull().defaultNow(),
    lastUpdated: ts('last_updated').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.id] })],
);
export type DashboardRow = typeof dashboards.$inferSelect;

export const dashboardUsers = pgTable(
  'dashboard_users',
  {
    customerId: integer('customer_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    dashboardId: integer('dashboard_id').notNull(),
    userId: integer('user_id').notNull(),
    isOwner: boolean('is_owner').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.id] })],
);

export const dashboardTabs = pgTable(
  'dashboard_tabs',
  {
    customerId: integer('customer_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    sequenceNumber: integer('sequence_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.id] })],
);

export const dashboardTabDashboards = pgTable(
  'dashboard_tab_dashboards',
  {
    customerId: integer('customer_id').notNull(),
    userId: integer('user_id').notNull(),
    dashboardId: integer('dashboard_id').notNull(),
    tabId: integer('tab_id').notNull(),
    sequenceNumber: integer('sequence_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.userId, table.dashboardId] })],
);

export const dashboardGroups = pgTable(
  'dashboard_groups',
  {
    customerId: integer('customer_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    dashboardId: integer('dashboard_id').notNull(),
    sequence: integer('sequence').notNull(),
    name: text('name').notNull().default(''),
    description: text('description'),
    stretchLayout: boolean('stretch_layout').notNull().default(false),
    groupStyle: text('group_style'),
    styleColor: text('style_color'),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.id] })],
);
export type DashboardGroupRow = typeof dashboardGroups.$inferSelect;

export const dashboardWidgets = pgTable(
  'dashboard_widgets',
  {
    customerId: integer('customer_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    dashboardId: integer('dashboard_id').notNull(),
    groupId: integer('group_id').notNull(),
    widgetId: integer('widget_id').notNull(),
    rowIndex: integer('row_index').notNull().default(0),
    sequence: integer('sequence').notNull(),
    nameOverride: text('name_override'),
    savedFilterOverride: integer('saved_filter_override'),
    includesFiltersOverride: boolean('includes_filters_override').notNull().default(false),
    datePresetOverride: text('date_preset_override'),
    overrideDimensionId: integer('override_dimension_id'),
    overrideTagName: text('override_tag_name'),
    overrideSubDimension: text('override_sub_dimension'),
    overrideTextFields: jsonb('override_text_fields'),
    overrideRibbons: jsonb('override_ribbons').notNull().default([]),
    overrideSettings: jsonb('override_settings').notNull().default({}),
    overrideLinkedDashboards: jsonb('override_linked_dashboards').notNull().default([]),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.id] })],
);
export type DashboardWidgetRow = typeof dashboardWidgets.$inferSelect;
