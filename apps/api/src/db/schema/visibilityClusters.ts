import { boolean, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Mirrors migration 0010: a visibility cluster (a group of search keywords) of one customer. */
export const visibilityClusters = pgTable(
  'visibility_clusters',
  {
    customerId: integer('customer_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    isDraft: boolean('is_draft').notNull().default(false),
    dateCreated: ts('date_created').notNull().defaultNow(),
    lastUpdated: ts('last_updated').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.id] })],
);

/** Manual selection: entityId is a search keyword or a category page id, as entityType says (migration 0022). */
export const visibilityClusterEntities = pgTable(
  'visibility_cluster_entities',
  {
    customerId: integer('customer_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    visibilityClusterId: integer('visibility_cluster_id').notNull(),
    entityType: text('entity_type', { enum: ['SEARCH_KEYWORD', 'CATEGORY_PAGE', 'OTHER_PAGE'] })
      .notNull()
      .default('SEARCH_KEYWORD'),
    entityId: integer('entity_id').notNull(),
    label: text('label'),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.id] }),
    unique('visibility_cluster_entities_entity_key').on(
      table.customerId,
      table.visibilityClusterId,
      table.entityType,
      table.entityId,
    ),
  ],
);

/** Conditional selection: keyword texts joined by AND / OR in sequence order. */
export const visibilityClusterConditions = pgTable(
  'visibility_cluster_conditions',
  {
    customerId: integer('customer_id').notNull(),
    visibilityClusterId: integer('visibility_cluster_id').notNull(),
    sequenceNumber: integer('sequence_number').notNull(),
    operator: text('operator', { enum: ['AND', 'OR'] })
      .notNull()
      .default('AND'),
    value: text('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.visibilityClusterId, table.sequenceNumber] })],
);
