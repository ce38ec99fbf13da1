import {
  configuredRetailerUpdateSchema,
  retailerConfigurationSchema,
  retailerIdParamsSchema,
  retailersAdminMessages,
  retailersAdminPaths,
  retailerSettingsListSchema,
  trackRetailerRequestSchema,
} from '@shelfsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerAdminGuard } from '../../access/accessGuards';
import { retailerAccess } from '../../access/retailerAccess';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { listCustomerRetailers } from '../catalogue';
import {
  readConfiguration,
  retailerExists,
  trackRetailer,
  untrackRetailer,
  updateTracked,
} from './retailerConfiguration.repository';

const tags = ['retailer configuration'];
const errors = errorResponses(400, 401, 403, 404);
const params = retailerIdParamsSchema.extend({ customerId: z.string() });

/**
 * /retailer-configuration/: which retailers the customer tracks and its overrides of their settings, for
 * administrators of the customer and system admins. GET retailer-settings (spec 3 §7) is for every member.
 */
export const retailerConfigurationRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminsOnly = customerAdminGuard(app.db);
  const customerOf = (request: { customerId: number | null }) => request.customerId as number;

  app.get(
    retailersAdminPaths.retailerSettings,
    {
      schema: {
        tags,
        summary: 'retailerSettings of the retailers the user may see (spec 3 §7)',
        description: "The customer's overrides applied; the same retailers as customerRetailers.",
        response: { 200: retailerSettingsListSchema, ...errors },
      },
    },
    async (request) => {
      const user = request.user as { id: number; isSystemAdmin: boolean };
      const customerId = customerOf(request);
      const rows = await listCustomerRetailers(app.db, customerId, await retailerAccess(app.db, user, customerId));
      return rows.map((row) => row.retailerSettings);
    },
  );

  app.get(
    retailersAdminPaths.configuration,
    {
      preHandler: adminsOnly,
      schema: {
        tags,
        summary: 'Tracked retailers (active or not) with settings and overrides, and the retailers to add',
        response: { 200: retailerConfigurationSchema, ...errors },
      },
    },
    async (request) => readConfiguration(app.db, customerOf(request)),
  );

  app.post(
    retailersAdminPaths.configuration,
    {
      preHandler: adminsOnly,
      schema: {
        tags,
        summary: 'Start tracking a retailer',
        body: trackRetailerRequestSchema,
        response: { 201: retailerConfigurationSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const { retailerId } = request.body;
      if (!(await retailerExists(app.db, retailerId))) {
        throw new HttpError(400, retailersAdminMessages.notFound, { retailerId: retailersAdminMessages.notFound });
      }
      if (!(await trackRetailer(app.db, customerOf(request), retailerId))) {
        throw new HttpError(409, retailersAdminMessages.alreadyTracked);
      }
      return reply.code(201).send(await readConfiguration(app.db, customerOf(request)));
    },
  );

  app.patch(
    retailersAdminPaths.configurationRetailer,
    {
      preHandler: adminsOnly,
      schema: {
        tags,
        summary: "Change a tracked retailer's module, activity, limit or setting overrides",
        description:
          'Fields left out stay. `overrides`, when sent, replaces the stored overrides: a key left out falls ' +
          "back to the retailer's own setting. maxVisibilityTrackingEntitiesAllowed null falls back likewise.",
        params,
        body: configuredRetailerUpdateSchema,
        response: { 200: retailerConfigurationSchema, ...errors },
      },
    },
    async (request) => {
      const customerId = customerOf(request);
      if (!(await updateTracked(app.db, customerId, request.params.retailerId, request.body))) {
        throw new HttpError(404, retailersAdminMessages.notTracked);
      }
      return readConfiguration(app.db, customerId);
    },
  );

  app.delete(
    retailersAdminPaths.configurationRetailer,
    {
      preHandler: adminsOnly,
      schema: {
        tags,
        summary: 'Stop tracking a retailer',
        description: 'Its product pages, assortment entries, keywords and categories of this customer go with it.',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await untrackRetailer(app.db, customerOf(request), request.params.retailerId))) {
        throw new HttpError(404, retailersAdminMessages.notTracked);
      }
      return reply.code(204).send(null);
    },
  );
};
