import {
  activeModulesMessages,
  activeModulesSchema,
  customerAccessMessages,
  customerMapSchema,
  customerPaths,
  customerSchema,
  dataFreshnessSchema,
  dataRetentionSchema,
  getActiveCustomerQuerySchema,
  plansSchema,
  scopesSchema,
  setActiveModulesRequestSchema,
} from '@shelfsight/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customers } from '../../db/schema';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { isCustomerAdmin } from '../../access/customerPrivileges';
import { retailerAccess } from '../../access/retailerAccess';
import { usableCustomer, usableCustomers } from '../../access/customerAccess.repository';
import { DataFreshnessReader } from './dataFreshness';
import {
  accountStatusOf,
  activeModules,
  plansOf,
  scopesInCustomer,
  setActiveModules,
  toCustomer,
  toMinimalCustomer,
} from './customers.repository';
import { resolutionsChangeOnWrites } from '../../analytics/engine/widgetResolutions';

const errors = errorResponses(400, 401, 403);
const security = [{ bearerAuth: [] }];
const tags = ['customers'];

function callerOf(request: FastifyRequest) {
  if (!request.user) throw new HttpError(401, 'Authentication required');
  return request.user;
}

/** The customers of the signed-in user and the per-customer settings of spec 1 §7. */
export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  resolutionsChangeOnWrites(app);
  const freshness = new DataFreshnessReader(app.facts);
  /** The guard has proven access; the row is read for the scoped answers. */
  async function scopedCustomer(request: FastifyRequest) {
    const [row] = await app.db
      .select()
      .from(customers)
      .where(eq(customers.id, request.customerId ?? 0));
    if (!row) throw new HttpError(403, customerAccessMessages.noAccess);
    return row;
  }

  app.get(
    customerPaths.getAll,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The user's customers by id",
        description:
          'Live memberships (active, not expired) of customers still in force, including those with setup pending. ' +
          'System admins get every customer in force.',
        response: { 200: customerMapSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await usableCustomers(app.db, callerOf(request));
      return Object.fromEntries(rows.map((row) => [String(row.id), toMinimalCustomer(row)]));
    },
  );

  app.get(
    customerPaths.getActive,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'The customer record of the given (or first) customer of the user',
        description:
          'Without customerId, the first customer of get-all. 403 when the user may not use that customer. Carries the ' +
          'customer account fields of spec 1 §3; apiKey is a secret and is answered only to administrators of that ' +
          'customer and system admins (null for everyone else).',
        querystring: getActiveCustomerQuerySchema,
        response: { 200: customerSchema, ...errors },
      },
    },
    async (request) => {
      const user = callerOf(request);
      const { customerId } = request.query;
      const row =
        customerId === undefined
          ? (await usableCustomers(app.db, user))[0]
          : await usableCustomer(app.db, user, customerId);
      if (!row) throw new HttpError(403, customerId === undefined ? 'no_customers' : customerAccessMessages.noAccess);
      return toCustomer(row, user.isSystemAdmin || (await isCustomerAdmin(app.db, row.id, user.id)));
    },
  );

  app.get(
    customerPaths.activeModules,
    {
      schema: {
        tags,
        security,
        summary: 'Modules enabled for the customer',
        description:
          'Modules are enabled per customer and per retailer (spec 1 §6): retailerId null means on for every retailer ' +
          'the customer tracks, otherwise on for that retailer only. Ordered by module, then retailer.',
        response: { 200: activeModulesSchema, ...errors },
      },
    },
    async (request) => activeModules(app.db, request.customerId ?? 0),
  );

  app.put(
    customerPaths.activeModules,
    {
      schema: {
        tags,
        security,
        summary: "Switch the customer's modules (system admins)",
        description:
          'Only system admins switch modules: they are part of what a customer has bought, not something its own ' +
          'administrators grant themselves (403 for everyone else). The body is the whole new set: a module not named ' +
          'is off; retailerId null switches it on for every retailer (per-retailer entries of that module are then ' +
          'dropped); a retailerId must be one the customer tracks (400 naming modules.N.retailerId). Answers the new set.',
        body: setActiveModulesRequestSchema,
        response: { 200: activeModulesSchema, ...errors },
      },
    },
    async (request) => {
      if (!callerOf(request).isSystemAdmin) throw new HttpError(403, activeModulesMessages.systemAdminsOnly);
      const outcome = await setActiveModules(app.db, request.customerId ?? 0, request.body);
      app.accessCache.invalidateCustomer(request.customerId ?? 0);
      if ('untracked' in outcome) {
        const fields = Object.fromEntries(
          outcome.untracked.map((index) => [`modules.${index}.retailerId`, activeModulesMessages.untrackedRetailer]),
        );
        throw new HttpError(400, `Invalid body: ${Object.keys(fields).join(', ')}`, fields);
      }
      return outcome.modules;
    },
  );

  app.get(
    customerPaths.scopes,
    {
      schema: {
        tags,
        security,
        summary: "The user's scopes in this customer (a map by type)",
        response: { 200: scopesSchema, ...errors },
      },
    },
    async (request) => scopesInCustomer(app.db, callerOf(request), request.customerId ?? 0),
  );

  app.get(
    customerPaths.dataRetention,
    {
      schema: {
        tags,
        security,
        summary: 'Data retention in months (default 3)',
        response: { 200: dataRetentionSchema, ...errors },
      },
    },
    async (request) => ({ months: (await scopedCustomer(request)).dataRetentionMonths }),
  );

  app.get(
    customerPaths.plansAvailable,
    {
      schema: {
        tags,
        security,
        summary: 'Current and available licence plans',
        response: { 200: plansSchema, ...errors },
      },
    },
    async (request) => plansOf(await scopedCustomer(request)),
  );

  app.get(
    customerPaths.dataFreshness,
    {
      schema: {
        tags,
        security,
        summary: 'How fresh the market data of the customer is',
        description:
          'From the market-data store. lastUpdated: when the last load of the customer finished (the newest ' +
          'retailer observation when no load is recorded); per retailer the user may see: the newest download on its ' +
          'latest day and the product pages found (listed) that day; pdpCount adds those up. Null, 0 and [] until ' +
          'market data exists. Kept up to 5 minutes per customer and re-read as soon as a load of the customer starts ' +
          'or ends, so the shell may ask on every page.',
        response: { 200: dataFreshnessSchema, ...errors },
      },
    },
    async (request) => {
      const row = await scopedCustomer(request);
      const access = await retailerAccess(app.db, callerOf(request), row.id);
      return freshness.answer(app.db, row.id, access, accountStatusOf(row));
    },
  );
};
