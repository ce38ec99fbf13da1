import {
  boolean,
  char,
  date,
  foreignKey,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';

// The market catalogue of migration 0008. Countries, retailers and sellers are shared reference
// data; every other table is a tenant table with customer_id leading its keys.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const tenant = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });
const identity = () => integer('id').notNull().generatedByDefaultAsIdentity();

export const countries = pgTable('countries', {
  code: char('code', { length: 2 }).primaryKey(),
  name: text('name').notNull().unique(),
  currency: char('currency', { length: 3 }).notNull(),
});

export const retailers = pgTable('retailers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  displayName: text('display_name').notNull(),
  logoUrl: text('logo_url'),
  countryCode: char('country_code', { length: 2 })
    .notNull()
    .references(() => countries.code),
  siteRootUrl: text('site_root_url').notNull(),
  keywordUrl: text('keyword_url'),
  allowSearchKeywords: boolean('allow_search_keywords').notNull().default(true),
  allowSearchCategories: boolean('allow_search_categories').notNull().default(true),
  allowConfigOtherRankings: boolean('allow_config_other_rankings').notNull().default(false),
  categoryTemplateType: text('category_template_type'),
  categoryInputTemplate: text('category_input_template'),
  maxVisibilityTrackingEntitiesAllowed: integer('max_visibility_tracking_entities_allowed').notNull().default(50),
});
export type RetailerRow = typeof retailers.$inferSelect;

export const sellers = pgTable(
  'sellers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isRetailer: boolean('is_retailer').notNull().default(false),
  },
  (table) => [unique().on(table.retailerId, table.name)],
);

export const retailerModules = ['ism', 'fcism', 'none'] as const;

/** Overrides of retailerSettings keys for one customer; absent keys fall back to the retailer's. */
export interface CustomerRetailerSettings {
  keywordUrl?: string | null;
  allowSearchKeywords?: boolean;
  allowSearchCategories?: boolean;
  allowConfigOtherRankings?: boolean;
  categoryTemplateType?: string | null;
  categoryInputTemplate?: string | null;
}

export const customerRetailers = pgTable(
  'customer_retailers',
  {
    customerId: tenant(),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    module: text('module', { enum: retailerModules }).notNull().default('none'),
    isActive: boolean('is_active').notNull().default(true),
    maxVisibilityTrackingEntitiesAllowed: integer('max_visibility_tracking_entities_allowed'),
    settings: jsonb('settings').$type<CustomerRetailerSettings>().notNull().default({}),
    dateCreated: ts('date_created').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.retailerId] })],
);

export const brandTypes = pgTable(
  'brand_types',
  { customerId: tenant(), id: identity(), name: text('name').notNull() },
  (table) => [primaryKey({ columns: [table.customerId, table.id] }), unique().on(table.customerId, table.name)],
);

export const brands = pgTable(
  'brands',
  { customerId: tenant(), id: identity(), name: text('name').notNull(), brandTypeId: integer('brand_type_id') },
  (table) => [
    primaryKey({ columns: [table.customerId, table.id] }),
    unique().on(table.customerId, table.name),
    foreignKey({
      columns: [table.customerId, table.brandTypeId],
      foreignColumns: [brandTypes.customerId, brandTypes.id],
    }),
  ],
);

export const products = pgTable(
  'products',
  {
    customerId: tenant(),
    id: identity(),
    brandId: integer('brand_id'),
    name: text('name').notNull(),
    gtinCodes: text('gtin_codes').array().notNull().default([]),
    mpnCodes: text('mpn_codes').array().notNull().default([]),
    otherCodes: text('other_codes').array().notNull().default([]),
    priceType: text('price_type', { enum: ['INCL', 'EXCL'] })
      .notNull()
      .default('INCL'),
    mapPrice: numeric('map_price', { precision: 12, scale: 2 }),
    mapCurrency: char('map_currency', { length: 3 }),
    isActive: boolean('is_active').notNull().default(true),
    dateCreated: ts('date_created').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.id] }),
    foreignKey({ columns: [table.customerId, table.brandId], foreignColumns: [brands.customerId, brands.id] }),
  ],
);

export const retailerProducts = pgTable(
  'retailer_products',
  {
    customerId: integer('customer_id').notNull(),
    id: identity(),
    retailerId: integer('retailer_id').notNull(),
    productId: integer('product_id').notNull(),
    shopProductId: text('shop_product_id').notNull(),
    pdpUrl: text('pdp_url').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.id] }),
    unique().on(table.customerId, table.retailerId, table.productId),
    foreignKey({ columns: [table.customerId, table.productId], foreignColumns: [products.customerId, products.id] }),
    foreignKey({
      columns: [table.customerId, table.retailerId],
      foreignColumns: [customerRetailers.customerId, customerRetailers.retailerId],
    }),
  ],
);

export const tagCategories = pgTable(
  'tag_categories',
  { customerId: tenant(), id: identity(), name: text('name').notNull(), label: text('label').notNull() },
  (table) => [primaryKey({ columns: [table.customerId, table.id] }), unique().on(table.customerId, table.name)],
);

export const tags = pgTable(
  'tags',
  {
    customerId: integer('customer_id').notNull(),
    id: identity(),
    categoryId: integer('category_id').notNull(),
    value: text('value').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.id] }),
    foreignKey({
      columns: [table.customerId, table.categoryId],
      foreignColumns: [tagCategories.customerId, tagCategories.id],
    }),
  ],
);

export const productTags = pgTable(
  'product_tags',
  {
    customerId: integer('customer_id').notNull(),
    productId: integer('product_id').notNull(),
    tagId: integer('tag_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.productId, table.tagId] })],
);

export const attributes = pgTable(
  'attributes',
  {
    customerId: tenant(),
    id: identity(),
    name: text('name').notNull(),
    dataType: text('data_type', { enum: ['s', 'n', 'd'] })
      .notNull()
      .default('s'),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.id] }), unique().on(table.customerId, table.name)],
);

export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    customerId: integer('customer_id').notNull(),
    productId: integer('product_id').notNull(),
    attributeId: integer('attribute_id').notNull(),
    value: text('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.productId, table.attributeId] })],
);

export const assortments = pgTable(
  'assortments',
  {
    customerId: integer('customer_id').notNull(),
    retailerId: integer('retailer_id').notNull(),
    productId: integer('product_id').notNull(),
    dateAdded: date('date_added', { mode: 'string' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.retailerId, table.productId] })],
);

export const searchKeywords = pgTable(
  'search_keywords',
  {
    customerId: integer('customer_id').notNull(),
    id: identity(),
    retailerId: integer('retailer_id').notNull(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    trackingGroupIds: integer('tracking_group_ids').array().notNull().default([]),
    /** When tracking started: results are collected from the next data load after it. */
    dateCreated: ts('date_created').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.id] })],
);

export const searchCategories = pgTable(
  'search_categories',
  {
    customerId: integer('customer_id').notNull(),
    id: identity(),
    retailerId: integer('retailer_id').notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    /** CATEGORY: a category page; OTHER: another page (home page, deals page, ...). */
    contentType: text('content_type', { enum: ['CATEGORY', 'OTHER'] })
      .notNull()
      .default('CATEGORY'),
    isActive: boolean('is_active').notNull().default(true),
    trackingGroupIds: integer('tracking_group_ids').array().notNull().default([]),
    dateCreated: ts('date_created').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.id] })],
);
