import {
  adminRetailerListSchema,
  adminRetailerSchema,
  countryListSchema,
  retailerIdParamsSchema,
  retailersAdminMessages,
  retailersAdminPaths,
  retailerWriteSchema,
} from '@shelfsight/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import {
  countryExists,
  getRetailer,
  insertRetailer,
  listCountries,
  listRetailers,
  type RetailerValues,
  retailerNamed,
  updateRetailer,
} from './retailersAdmin.repository';

const tags = ['retailers'];
const errors = errorResponses(400, 401, 403, 404);

async function requireSystemAdmin(request: FastifyRequest) {
  if (!request.user?.isSystemAdmin) throw new HttpError(403, retailersAdminMessages.systemAdminsOnly);
}

/**
 * Retailers are shared by every customer, so only system admins keep them (as system messages). A change
 * shows at once in every customer's customerRetailers answer, which reads these rows.
 */
export const retailersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { preHandler: [app.authenticate, requireSystemAdmin] };
  const found = async (retailerId: number) => {
    const retailer = await getRetailer(app.db, retailerId);
    if (!retailer) throw new HttpError(404, retailersAdminMessages.notFound);
    return retailer;
  };

  async function checkValues(values: RetailerValues, retailerId: number | null) {
    if (!(await countryExists(app.db, values.countryCode))) {
      throw new HttpError(400, retailersAdminMessages.unknownCountry, {
        countryCode: retailersAdminMessages.unknownCountry,
      });
    }
    const holder = await retailerNamed(app.db, values.name);
    if (holder !== null && holder !== retailerId) {
      throw new HttpError(400, retailersAdminMessages.nameTaken, { name: retailersAdminMessages.nameTaken });
    }
  }

  app.get(
    retailersAdminPaths.countries,
    {
      ...admin,
      schema: { tags, summary: 'Countries a retailer may be in', response: { 200: countryListSchema, ...errors } },
    },
    async () => (await listCountries(app.db)).map((row) => ({ ...row, code: row.code.trim() })),
  );

  app.get(
    retailersAdminPaths.retailers,
    {
      ...admin,
      schema: {
        tags,
        summary: 'Every retailer with its own retailerSettings',
        response: { 200: adminRetailerListSchema, ...errors },
      },
    },
    async () => listRetailers(app.db),
  );

  app.post(
    retailersAdminPaths.retailers,
    {
      ...admin,
      schema: {
        tags,
        summary: 'Create a retailer',
        description: 'The logo is an http(s) address. The name is unique; a taken name answers 400 naming it.',
        body: retailerWriteSchema,
        response: { 201: adminRetailerSchema, ...errors },
      },
    },
    async (request, reply) => {
      await checkValues(request.body, null);
      const id = await insertRetailer(app.db, request.body);
      return reply.code(201).send(await found(id));
    },
  );

  app.get(
    retailersAdminPaths.retailer,
    {
      ...admin,
      schema: {
        tags,
        summary: 'One retailer',
        params: retailerIdParamsSchema,
        response: { 200: adminRetailerSchema, ...errors },
      },
    },
    async (request) => found(request.params.retailerId),
  );

  app.put(
    retailersAdminPaths.retailer,
    {
      ...admin,
      schema: {
        tags,
        summary: 'Update a retailer',
        params: retailerIdParamsSchema,
        body: retailerWriteSchema,
        response: { 200: adminRetailerSchema, ...errors },
      },
    },
    async (request) => {
      const { retailerId } = request.params;
      await found(retailerId);
      await checkValues(request.body, retailerId);
      await updateRetailer(app.db, retailerId, request.body);
      return found(retailerId);
    },
  );
};
