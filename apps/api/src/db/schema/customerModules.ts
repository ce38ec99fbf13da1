import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/** Modules enabled for a customer: for every retailer (retailerId null) or for one retailer. */
export const customerModules = pgTable(
  'customer_modules',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    module: text('module').notNull(),
    retailerId: integer('retailer_id'),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.id] })],
);
