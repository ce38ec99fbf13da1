import {
  activeModulesSchema,
  apiErrorSchema,
  customerAccessMessages,
  customerMapSchema,
  customerPaths,
  customerSchema,
  dataFreshnessSchema,
  dataRetentionSchema,
  getActiveCustomerQuerySchema,
  plansSchema,
  scopesSchema,
} from '@shelfsight/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customers } from '../../db/schema';
import { HttpError } from '../../lib/httpError';
import { usableCustomer, usableCustomers } from './customerAccess.repository';
import {
  accountStatusOf,
  activeModules,
  plansOf,
  scopesInCustomer,
  toCustomer,
  toMinimalCustomer,
} from './customers.repository';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const security = [{ bearerAuth: [] }];
const tags = ['customers'];

function callerOf(request: FastifyRequest) {
  if (!request.user) throw new HttpError(401, 'Authentication required');
  return request.user;
}

/** The customers of the signed-in user and the per-customer settings of spec 1 §7. */
export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The guard has proven access; the row is read for the scoped answers. */
  async function scopedCustomer(request: FastifyRequest) {
    const [row] = await app.db.select().from(customers).where(eq(customers.id, request.customerId ?? 0));
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
        description: 'Without customerId, the first customer of get-all. 403 when the user may not use that customer.',
        querystring: getActiveCustomerQuerySchema,
        response: { 200: customerSchema, ...errors },
      },
    },
    async (request) => {
      const user = callerOf(request);
      const { customerId } = request.query;
      const row =
        customerId === undefined ? (await usableCustomers(app.db, user))[0] : await usableCustomer(app.db, user, customerId);
      if (!row) throw new HttpError(403, customerId === undefined ? 'no_customers' : customerAccessMessages.noAccess);
      return toCustomer(row);
    },
  );

  app.get(
    customerPaths.activeModules,
    { schema: { tags, security, summary: 'Modules enabled for the customer', response: { 200: activeModulesSchema, ...errors } } },
    async (request) => activeModules(app.db, request.customerId ?? 0),
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
      schema: { tags, security, summary: 'Data retention in months (default 3)', response: { 200: dataRetentionSchema, ...errors } },
    },
    async (request) => ({ months: (await scopedCustomer(request)).dataRetentionMonths }),
  );

  app.get(
    customerPaths.plansAvailable,
    { schema: { tags, security, summary: 'Current and available licence plans', response: { 200: plansSchema, ...errors } } },
    async (request) => plansOf(await scopedCustomer(request)),
  );

  app.get(
    customerPaths.dataFreshness,
    {
      schema: {
        tags,
        security,
        summary: 'How fresh the market data of the customer is',
        description: 'Until market data is ingested for the customer, lastUpdated is null, pdpCount 0 and retailers empty.',
        response: { 200: dataFreshnessSchema, ...errors },
      },
    },
    async (request) => {
      const row = await scopedCustomer(request);
      // No fact tables exist yet (the analytics store only has its catalogue), so there is nothing to count.
      return { accountStatus: accountStatusOf(row), lastUpdated: null, pdpCount: 0, retailers: [] };
    },
  );
};
