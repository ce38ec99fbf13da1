import { boolean, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Mirrors migration 0010: a saved filter of one customer. */
export const savedFilters = pgTable(
  'saved_filters',
  {
    customerId: integer('customer_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    ownerUserId: integer('owner_user_id').notNull(),
    name: text('name').notNull(),
    dateCreated: ts('date_created').notNull().defaultNow(),
    lastUpdated: ts('last_updated').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.id] })],
);

/** One item of one segment of a saved filter. */
export const savedFilterItems = pgTable(
  'saved_filter_items',
  {
    customerId: integer('customer_id').notNull(),
    savedFilterId: integer('saved_filter_id').notNull(),
    dimension: text('dimension').notNull(),
    itemId: integer('item_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.savedFilterId, table.dimension, table.itemId] })],
);

/** savedFilterUsers: userId -1 shares with everyone in the customer. */
export const savedFilterUsers = pgTable(
  'saved_filter_users',
  {
    customerId: integer('customer_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    savedFilterId: integer('saved_filter_id').notNull(),
    userId: integer('user_id').notNull(),
    isOwner: boolean('is_owner').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.id] }),
    unique().on(table.customerId, table.savedFilterId, table.userId),
  ],
);
