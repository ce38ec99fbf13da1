import {
  catalogueMessages,
  cataloguePaths,
  customerRetailerListSchema,
  customerRetailersQuerySchema,
} from '@shelfsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { isCustomerAdmin } from '../../access/customerPrivileges';
import { retailerAccess } from '../../access/retailerAccess';
import { listCustomerRetailers } from './catalogue.repository';

const errors = errorResponses(400, 401, 403);

/** The market catalogue of the active customer, as far as the signed-in user may see it. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    cataloguePaths.customerRetailers,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Retailers the customer tracks (customerRetailers)',
        description:
          'By default only the retailers the user may see: every tracked retailer unless their roles grant ' +
          "'Access to retailer' for some, then those. scope=all lists every tracked retailer regardless, for " +
          'administrators of the customer and system admins granting retailer access in roles; others get 403. ' +
          'Inactive tracked retailers are left out; activeProductCount counts active products with a product page there.',
        querystring: customerRetailersQuerySchema,
        response: { 200: customerRetailerListSchema, ...errors },
      },
    },
    async (request) => {
      const user = request.user;
      const customerId = request.customerId;
      if (!user || customerId === null) throw new HttpError(401, 'Authentication required');
      if (request.query.scope === 'all') {
        if (!user.isSystemAdmin && !(await isCustomerAdmin(app.db, customerId, user.id))) {
          throw new HttpError(403, catalogueMessages.allRetailersAdminsOnly);
        }
        return listCustomerRetailers(app.db, customerId, { all: true });
      }
      return listCustomerRetailers(app.db, customerId, await retailerAccess(app.db, user, customerId));
    },
  );
};
