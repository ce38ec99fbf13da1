import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** Always stored lowercased (a CHECK constraint enforces it). */
  email: text('email').notNull().unique(),
  displayName: text('display_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  isSystemAdmin: boolean('is_system_admin').notNull().default(false),
  isBlocked: boolean('is_blocked').notNull().default(false),
  needsToChangePassword: boolean('needs_to_change_password').notNull().default(false),
  /** Migration 0007: sign-in sends this user to the legacy app when LEGACY_APP_URL is set. */
  legacyApp: boolean('legacy_app').notNull().default(false),
  expirationDate: ts('expiration_date'),
  demoExpirationDate: ts('demo_expiration_date'),
  apiSecret: text('api_secret'),
  /** Migration 0011: access tokens carry it; bumping it ends every access token issued before. */
  sessionVersion: integer('session_version').notNull().default(0),
  dateCreated: ts('date_created').notNull().defaultNow(),
  lastUpdated: ts('last_updated').notNull().defaultNow(),
});
export type UserRow = typeof users.$inferSelect;

export const customerUsers = pgTable(
  'customer_users',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
    expirationDate: ts('expiration_date'),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.userId] }),
    index('customer_users_user_idx').on(table.userId),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    deviceIdentifier: text('device_identifier'),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    revokedAt: ts('revoked_at'),
  },
  (table) => [
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_device_idx').on(table.userId, table.deviceIdentifier),
  ],
);
