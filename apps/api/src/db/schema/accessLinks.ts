import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Mirrors migration 0007: the audit trail of login-as. */
export const impersonations = pgTable(
  'impersonations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetUserId: integer('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (table) => [index('impersonations_created_idx').on(table.createdAt)],
);

/** Mirrors migration 0007: a shareable link to one entity of one customer. */
export const deepLinks = pgTable(
  'deep_links',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    redirectLink: text('redirect_link'),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sharedWithUserIds: integer('shared_with_user_ids').array().notNull().default([]),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at'),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.key] })],
);
