import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  customerModules,
  customers,
  customerUsers,
  privileges,
  rolePrivileges,
  roles,
  userRoles,
  users,
} from '../db/schema';
import { hashPassword } from '../modules/auth/password';
import { seedNotifications } from './notifications';
import { seedWidgets } from './widgets';
import { seedDashboards } from './dashboards';
import { seedSavedFilters } from './savedFilters';
import { seedAlerts } from './alerts';
import { seedScheduledExports } from './scheduledExports';
import { seedDatasets } from './datasets';
import { seedCalculatedMetric } from './calculatedMetric';
import { accessStateUsers, seedAccessStates } from './accessStates';
import { readOnlyAccount, seedReadOnlyDemo } from './readOnly';
import { mfaAccount, seedMfaDemo } from './mfaDemo';
import {
  ADMINISTRATORS,
  DEMO_PASSWORD,
  type DemoCustomerKey,
  demoCustomers,
  demoPrivileges,
  demoUsers,
  PRODUCT_MANAGERS,
} from './demoData';

export interface SeedResult {
  seeded: boolean;
  accounts: string[];
  password: string;
}

/**
 * Fills an empty database (no users) with the demo tenant; does nothing otherwise, so it is safe
 * on every start. Everything is inserted in a fixed order, so ids are the same on every fresh seed.
 */
export async function seedDemo(db: Db): Promise<SeedResult> {
  const accounts = [...demoUsers, ...accessStateUsers, readOnlyAccount, mfaAccount].map((user) => user.email);
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) {
    await seedAccessStates(db);
    await seedReadOnlyDemo(db);
    await seedMfaDemo(db);
    await seedCalculatedMetric(db);
    await seedDashboards(db);
    await seedAlerts(db);
    await seedScheduledExports(db);
    await seedDatasets(db);
    return { seeded: false, accounts, password: DEMO_PASSWORD };
  }

  // argon2 is slow on purpose: hash once, share it across the demo accounts.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const customerIds = new Map<DemoCustomerKey, number>();
    for (const { key, ...customer } of demoCustomers) {
      // A key of its own on each fresh seed, never fixed in the code.
      const apiKey = randomBytes(24).toString('base64url');
      const [row] = await tx
        .insert(customers)
        .values({ ...customer, apiKey })
        .returning({ id: customers.id });
      if (row) customerIds.set(key, row.id);
    }
    // A migration may already have seeded the default privilege (spec 1 §3), so skip what exists.
    await tx
      .insert(privileges)
      .values([...demoPrivileges])
      .onConflictDoNothing();
    const privilegeRows = await tx.select().from(privileges);
    const productManagement = privilegeRows.find((p) => p.type === 'PRODUCT_MANAGEMENT');
    const parkerAccess = privilegeRows.find((p) => p.type === 'PARKER_ACCESS');

    const roleIds = new Map<string, number>();
    for (const [key, customerId] of customerIds) {
      const [admins] = await tx
        .insert(roles)
        .values({ customerId, type: 'SYSTEM', name: ADMINISTRATORS, description: 'Manage users, roles and settings.' })
        .returning({ id: roles.id });
      if (admins) roleIds.set(`${key}:${ADMINISTRATORS}`, admins.id);
      // Parker needs the privilege and parkerStatus 'enabled' (spec 1 §6): the admins of a Parker customer hold it.
      const parkerEnabled = demoCustomers.some(
        (customer) => customer.key === key && customer.parkerStatus === 'enabled',
      );
      if (admins && parkerAccess && parkerEnabled) {
        await tx.insert(rolePrivileges).values({ customerId, roleId: admins.id, privilegeId: parkerAccess.id });
      }
    }
    const acmeId = customerIds.get('acme');
    // Image similarity is on for every retailer Acme Retail tracks; Brandco has no modules (spec 1 §6).
    if (acmeId !== undefined)
      await tx.insert(customerModules).values({ customerId: acmeId, module: 'image-similarity', retailerId: null });
    if (acmeId !== undefined && productManagement) {
      const [pms] = await tx
        .insert(roles)
        .values({
          customerId: acmeId,
          type: 'CUSTOM',
          name: PRODUCT_MANAGERS,
          description: 'Curate the product catalogue.',
        })
        .returning({ id: roles.id });
      if (pms) {
        roleIds.set(`acme:${PRODUCT_MANAGERS}`, pms.id);
        await tx
          .insert(rolePrivileges)
          .values({ customerId: acmeId, roleId: pms.id, privilegeId: productManagement.id });
      }
    }

    for (const demo of demoUsers) {
      const [user] = await tx
        .insert(users)
        .values({
          email: demo.email,
          displayName: demo.displayName,
          passwordHash,
          isSystemAdmin: demo.isSystemAdmin,
          // Made on each fresh seed, never fixed in the code: a secret only its user reads.
          apiSecret: randomBytes(24).toString('base64url'),
        })
        .returning({ id: users.id });
      if (!user) continue;
      for (const membership of demo.memberships) {
        const customerId = customerIds.get(membership.customer);
        if (customerId === undefined) continue;
        await tx.insert(customerUsers).values({ customerId, userId: user.id });
        for (const roleName of membership.roles) {
          const roleId = roleIds.get(`${membership.customer}:${roleName}`);
          if (roleId !== undefined) await tx.insert(userRoles).values({ customerId, userId: user.id, roleId });
        }
      }
    }
  });
  await seedNotifications(db);
  await seedWidgets(db);
  await seedSavedFilters(db);
  await seedDashboards(db);
  await seedAlerts(db);
  await seedScheduledExports(db);
  await seedDatasets(db);
  await seedAccessStates(db);
  await seedReadOnlyDemo(db);
  await seedMfaDemo(db);
  await seedCalculatedMetric(db);
  return { seeded: true, accounts, password: DEMO_PASSWORD };
}
