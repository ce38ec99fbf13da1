import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { customerUsers } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Global privilege definitions; roles grant them per customer. */
export const privileges = pgTable(
  'privileges',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    type: text('type').notNull(),
    entity: text('entity'),
    name: text('name').notNull(),
    description: text('description'),
  },
  (table) => [unique().on(table.type, table.entity)],
);

export const roles = pgTable(
  'roles',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    type: text('type', { enum: ['SYSTEM', 'CUSTOM'] })
      .notNull()
      .default('CUSTOM'),
    name: text('name').notNull(),
    description: text('description'),
    dateCreated: ts('date_created').notNull().defaultNow(),
    lastUpdated: ts('last_updated').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.id] }), unique().on(table.customerId, table.name)],
);

export const rolePrivileges = pgTable(
  'role_privileges',
  {
    customerId: integer('customer_id').notNull(),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    roleId: integer('role_id').notNull(),
    privilegeId: integer('privilege_id')
      .notNull()
      .references(() => privileges.id, { onDelete: 'cascade' }),
    entityType: text('entity_type'),
    entityId: integer('entity_id'),
    entityName: text('entity_name'),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.id] }),
    foreignKey({ columns: [table.customerId, table.roleId], foreignColumns: [roles.customerId, roles.id] }).onDelete(
      'cascade',
    ),
    index('role_privileges_role_idx').on(table.customerId, table.roleId),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    customerId: integer('customer_id').notNull(),
    userId: integer('user_id').notNull(),
    roleId: integer('role_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.userId, table.roleId] }),
    foreignKey({ columns: [table.customerId, table.roleId], foreignColumns: [roles.customerId, roles.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [table.customerId, table.userId],
      foreignColumns: [customerUsers.customerId, customerUsers.userId],
    }).onDelete('cascade'),
  ],
);
