import type {
  ActiveModule,
  Customer,
  MinimalCustomer,
  Plans,
  Scopes,
  SetActiveModulesRequest,
} from '@shelfsight/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  customerModules,
  customerRetailers,
  privileges,
  rolePrivileges,
  roles,
  userRoles,
  type CustomerRow,
} from '../../db/schema';
import type { CallingUser } from '../../access/customerAccess.repository';
import { ADMINISTRATORS_ROLE } from '../../access/customerPrivileges';
import { moduleScopesOf } from '../../access/moduleScopes';

/** The licence named 'Free' flags a free customer (spec 1 §1). */
export const FREE_LICENSE = 'Free';
/** The licence plans on offer, cheapest first; a customer's plan may also be one outside this list. */
export const LICENSE_PLANS = [FREE_LICENSE, 'Trial', 'Professional', 'Enterprise'] as const;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toMinimalCustomer(row: CustomerRow): MinimalCustomer {
  return {
    id: row.id,
    name: row.name,
    customerDisplayName: row.customerDisplayName,
    accountType: row.accountType,
    pendingSetup: row.pendingSetup,
    customerSmallLogoUrl: row.customerSmallLogoUrl,
  };
}

/** `mayReadApiKey`: an administrator of this customer or a system admin; everyone else gets apiKey null. */
export function toCustomer(row: CustomerRow, mayReadApiKey = false): Customer {
  return {
    id: row.id,
    name: row.name,
    licenseName: row.licensePlanName,
    isFree: row.licensePlanName === FREE_LICENSE,
    bookmarks: row.bookmarks,
    licenseFilterCount: row.licenseFilterCount,
    dataRetention: { months: row.dataRetentionMonths },
    activeId: row.id,
    parkerStatus: row.parkerStatus,
    pendingSetup: row.pendingSetup,
    accountType: row.accountType,
    activeFrom: iso(row.activeFrom),
    activeUntil: iso(row.activeUntil),
    toolAccess: row.toolAccess,
    accountDescription: row.accountDescription,
    apiKey: mayReadApiKey ? row.apiKey : null,
    customerDisplayName: row.customerDisplayName,
    customerLogoUrl: row.customerLogoUrl,
    customerSmallLogoUrl: row.customerSmallLogoUrl,
    dataRetentionMonths: row.dataRetentionMonths,
    dateCreated: row.dateCreated.toISOString(),
    guiVersion: row.guiVersion,
    licensePlanName: row.licensePlanName,
    pricingType: row.pricingType,
  };
}

export async function activeModules(db: Db, customerId: number) {
  return db
    .select({ module: customerModules.module, retailerId: customerModules.retailerId })
    .from(customerModules)
    .where(eq(customerModules.customerId, customerId))
    .orderBy(asc(customerModules.module), asc(customerModules.retailerId));
}

/**
 * Replaces the customer's modules with `modules`, normalised: a module on for every retailer keeps no
 * per-retailer rows, duplicates collapse. Retailer ids the customer does not track are answered by index.
 */
export async function setActiveModules(
  db: Db,
  customerId: number,
  request: SetActiveModulesRequest,
): Promise<{ untracked: number[] } | { modules: ActiveModule[] }> {
  const retailerIds = [
    ...new Set(request.modules.flatMap((entry) => (entry.retailerId === null ? [] : [entry.retailerId]))),
  ];
  const tracked = retailerIds.length
    ? await db
        .select({ retailerId: customerRetailers.retailerId })
        .from(customerRetailers)
        .where(and(eq(customerRetailers.customerId, customerId), inArray(customerRetailers.retailerId, retailerIds)))
    : [];
  const trackedIds = new Set(tracked.map((row) => row.retailerId));
  const untracked = request.modules.flatMap((entry, index) =>
    entry.retailerId !== null && !trackedIds.has(entry.retailerId) ? [index] : [],
  );
  if (untracked.length) return { untracked };
  const everywhere = new Set(request.modules.filter((entry) => entry.retailerId === null).map((entry) => entry.module));
  const rows = new Map<string, { customerId: number; module: string; retailerId: number | null }>();
  for (const entry of request.modules) {
    if (entry.retailerId !== null && everywhere.has(entry.module)) continue;
    rows.set(`${entry.module}:${entry.retailerId ?? ''}`, {
      customerId,
      module: entry.module,
      retailerId: entry.retailerId,
    });
  }
  await db.transaction(async (tx) => {
    await tx.delete(customerModules).where(eq(customerModules.customerId, customerId));
    if (rows.size) await tx.insert(customerModules).values([...rows.values()]);
  });
  return { modules: await activeModules(db, customerId) };
}

/** Scopes of one user inside one customer (spec 1 §6): admin means the SYSTEM 'Administrators' role there. */
export async function scopesInCustomer(db: Db, user: CallingUser, customerId: number): Promise<Scopes> {
  const [row] = await db
    .select({
      isAdmin: sql<boolean>`bool_or(${roles.type} = 'SYSTEM' and ${roles.name} = ${ADMINISTRATORS_ROLE})`,
      isProductManager: sql<boolean>`coalesce(bool_or(${privileges.type} = 'PRODUCT_MANAGEMENT'), false)`,
    })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.customerId, userRoles.customerId), eq(roles.id, userRoles.roleId)))
    .leftJoin(rolePrivileges, and(eq(rolePrivileges.customerId, roles.customerId), eq(rolePrivileges.roleId, roles.id)))
    .leftJoin(privileges, eq(privileges.id, rolePrivileges.privilegeId))
    .where(and(eq(userRoles.customerId, customerId), eq(userRoles.userId, user.id)));
  const isAdmin = row?.isAdmin === true;
  return {
    'system-admin': user.isSystemAdmin,
    admin: isAdmin,
    'admin-or-product-manager': isAdmin || row?.isProductManager === true || user.isSystemAdmin,
    // Custom pricing agreements are not modelled yet, so every customer sees the standard pricing.
    'no-custom-pricing': true,
    ...(await moduleScopesOf(db, customerId)),
  };
}

export function plansOf(row: CustomerRow): Plans {
  const plan = (name: string) => ({ name, isFree: name === FREE_LICENSE });
  return {
    currentPlan: row.licensePlanName ? plan(row.licensePlanName) : null,
    availablePlans: LICENSE_PLANS.filter((name) => name !== row.licensePlanName).map(plan),
  };
}

export function accountStatusOf(row: CustomerRow, now = Date.now()): string {
  if (row.activeUntil && row.activeUntil.getTime() <= now) return 'expired';
  if (row.pendingSetup) return 'pending_setup';
  return row.accountType === 'TRIAL' ? 'trial' : 'active';
}
