import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A customer account (spec 1 §3 "Customer account"); the tenant every scoped row belongs to. */
export const customers = pgTable('customers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  customerDisplayName: text('customer_display_name'),
  accountDescription: text('account_description'),
  accountType: text('account_type').notNull().default('TRIAL'),
  activeFrom: ts('active_from'),
  activeUntil: ts('active_until'),
  apiKey: text('api_key'),
  customerLogoUrl: text('customer_logo_url'),
  customerSmallLogoUrl: text('customer_small_logo_url'),
  dataRetentionMonths: integer('data_retention_months').notNull().default(3),
  guiVersion: text('gui_version'),
  licensePlanName: text('license_plan_name'),
  pendingSetup: boolean('pending_setup').notNull().default(false),
  pricingType: text('pricing_type'),
  toolAccess: boolean('tool_access').notNull().default(true),
  parkerStatus: text('parker_status').notNull().default('disabled'),
  bookmarks: jsonb('bookmarks').$type<unknown[]>().notNull().default([]),
  licenseFilterCount: integer('license_filter_count').notNull().default(0),
  dateCreated: ts('date_created').notNull().defaultNow(),
  lastUpdated: ts('last_updated').notNull().defaultNow(),
});
export type CustomerRow = typeof customers.$inferSelect;
