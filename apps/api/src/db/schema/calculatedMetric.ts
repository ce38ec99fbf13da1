import { boolean, doublePrecision, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const tenantKey = {
  customerId: integer('customer_id').notNull(),
  id: integer('id').notNull().generatedByDefaultAsIdentity(),
};
type ConditionValue = number | string | (number | string)[] | null;

/** Mirrors migration 0020: a DCC version of one customer; one is active. */
export const calculatedMetricVersions = pgTable(
  'calculated_metric_versions',
  {
    ...tenantKey,
    metricId: text('metric_id').notNull().default('DCC_SCORE'),
    versionNumber: integer('version_number').notNull(),
    versionLabel: text('version_label').notNull(),
    isActiveVersion: boolean('is_active_version').notNull().default(false),
    comments: text('comments'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    createdByUserId: integer('created_by_user_id'),
    createdByEmail: text('created_by_email'),
    createdByName: text('created_by_name'),
    updatedByUserId: integer('updated_by_user_id'),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.id] })],
);

/** A weighted group of a version; weight is a fraction. */
export const calculatedMetricGroups = pgTable(
  'calculated_metric_groups',
  {
    ...tenantKey,
    versionId: integer('version_id').notNull(),
    sequenceNumber: integer('sequence_number').notNull(),
    name: text('name').notNull().default(''),
    weight: doublePrecision('weight').notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.id] })],
);

export const calculatedMetricComponents = pgTable(
  'calculated_metric_components',
  {
    ...tenantKey,
    groupId: integer('group_id').notNull(),
    sequenceNumber: integer('sequence_number').notNull(),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    weight: doublePrecision('weight').notNull().default(1),
    disabled: boolean('disabled').notNull().default(false),
    operator: text('operator', { enum: ['AND', 'OR'] })
      .notNull()
      .default('AND'),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.id] })],
);

export const calculatedMetricConditions = pgTable(
  'calculated_metric_conditions',
  {
    ...tenantKey,
    componentId: integer('component_id').notNull(),
    sequenceNumber: integer('sequence_number').notNull(),
    name: text('name').notNull().default(''),
    field: text('field'),
    operator: text('operator'),
    value: jsonb('value').$type<ConditionValue>(),
    valueType: text('value_type', { enum: ['number', 'boolean', 'text'] }),
    function: text('function'),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.id] })],
);

export const calculatedMetricExceptions = pgTable(
  'calculated_metric_exceptions',
  {
    ...tenantKey,
    metricId: text('metric_id').notNull().default('DCC_SCORE'),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id'),
    retailerId: integer('retailer_id'),
    tagId: integer('tag_id'),
    type: text('type').notNull(),
    field: text('field').notNull(),
    operator: text('operator').notNull(),
    value: jsonb('value').$type<ConditionValue>(),
    valueType: text('value_type', { enum: ['number', 'boolean', 'text'] }).notNull(),
    function: text('function'),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.id] })],
);

export const calculatedMetricExceptionGroups = pgTable(
  'calculated_metric_exception_groups',
  {
    ...tenantKey,
    metricId: text('metric_id').notNull().default('DCC_SCORE'),
    type: text('type').notNull(),
    entityId: integer('entity_id'),
    retailerIds: jsonb('retailer_ids').$type<number[]>().notNull().default([]),
    tagIds: jsonb('tag_ids').$type<number[]>().notNull().default([]),
    field: text('field').notNull(),
    operator: text('operator').notNull(),
    value: jsonb('value').$type<ConditionValue>(),
    function: text('function'),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.id] })],
);
