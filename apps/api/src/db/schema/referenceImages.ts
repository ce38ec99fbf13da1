import { boolean, foreignKey, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { products, retailers } from './catalogue';
import { customers } from './customers';

// Reference images of migration 0029.

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const referenceImageSets = pgTable(
  'reference_image_sets',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    dateCreated: ts('date_created').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.id] })],
);

export const referenceImageSetRetailers = pgTable(
  'reference_image_set_retailers',
  {
    customerId: integer('customer_id').notNull(),
    setId: integer('set_id').notNull(),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.retailerId] }),
    foreignKey({
      columns: [table.customerId, table.setId],
      foreignColumns: [referenceImageSets.customerId, referenceImageSets.id],
    }).onDelete('cascade'),
  ],
);

export const referenceImages = pgTable(
  'reference_images',
  {
    customerId: integer('customer_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    productId: integer('product_id').notNull(),
    setId: integer('set_id').notNull(),
    imageSequence: integer('image_sequence').notNull(),
    filename: text('filename').notNull(),
    fileKey: text('file_key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    dateCreated: ts('date_created').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.id] }),
    foreignKey({
      columns: [table.customerId, table.productId],
      foreignColumns: [products.customerId, products.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.customerId, table.setId],
      foreignColumns: [referenceImageSets.customerId, referenceImageSets.id],
    }).onDelete('cascade'),
  ],
);

export const referenceImageRetailers = pgTable(
  'reference_image_retailers',
  {
    customerId: integer('customer_id').notNull(),
    referenceImageId: integer('reference_image_id').notNull(),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    dateAdded: ts('date_added').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.referenceImageId, table.retailerId] }),
    foreignKey({
      columns: [table.customerId, table.referenceImageId],
      foreignColumns: [referenceImages.customerId, referenceImages.id],
    }).onDelete('cascade'),
  ],
);

export const referenceImageChecks = pgTable(
  'reference_image_checks',
  {
    customerId: integer('customer_id').notNull(),
    referenceImageId: integer('reference_image_id').notNull(),
    retailerId: integer('retailer_id')
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    score: numeric('score', { precision: 5, scale: 2, mode: 'number' }),
    checkedOn: ts('checked_on'),
    nextCheckOn: ts('next_check_on'),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.referenceImageId, table.retailerId] }),
    foreignKey({
      columns: [table.customerId, table.referenceImageId],
      foreignColumns: [referenceImages.customerId, referenceImages.id],
    }).onDelete('cascade'),
  ],
);
