import {
  EVERYONE_USER_ID,
  savedFilterDeletedSchema,
  savedFilterIdParamsSchema,
  savedFilterInputSchema,
  type SavedFilterInputParsed,
  savedFilterListSchema,
  savedFilterMessages,
  savedFilterPaths,
  savedFilterSchema,
  savedFilterUsersAnswerSchema,
} from '@shelfsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { nonMembers, shareableUsers } from '../widgets';
import {
  createSavedFilter,
  deleteSavedFilter,
  narrowsProducts,
  savedFilterUsersOf,
  updateSavedFilter,
  type Viewer,
  visibleSavedFilter,
  visibleSavedFilters,
} from './savedFilters.repository';
import { unknownSegmentItems } from './segmentItems.repository';
import { scopedViewer } from '../customers';

const errors = errorResponses(400, 401, 403, 404, 422);
const tags = ['saved filters'];

const viewerOf = scopedViewer;

async function filterOrNotFound(db: Db, viewer: Viewer, id: number) {
  const filter = await visibleSavedFilter(db, viewer, id);
  if (!filter) throw new HttpError(404, savedFilterMessages.unknownFilter);
  return filter;
}

/** Only the owner changes or deletes a saved filter; the users it is shared with may apply it. */
async function ownedFilter(db: Db, viewer: Viewer, id: number) {
  const filter = await filterOrNotFound(db, viewer, id);
  if (!filter.isOwnedByMe) throw new HttpError(403, savedFilterMessages.ownerOnly);
  return filter;
}

/** Items must be the customer's and shares must name its members: 422 naming the field. */
async function checkInput(db: Db, customerId: number, input: SavedFilterInputParsed) {
  const fields: Record<string, string> = { ...(await unknownSegmentItems(db, customerId, input)) };
  const users = input.sharedWith.filter((id) => id !== EVERYONE_USER_ID);
  if ((await nonMembers(db, customerId, users)).length > 0) fields.sharedWith = savedFilterMessages.unknownUser;
  const [first] = Object.entries(fields);
  if (first) throw new HttpError(422, `${first[0]}: ${first[1]}`, fields);
}

const description =
  'A saved filter stores items of the filter segments (retailers, brands, brandTypes, sellers, countries, products, tags, ' +
  'searchKeywords, searchCategories, visibilityClusters) under a name. Its owner shares it with members (`sharedWith` user ids) ' +
  'or with everyone (`[-1]`); the owner and those it is shared with see it and may apply it to widgets (`savedFilterIds`, ' +
  '`overrideSavedFilterIds`, a widget’s `filterId`), where its items are added to the filter lists of the same segment. Only ' +
  'the owner changes or deletes it. Items must belong to the customer (retailers it tracks; sellers and country ids must exist).';

/** Saved filters of the active customer: list, read, create, update, delete, sharing (spec 2 §3, §6, §7). */
export const savedFilterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    savedFilterPaths.savedFilters,
    {
      schema: {
        tags,
        description,
        summary: 'Saved filters the caller owns or that are shared with them (or with everyone)',
        response: { 200: savedFilterListSchema, ...errors },
      },
    },
    async (request) => visibleSavedFilters(app.db, viewerOf(request)),
  );

  app.get(
    savedFilterPaths.productSavedFilters,
    {
      schema: {
        tags,
        summary: 'Visible saved filters that narrow products',
        description:
          'The saved filters the product screens offer: those with a products, brands, brandTypes or tags segment.',
        response: { 200: savedFilterListSchema, ...errors },
      },
    },
    async (request) => (await visibleSavedFilters(app.db, viewerOf(request))).filter(narrowsProducts),
  );

  app.get(
    savedFilterPaths.savedFilterUsers,
    {
      schema: {
        tags,
        summary:
          'savedFilterUsers of the visible saved filters (userId -1 is everyone), and the active members a filter can be shared with',
        response: { 200: savedFilterUsersAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const ids = (await visibleSavedFilters(app.db, viewer)).map((filter) => filter.id);
      return {
        savedFilterUsers: await savedFilterUsersOf(app.db, viewer.customerId, ids),
        users: await shareableUsers(app.db, viewer.customerId),
      };
    },
  );

  app.post(
    savedFilterPaths.create,
    {
      config: { idempotent: true },
      schema: {
        tags,
        description,
        summary: 'Create a saved filter owned by the caller',
        body: savedFilterInputSchema,
        response: { 201: savedFilterSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      if ((await nonMembers(app.db, viewer.customerId, [viewer.userId])).length > 0)
        throw new HttpError(403, savedFilterMessages.membersOnly);
      await checkInput(app.db, viewer.customerId, request.body);
      const id = await createSavedFilter(app.db, viewer.customerId, viewer.userId, request.body);
      return reply.code(201).send(await filterOrNotFound(app.db, viewer, id));
    },
  );

  app.post(
    savedFilterPaths.update,
    {
      schema: {
        tags,
        summary: 'Replace the name, segments and sharing of a saved filter (owner only)',
        params: savedFilterIdParamsSchema,
        body: savedFilterInputSchema,
        response: { 200: savedFilterSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const current = await ownedFilter(app.db, viewer, request.params.id);
      await checkInput(app.db, viewer.customerId, request.body);
      await updateSavedFilter(app.db, viewer.customerId, current.id, current.ownerUserId, request.body);
      return filterOrNotFound(app.db, viewer, current.id);
    },
  );

  app.get(
    savedFilterPaths.savedFilter,
    {
      schema: {
        tags,
        summary: 'One visible saved filter',
        params: savedFilterIdParamsSchema,
        response: { 200: savedFilterSchema, ...errors },
      },
    },
    async (request) => filterOrNotFound(app.db, viewerOf(request), request.params.id),
  );

  app.delete(
    savedFilterPaths.savedFilter,
    {
      schema: {
        tags,
        summary: 'Delete a saved filter (owner only)',
        params: savedFilterIdParamsSchema,
        response: { 200: savedFilterDeletedSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const current = await ownedFilter(app.db, viewer, request.params.id);
      await deleteSavedFilter(app.db, viewer.customerId, current.id);
      return { id: current.id };
    },
  );
};
