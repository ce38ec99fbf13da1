import {
  createKeywordsSchema,
  createPageSchema,
  type CustomerRetailer,
  deletedEntitiesSchema,
  deleteEntitiesSchema,
  type PageContentType,
  pagesOfRetailerRequestSchema,
  type SearchPage,
  searchKeywordListSchema,
  searchKeywordSchema,
  searchPageListSchema,
  searchPageSchema,
  updateKeywordSchema,
  updatePageSchema,
  visibilityTrackingMessages as messages,
  visibilityTrackingPaths as paths,
} from '@shelfsight/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/httpError';
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
import { errors, retailerRouteBuilder, tags, visibleRetailers } from './visibilityTracking.routeBuilder';
import { queueVisibilityCollection } from './visibilityCollection';

const DESCRIPTION =
  'Visibility tracking per retailer of the customer: search keywords, category pages (contentType CATEGORY) and ' +
  'other pages (OTHER). Their search results, category listings and banners are collected from the next data load ' +
  'after they are added (while isActive), and the share-of-search, search-rank and category-rank widgets read ' +
  'tracked entities only. Keywords, category pages and other pages together are limited per retailer by ' +
  "maxVisibilityTrackingEntitiesAllowed (the customer's value, else the retailer's); paused ones count too. " +
  'Reading is for every member; writing for system admins, administrators and product managers.';

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
  const customerOf = (request: FastifyRequest) => request.customerId as number;
  const retailerRoute = retailerRouteBuilder(app);

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

  retailerRoute({
    method: 'GET',
    path: paths.retailerKeywords,
    summary: 'Search keywords of one retailer',
    access: 'read',
    reply: searchKeywordListSchema,
    handle: ({ customerId, retailer }) => listKeywords(app.db, customerId, [retailer]),
  });

  for (const [path, contentType, summary] of [
    [paths.retailerCategories, 'CATEGORY', 'Category pages of one retailer'],
    [paths.retailerOtherPages, 'OTHER', 'Other pages of one retailer'],
  ] as const) {
    retailerRoute({
      method: 'GET',
      path,
      summary,
      access: 'read',
      reply: searchPageListSchema,
      handle: ({ customerId, retailer }) => listPages(app.db, customerId, [retailer.id], contentType),
    });
  }

  retailerRoute({
    method: 'POST',
    path: paths.createKeywords,
    summary: 'Start tracking search keywords at a retailer',
    description:
      'Names are trimmed; repeats (without case) are added once. 400 naming `names` when the retailer does not ' +
      'allow keywords, a name is already tracked there, or the limit leaves no room for all of them (then none is added).',
    access: 'write',
    body: createKeywordsSchema,
    reply: searchKeywordListSchema,
    handle: async ({ customerId, retailer, body }) => {
      if (!retailer.retailerSettings.allowSearchKeywords)
        throw new HttpError(400, messages.keywordsNotAllowed, { names: messages.keywordsNotAllowed });
      const names = distinctNames(body.names);
      const write = await createKeywords(
        app.db,
        customerId,
        retailer.id,
        names,
        retailer.maxVisibilityTrackingEntitiesAllowed,
      );
      if (!write.ok) refused(write, 'names', retailer, messages.duplicateKeyword);
      await queueVisibilityCollection(app, customerId);
      const created = new Set(write.value);
      return (await listKeywords(app.db, customerId, [retailer])).filter((keyword) => created.has(keyword.id));
    },
  });

  retailerRoute({
    method: 'POST',
    path: paths.updateKeyword,
    summary: 'Rename a keyword or pause and resume its tracking',
    access: 'write',
    body: updateKeywordSchema,
    reply: searchKeywordSchema,
    handle: async ({ customerId, retailer, body }) => {
      const write = await updateKeyword(app.db, customerId, retailer.id, body);
      if (!write.ok) refused(write, 'name', retailer, messages.duplicateKeyword);
      if (!write.value) throw new HttpError(404, messages.unknownKeyword);
      if (body.isActive) await queueVisibilityCollection(app, customerId);
      const keywords = await listKeywords(app.db, customerId, [retailer]);
      return keywords.find((keyword) => keyword.id === body.id)!;
    },
  });

  retailerRoute({
    method: 'POST',
    path: paths.pagesOfRetailer,
    // Reads through POST (spec 3 §7): read-only members may call it.
    summary: 'Category pages and other pages of one retailer',
    description: 'contentType narrows to one kind.',
    access: 'read',
    body: pagesOfRetailerRequestSchema,
    reply: searchPageListSchema,
    handle: ({ customerId, retailer, body }) => listPages(app.db, customerId, [retailer.id], body?.contentType),
  });

  /** The page of `id` as the lists show it, after a create or update. */
  const pageOf = async (customerId: number, retailerId: number, id: number): Promise<SearchPage> =>
    (await listPages(app.db, customerId, [retailerId])).find((page) => page.id === id)!;

  retailerRoute({
    method: 'POST',
    path: paths.createPage,
    summary: 'Start tracking a category page or another page at a retailer',
    description:
      "The URL must be on the retailer's site (its host, www. aside). 400 naming `contentType` when the retailer " +
      'does not allow the kind, `url` when the page is tracked already or lies elsewhere, and `url` when the ' +
      'limit is reached.',
    access: 'write',
    body: createPageSchema,
    reply: searchPageSchema,
    handle: async ({ customerId, retailer, body }) => {
      checkPageAllowed(retailer, body.contentType, body.url);
      const write = await createPage(
        app.db,
        customerId,
        retailer.id,
        body,
        retailer.maxVisibilityTrackingEntitiesAllowed,
      );
      if (!write.ok) refused(write, 'url', retailer, messages.duplicatePage);
      await queueVisibilityCollection(app, customerId);
      return pageOf(customerId, retailer.id, write.value);
    },
  });

  retailerRoute({
    method: 'POST',
    path: paths.updatePage,
    summary: 'Change the label or URL of a page, or pause and resume its tracking',
    access: 'write',
    body: updatePageSchema,
    reply: searchPageSchema,
    handle: async ({ customerId, retailer, body }) => {
      const contentType = await pageContentType(app.db, customerId, retailer.id, body.id);
      if (!contentType) throw new HttpError(404, messages.unknownPage);
      checkPageAllowed(retailer, contentType, body.url);
      const write = await updatePage(app.db, customerId, retailer.id, body);
      if (!write.ok) refused(write, 'url', retailer, messages.duplicatePage);
      if (!write.value) throw new HttpError(404, messages.unknownPage);
      if (body.isActive) await queueVisibilityCollection(app, customerId);
      return pageOf(customerId, retailer.id, body.id);
    },
  });

  for (const [path, kind, summary, unknown] of [
    [paths.deleteKeywords, 'keyword', 'Stop tracking keywords', messages.unknownKeyword],
    [paths.deletePages, 'page', 'Stop tracking category pages or other pages', messages.unknownPage],
  ] as const) {
    retailerRoute({
      method: 'POST',
      path,
      summary,
      description: `Every id must be a ${kind} of the retailer (else 400 naming \`ids\`, nothing deleted).`,
      access: 'write',
      body: deleteEntitiesSchema,
      reply: deletedEntitiesSchema,
      handle: async ({ customerId, retailer, body }) => {
        const ids = [...new Set(body.ids)];
        if ((await unknownIds(app.db, customerId, retailer.id, ids, kind)).length > 0)
          throw new HttpError(400, `ids: ${unknown}`, { ids: unknown });
        return { ids: await deleteEntities(app.db, customerId, retailer.id, ids, kind) };
      },
    });
  }
};
