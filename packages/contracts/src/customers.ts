import { z } from 'zod';
import { idNumberSchema, idSchema } from './primitives';

/** Server paths of the customer calls (spec 1 §7). The scoped ones sit under apiPaths.customerScope. */
export const customerPaths = {
  getAll: '/api/customer/get-all',
  getActive: '/api/customer/get-active',
  activeModules: '/api/customer/:customerId/active-modules',
  scopes: '/api/customer/:customerId/scopes',
  dataRetention: '/api/customer/:customerId/data-retention',
  plansAvailable: '/api/customer/:customerId/plans/available',
  dataFreshness: '/api/customer/:customerId/data-freshness',
} as const;

/**
 * The header that names the active customer on calls that are not customer-scoped by path
 * (sign-in, current user): roles, isAdmin and scopes are then computed for that customer.
 */
export const ACTIVE_CUSTOMER_HEADER = 'x-customer-id';

/** 403 messages of scoped routes the browser acts on (it goes to /customer-activation/). */
export const customerAccessMessages = {
  pendingSetup: 'customer_pending_setup',
  trialExpired: 'trial_expired',
  noAccess: 'You do not have access to this customer',
} as const;

export const accountTypeSchema = z.string();

/** minimalCustomers (id, name) plus the account fields the customer switcher needs. */
export const minimalCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  customerDisplayName: z.string().nullable(),
  accountType: accountTypeSchema,
  pendingSetup: z.boolean(),
  customerSmallLogoUrl: z.string().nullable(),
});
export type MinimalCustomer = z.infer<typeof minimalCustomerSchema>;

/** GET customer/get-all: the user's usable customers, keyed by id. */
export const customerMapSchema = z.record(z.string(), minimalCustomerSchema);
export type CustomerMap = z.infer<typeof customerMapSchema>;

export const getActiveCustomerQuerySchema = z.object({
  customerId: idSchema.optional(),
});

/** The Customer entity (spec 1 §3) with the account fields the app guard reads. */
export const customerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  licenseName: z.string().nullable(),
  isFree: z.boolean(),
  bookmarks: z.array(z.unknown()),
  licenseFilterCount: z.number().int(),
  dataRetention: z.object({ months: z.number().int() }),
  activeId: z.number().int(),
  parkerStatus: z.string(),
  pendingSetup: z.boolean(),
  accountType: accountTypeSchema,
  activeFrom: z.string().nullable(),
  activeUntil: z.string().nullable(),
  toolAccess: z.boolean(),
  // The customer account fields of spec 1 §3 (retail segments).
  accountDescription: z.string().nullable(),
  /** The customer's key to the data API: answered to its administrators and system admins only, null to others. */
  apiKey: z.string().nullable(),
  /** The name the shell shows; name when not set. */
  customerDisplayName: z.string().nullable(),
  customerLogoUrl: z.string().nullable(),
  customerSmallLogoUrl: z.string().nullable(),
  /** The same as dataRetention.months: the date pickers reach back this many months before yesterday. */
  dataRetentionMonths: z.number().int().positive(),
  dateCreated: z.string(),
  guiVersion: z.string().nullable(),
  licensePlanName: z.string().nullable(),
  pricingType: z.string().nullable(),
});
export type Customer = z.infer<typeof customerSchema>;

export const activeModuleSchema = z.object({
  module: z.string(),
  /** null when the module is on for every retailer of the customer. */
  retailerId: z.number().int().nullable(),
});
export const activeModulesSchema = z.array(activeModuleSchema);
export type ActiveModule = z.infer<typeof activeModuleSchema>;

/** The modules a system admin may switch on (spec 1 §6); the first is image similarity (spec 3). */
export const customerModuleNames = ['image-similarity'] as const;
export const customerModuleNameSchema = z.enum(customerModuleNames, { message: 'Unknown module.' });
export type CustomerModuleName = z.infer<typeof customerModuleNameSchema>;
export const customerModuleLabels: Record<CustomerModuleName, string> = { 'image-similarity': 'Image similarity' };

/**
 * PUT active-modules (system admins): the whole set replaces the customer's. Per module either one entry with
 * retailerId null (on for every retailer) or entries for single retailers the customer tracks; a module not
 * named is off.
 */
export const setActiveModulesRequestSchema = z.object({
  modules: z.array(z.object({ module: customerModuleNameSchema, retailerId: idNumberSchema.nullable() })).max(1000),
});
export type SetActiveModulesRequest = z.infer<typeof setActiveModulesRequestSchema>;

export const activeModulesMessages = {
  systemAdminsOnly: 'Only system administrators may switch modules',
  untrackedRetailer: 'The customer does not track this retailer.',
} as const;

export const dataRetentionSchema = z.object({ months: z.number().int().positive() });
export type DataRetention = z.infer<typeof dataRetentionSchema>;

export const planSchema = z.object({ name: z.string(), isFree: z.boolean() });
export const plansSchema = z.object({ currentPlan: planSchema.nullable(), availablePlans: z.array(planSchema) });
export type Plans = z.infer<typeof plansSchema>;

/**
 * Data freshness of spec 1 §3. lastUpdated: when the last load of the customer's market data finished (ISO);
 * pdpCount: product pages found on each retailer's latest day, added up; per retailer the same two.
 */
export const dataFreshnessSchema = z.object({
  accountStatus: z.string(),
  lastUpdated: z.string().nullable(),
  pdpCount: z.number().int(),
  retailers: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      lastUpdated: z.string().nullable(),
      pdpCount: z.number().int().nonnegative(),
    }),
  ),
});
export type DataFreshness = z.infer<typeof dataFreshnessSchema>;

export const customerIdParamsSchema = z.object({ customerId: idSchema });
