import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Mirrors migration 0009: a saved widget of one customer. */
export const widgets = pgTable(
  'widgets',
  {
    customerId: integer('customer_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    ownerUserId: integer('owner_user_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    visualizationType: text('visualization_type').notNull(),
    metricId: integer('metric_id'),
    dimensionId: integer('dimension_id'),
    subDimensionKey: text('sub_dimension_key'),
    verticalDimensionId: integer('vertical_dimension_id'),
    verticalSubDimensionId: integer('vertical_sub_dimension_id'),
    tagName: text('tag_name'),
    aggregationFunction: text('aggregation_function'),
    dateAggregationLevel: text('date_aggregation_level'),
    dateDataSelection: text('date_data_selection'),
    filterId: integer('filter_id'),
    displayCondition: jsonb('display_condition'),
    textFields: jsonb('text_fields'),
    dateCreated: ts('date_created').notNull().defaultNow(),
    lastUpdated: ts('last_updated').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.id] })],
);
export type WidgetRow = typeof widgets.$inferSelect;

export const widgetUsers = pgTable(
  'widget_users',
  {
    customerId: integer('customer_id').notNull(),
    widgetId: integer('widget_id').notNull(),
    userId: integer('user_id').notNull(),
    accessLevel: text('access_level', { enum: ['O', 'V'] })
      .notNull()
      .default('O'),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.widgetId, table.userId] })],
);

export const widgetTableFields = pgTable(
  'widget_table_fields',
  {
    customerId: integer('customer_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    widgetId: integer('widget_id').notNull(),
    fieldType: text('field_type').notNull(),
    fieldId: integer('field_id').notNull(),
    fieldName: text('field_name'),
    dataType: text('data_type', { enum: ['s', 'n', 'd'] })
      .notNull()
      .default('n'),
    sequenceNumber: integer('sequence_number').notNull(),
    aggregationType: text('aggregation_type'),
    conditionOperator: text('condition_operator'),
    conditionValue: text('condition_value'),
    sorted: text('sorted', { enum: ['asc', 'desc'] }),
    ranked: boolean('ranked').notNull().default(false),
    tooltip: text('tooltip'),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.id] })],
);
export type WidgetTableFieldRow = typeof widgetTableFields.$inferSelect;

export const widgetTableFieldThresholds = pgTable(
  'widget_table_field_thresholds',
  {
    customerId: integer('customer_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    tableFieldId: integer('table_field_id').notNull(),
    sequenceNumber: integer('sequence_number').notNull(),
    condition: text('condition').notNull(),
    backgroundColor: text('background_color'),
    color: text('color'),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.id] })],
);

export const widgetColumnGroups = pgTable(
  'widget_column_groups',
  {
    customerId: integer('customer_id').notNull(),
    widgetId: integer('widget_id').notNull(),
    columnGroupId: integer('column_group_id').notNull(),
    sequenceNumber: integer('sequence_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.widgetId, table.columnGroupId] })],
);

export const widgetTableColumns = pgTable(
  'widget_table_columns',
  {
    customerId: integer('customer_id').notNull(),
    widgetId: integer('widget_id').notNull(),
    tableColumnId: integer('table_column_id').notNull(),
    sequenceNumber: integer('sequence_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.widgetId, table.tableColumnId] })],
);

export const widgetCustomSettings = pgTable(
  'widget_custom_settings',
  {
    customerId: integer('customer_id').notNull(),
    widgetId: integer('widget_id').notNull(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.widgetId, table.key] })],
);
