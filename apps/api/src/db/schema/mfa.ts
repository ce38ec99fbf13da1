import { bigint, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Mirrors migration 0005: TOTP secrets, recovery codes, sign-in challenges, trusted devices. */
export const userMfa = pgTable('user_mfa', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: ts('enabled_at'),
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: userRef(),
    codeDigest: text('code_digest').notNull(),
    usedAt: ts('used_at'),
  },
  (table) => [unique().on(table.userId, table.codeDigest)],
);

export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: userRef(),
    tokenDigest: text('token_digest').notNull().unique(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (table) => [index('mfa_challenges_user_idx').on(table.userId)],
);

export const mfaTrustedDevices = pgTable(
  'mfa_trusted_devices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: userRef(),
    deviceDigest: text('device_digest').notNull(),
    label: text('label').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at'),
    expiresAt: ts('expires_at').notNull(),
  },
  (table) => [unique().on(table.userId, table.deviceDigest)],
);
