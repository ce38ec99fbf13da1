import { char, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Migration 0025: API tokens of a customer's partners; only the token's SHA-256 is stored. */
export const partnerTokens = pgTable(
  'partner_tokens',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    prefix: text('prefix').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.id] })],
);
export type PartnerTokenRow = typeof partnerTokens.$inferSelect;
