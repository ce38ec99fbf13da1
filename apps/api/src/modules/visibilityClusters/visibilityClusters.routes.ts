import {
  visibilityClusterDeletedSchema,
  visibilityClusterIdParamsSchema,
  visibilityClusterInputSchema,
  type VisibilityClusterInputParsed,
  type VisibilityClusterEntityType,
  visibilityClusterListSchema,
  visibilityClusterMessages,
  visibilityClusterPaths,
  visibilityClusterSchema,
} from '@shelfsight/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import {
  clustersOf,
  createCluster,
  deleteCluster,
  unknownCategoryPages,
  unknownKeywords,
  updateCluster,
} from './visibilityClusters.repository';
import { scopedViewer } from '../customers';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['visibility clusters'];

const customerOf = (request: FastifyRequest) => scopedViewer(request).customerId;

async function clusterOrNotFound(db: Db, customerId: number, id: number) {
  const [cluster] = await clustersOf(db, customerId, [id]);
  if (!cluster) throw new HttpError(404, visibilityClusterMessages.unknownCluster);
  return cluster;
}

/**
 * Manual entities must be the customer's search keywords or category pages, as their type says: 400 naming
 * `entities` (an id of another tenant is as unknown as one that does not exist).
 */
async function checkEntities(db: Db, customerId: number, input: VisibilityClusterInputParsed) {
  const idsOf = (type: VisibilityClusterEntityType) =>
    input.entities.filter((entity) => entity.entityType === type).map((entity) => entity.entityId);
  const refuse = (message: string) => new HttpError(400, `entities: ${message}`, { entities: message });
  if ((await unknownKeywords(db, customerId, idsOf('SEARCH_KEYWORD'))).length > 0)
    throw refuse(visibilityClusterMessages.unknownKeyword);
  if ((await unknownCategoryPages(db, customerId, idsOf('CATEGORY_PAGE'))).length > 0)
    throw refuse(visibilityClusterMessages.unknownCategoryPage);
  if ((await unknownCategoryPages(db, customerId, idsOf('OTHER_PAGE'), 'OTHER')).length > 0)
    throw refuse(visibilityClusterMessages.unknownOtherPage);
}

const description =
  'A visibility cluster groups search keywords and category pages of the customer. Manual selection (no conditions) ' +
  'lists `entities`, each a keyword (entityType SEARCH_KEYWORD, the default), a category page (CATEGORY_PAGE) or ' +
  'an other page (OTHER_PAGE, narrowing category-listing widgets like category pages) by id; an unknown id is 400 naming `entities`. Conditional selection lists `conditions`: texts a keyword or a category page name must contain (case-insensitive), ' +
  'each joined to the ones before it by its operator (AND, the default, or OR), left to right; it selects both kinds. Clusters are shared by the whole customer; ' +
  'members change them (read-only users cannot). Applied to widgets through `filterVisibilityClusterIds` or a saved ' +
  'filter, an active cluster that is not a draft narrows the search-based metrics to its keywords and the ' +
  'category-listing metrics to its category pages, as those filters do (a kind no chosen cluster tracks is left alone); ' +
  'an inactive or draft cluster does not filter.';

/** Visibility clusters of the active customer (spec 2 §3, §7; settings screen of spec 1 §2). */
export const visibilityClusterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    visibilityClusterPaths.clusters,
    {
      schema: {
        tags,
        description,
        summary: 'The customer’s visibility clusters with entities and conditions',
        response: { 200: visibilityClusterListSchema, ...errors },
      },
    },
    async (request) => clustersOf(app.db, customerOf(request)),
  );

  app.post(
    visibilityClusterPaths.clusters,
    {
      config: { idempotent: true },
      schema: {
        tags,
        description,
        summary: 'Create a visibility cluster',
        body: visibilityClusterInputSchema,
        response: { 201: visibilityClusterSchema, ...errors },
      },
    },
    async (request, reply) => {
      const customerId = customerOf(request);
      await checkEntities(app.db, customerId, request.body);
      const id = await createCluster(app.db, customerId, request.body);
      return reply.code(201).send(await clusterOrNotFound(app.db, customerId, id));
    },
  );

  app.get(
    visibilityClusterPaths.cluster,
    {
      schema: {
        tags,
        summary: 'One visibility cluster',
        params: visibilityClusterIdParamsSchema,
        response: { 200: visibilityClusterSchema, ...errors },
      },
    },
    async (request) => clusterOrNotFound(app.db, customerOf(request), request.params.id),
  );

  app.patch(
    visibilityClusterPaths.cluster,
    {
      schema: {
        tags,
        summary: 'Replace a visibility cluster',
        params: visibilityClusterIdParamsSchema,
        body: visibilityClusterInputSchema,
        response: { 200: visibilityClusterSchema, ...errors },
      },
    },
    async (request) => {
      const customerId = customerOf(request);
      const current = await clusterOrNotFound(app.db, customerId, request.params.id);
      await checkEntities(app.db, customerId, request.body);
      await updateCluster(app.db, customerId, current.id, request.body);
      return clusterOrNotFound(app.db, customerId, current.id);
    },
  );

  app.delete(
    visibilityClusterPaths.cluster,
    {
      schema: {
        tags,
        summary: 'Delete a visibility cluster',
        params: visibilityClusterIdParamsSchema,
        response: { 200: visibilityClusterDeletedSchema, ...errors },
      },
    },
    async (request) => {
      const customerId = customerOf(request);
      const current = await clusterOrNotFound(app.db, customerId, request.params.id);
      await deleteCluster(app.db, customerId, current.id);
      return { id: current.id };
    },
  );
};
