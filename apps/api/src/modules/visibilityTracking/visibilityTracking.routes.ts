import {
  createKeywordsSchema,
  createPageSchema,
  type CustomerRetailer,
  deletedEntitiesSchema,
  deleteEntitiesSchema,
  type PageContentType,
  pagesOfRetailerRequestSchema,
  searchKeywordListSchema,
  searchKeywordSchema,
  searchPageListSchema,
  searchPageSchema,
  trackingRetailerParamsSchema,
  updateKeywordSchema,
  updatePageSchema,
  visibilityTrackingMessages as messages,
  visibilityTrackingPaths as paths,
} from '@shelfsight/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productManagementGuard } from '../../access/accessGuards';
import { retailerAccess } from '../../access/retailerAccess';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { listCustomerRetailers } from '../catalogue';
import {
  createKeywords,
  createPage,
  deleteEntities,
  listKeywords,
  listPages,
  pageContentType,
  type TrackingWrite,
  unknownIds,
  updateKeyword,
  updatePage,
} from './visibilityTracking.repository';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['visibility tracking'];

const DESCRIPTION =
  'Visibility tracking per retailer of the customer: search keywords, category pages (contentType CATEGORY) and ' +
  'other pages (OTHER). Their search results, category listings and banners are collected from the next data load ' +
  'after they are added (while isActive), and the share-of-search, search-rank and category-rank widgets read ' +
  'tracked entities only. Keywords, category pages and other pages together are limited per retailer by ' +
  "maxVisibilityTrackingEntitiesAllowed (the customer's value, else the retailer's); paused ones count too. " +
  'Reading is for every member; writing for system admins, administrators and product managers.';

/** The retailers the signed-in user may see at the active customer, with settings and limits. */
async function visibleRetailers(request: FastifyRequest): Promise<CustomerRetailer[]> {
  const user = request.user as { id: number; isSystemAdmin: boolean };
  const customerId = request.customerId as number;
  return listCustomerRetailers(
    request.server.db,
    customerId,
    await retailerAccess(request.server.db, user, customerId),
  );
}

/** The retailer of the path (`?id=` of the screen); 404 when the customer does not track it or the user may not see it. */
async function retailerOf(request: FastifyRequest, id: number): Promise<CustomerRetailer> {
  const retailer = (await visibleRetailers(request)).find((candidate) => candidate.id === id);
  if (!retailer) throw new HttpError(404, messages.unknownRetailer);
  return retailer;
}

/** 400 naming `field` for a write the repository refused. */
function refused(
  write: Exclude<TrackingWrite<unknown>, { ok: true }>,
  field: string,
  retailer: CustomerRetailer,
  duplicate: string,
): never {
  const message =
    write.reason === 'limit'
      ? messages.limitReached(retailer.maxVisibilityTrackingEntitiesAllowed, write.tracked)
      : `${duplicate} (${write.taken.join(', ')})`;
  throw new HttpError(400, `${field}: ${message}`, { [field]: message });
}

function checkPageAllowed(retailer: CustomerRetailer, contentType: PageContentType, url: string) {
  const settings = retailer.retailerSettings;
  if (contentType === 'CATEGORY' && !settings.allowSearchCategories)
    throw new HttpError(400, messages.categoriesNotAllowed, { contentType: messages.categoriesNotAllowed });
  if (contentType === 'OTHER' && !settings.allowConfigOtherRankings)
    throw new HttpError(400, messages.otherPagesNotAllowed, { contentType: messages.otherPagesNotAllowed });
  if (hostOf(url) !== hostOf(settings.siteRootUrl)) {
    const message = messages.urlOutsideSite(settings.siteRootUrl);
    throw new HttpError(400, `url: ${message}`, { url: message });
  }
}

/** The host without a leading www., so https://www.shop.de/x and https://shop.de/ are one site. */
function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** Names trimmed and without repeats (compared without case), in the order given. */
function distinctNames(names: string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLocaleLowerCase('en');
    return !seen.has(key) && seen.add(key);
  });
}

/** Visibility tracking of the active customer (spec 3 §2.8, §4.8, §7). */
export const visibilityTrackingRoutes: FastifyPluginAsyncZod = async (app) => {
  const writers = productManagementGuard(app.db);
  const customerOf = (request: FastifyRequest) => request.customerId as number;
  const params = trackingRetailerParamsSchema;

  app.get(
    paths.keywords,
    {
      schema: {
        tags,
        summary: 'Search keywords of every retailer the user may see',
        description: DESCRIPTION,
        response: { 200: searchKeywordListSchema, ...errors },
      },
    },
    async (request) => listKeywords(app.db, customerOf(request), await visibleRetailers(request)),
  );

  for (const [path, contentType, summary] of [
    [paths.categories, 'CATEGORY', 'Category pages of every retailer the user may see'],
    [paths.otherPages, 'OTHER', 'Other pages of every retailer the user may see'],
  ] as const) {
    app.get(
      path,
      { schema: { tags, summary, response: { 200: searchPageListSchema, ...errors } } },
      async (request) => {
        const retailers = await visibleRetailers(request);
        return listPages(
          app.db,
          customerOf(request),
          retailers.map((retailer) => retailer.id),
          contentType,
        );
      },
    );
  }

  app.get(
    paths.retailerKeywords,
    {
      schema: {
        tags,
        summary: 'Search keywords of one retailer',
        params,
        response: { 200: searchKeywordListSchema, ...errors },
      },
    },
    async (request) => listKeywords(app.db, customerOf(request), [await retailerOf(request, request.params.id)]),
  );

  for (const [path, contentType, summary] of [
    [paths.retailerCategories, 'CATEGORY', 'Category pages of one retailer'],
    [paths.retailerOtherPages, 'OTHER', 'Other pages of one retailer'],
  ] as const) {
    app.get(
      path,
      { schema: { tags, summary, params, response: { 200: searchPageListSchema, ...errors } } },
      async (request) => {
        const retailer = await retailerOf(request, request.params.id);
        return listPages(app.db, customerOf(request), [retailer.id], contentType);
      },
    );
  }

  app.post(
    paths.createKeywords,
    {
      preHandler: writers,
      schema: {
        tags,
        summary: 'Start tracking search keywords at a retailer',
        description:
          'Names are trimmed; repeats (without case) are added once. 400 naming `names` when the retailer does not ' +
          'allow keywords, a name is already tracked there, or the limit leaves no room for all of them (then none is added).',
        params,
        body: createKeywordsSchema,
        response: { 200: searchKeywordListSchema, ...errors },
      },
    },
    async (request) => {
      const customerId = customerOf(request);
      const retailer = await retailerOf(request, request.params.id);
      if (!retailer.retailerSettings.allowSearchKeywords)
        throw new HttpError(400, messages.keywordsNotAllowed, { names: messages.keywordsNotAllowed });
      const names = distinctNames(request.body.names);
      const write = await createKeywords(
        app.db,
        customerId,
        retailer.id,
        names,
        retailer.maxVisibilityTrackingEntitiesAllowed,
      );
      if (!write.ok) refused(write, 'names', retailer, messages.duplicateKeyword);
      const created = new Set(write.value);
      return (await listKeywords(app.db, customerId, [retailer])).filter((keyword) => created.has(keyword.id));
    },
  );

  app.post(
    paths.updateKeyword,
    {
      preHandler: writers,
      schema: {
        tags,
        summary: 'Rename a keyword or pause and resume its tracking',
        params,
        body: updateKeywordSchema,
        response: { 200: searchKeywordSchema, ...errors },
      },
    },
    async (request) => {
      const customerId = customerOf(request);
      const retailer = await retailerOf(request, request.params.id);
      const write = await updateKeyword(app.db, customerId, retailer.id, request.body);
      if (!write.ok) refused(write, 'name', retailer, messages.duplicateKeyword);
      if (!write.value) throw new HttpError(404, messages.unknownKeyword);
      const keywords = await listKeywords(app.db, customerId, [retailer]);
      return keywords.find((keyword) => keyword.id === request.body.id)!;
    },
  );

  app.post(
    paths.deleteKeywords,
    {
      preHandler: writers,
      schema: {
        tags,
        summary: 'Stop tracking keywords',
        description: 'Every id must be a keyword of the retailer (else 400 naming `ids`, nothing deleted).',
        params,
        body: deleteEntitiesSchema,
        response: { 200: deletedEntitiesSchema, ...errors },
      },
    },
    async (request) => {
      const customerId = customerOf(request);
      const retailer = await retailerOf(request, request.params.id);
      const ids = [...new Set(request.body.ids)];
      if ((await unknownIds(app.db, customerId, retailer.id, ids, 'keyword')).length > 0)
        throw new HttpError(400, `ids: ${messages.unknownKeyword}`, { ids: messages.unknownKeyword });
      return { ids: await deleteEntities(app.db, customerId, retailer.id, ids, 'keyword') };
    },
  );

  app.post(
    paths.pagesOfRetailer,
    {
      // Reads through POST (spec 3 §7): read-only members may call it.
      config: { readOnlyAllowed: true },
      schema: {
        tags,
        summary: 'Category pages and other pages of one retailer',
        description: 'contentType narrows to one kind.',
        params,
        body: pagesOfRetailerRequestSchema,
        response: { 200: searchPageListSchema, ...errors },
      },
    },
    async (request) => {
      const retailer = await retailerOf(request, request.params.id);
      return listPages(app.db, customerOf(request), [retailer.id], request.body?.contentType);
    },
  );

  app.post(
    paths.createPage,
    {
      preHandler: writers,
      schema: {
        tags,
        summary: 'Start tracking a category page or another page at a retailer',
        description:
          "The URL must be on the retailer's site (its host, www. aside). 400 naming `contentType` when the retailer " +
          'does not allow the kind, `url` when the page is tracked already or lies elsewhere, and `url` when the ' +
          'limit is reached.',
        params,
        body: createPageSchema,
        response: { 200: searchPageSchema, ...errors },
      },
    },
    async (request) => {
      const customerId = customerOf(request);
      const retailer = await retailerOf(request, request.params.id);
      checkPageAllowed(retailer, request.body.contentType, request.body.url);
      const write = await createPage(
        app.db,
        customerId,
        retailer.id,
        request.body,
        retailer.maxVisibilityTrackingEntitiesAllowed,
      );
      if (!write.ok) refused(write, 'url', retailer, messages.duplicatePage);
      const pages = await listPages(app.db, customerId, [retailer.id]);
      return pages.find((page) => page.id === write.value)!;
    },
  );

  app.post(
    paths.updatePage,
    {
      preHandler: writers,
      schema: {
        tags,
        summary: 'Change the label or URL of a page, or pause and resume its tracking',
        params,
        body: updatePageSchema,
        response: { 200: searchPageSchema, ...errors },
      },
    },
    async (request) => {
      const customerId = customerOf(request);
      const retailer = await retailerOf(request, request.params.id);
      const contentType = await pageContentType(app.db, customerId, retailer.id, request.body.id);
      if (!contentType) throw new HttpError(404, messages.unknownPage);
      checkPageAllowed(retailer, contentType, request.body.url);
      const write = await updatePage(app.db, customerId, retailer.id, request.body);
      if (!write.ok) refused(write, 'url', retailer, messages.duplicatePage);
      if (!write.value) throw new HttpError(404, messages.unknownPage);
      const pages = await listPages(app.db, customerId, [retailer.id]);
      return pages.find((page) => page.id === request.body.id)!;
    },
  );

  app.post(
    paths.deletePages,
    {
      preHandler: writers,
      schema: {
        tags,
        summary: 'Stop tracking category pages or other pages',
        description: 'Every id must be a page of the retailer (else 400 naming `ids`, nothing deleted).',
        params,
        body: deleteEntitiesSchema,
        response: { 200: deletedEntitiesSchema, ...errors },
      },
    },
    async (request) => {
      const customerId = customerOf(request);
      const retailer = await retailerOf(request, request.params.id);
      const ids = [...new Set(request.body.ids)];
      if ((await unknownIds(app.db, customerId, retailer.id, ids, 'page')).length > 0)
        throw new HttpError(400, `ids: ${messages.unknownPage}`, { ids: messages.unknownPage });
      return { ids: await deleteEntities(app.db, customerId, retailer.id, ids, 'page') };
    },
  );
};
