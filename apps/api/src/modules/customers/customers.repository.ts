import type { Customer, MinimalCustomer, Plans, Scopes } from '@shelfsight/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customerModules, privileges, rolePrivileges, roles, userRoles, type CustomerRow } from '../../db/schema';
import type { CallingUser } from './customerAccess.repository';

const ADMINISTRATORS_ROLE = 'Administrators';
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

export function toCustomer(row: CustomerRow): Customer {
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
  };
}

export async function activeModules(db: Db, customerId: number) {
  return db
    .select({ module: customerModules.module, retailerId: customerModules.retailerId })
    .from(customerModules)
    .where(eq(customerModules.customerId, customerId))
    .orderBy(asc(customerModules.module), asc(customerModules.retailerId));
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
