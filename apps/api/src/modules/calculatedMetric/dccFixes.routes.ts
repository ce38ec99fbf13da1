import {
  dccFixesMessages,
  dccFixesParamsSchema,
  dccFixesPaths,
  dccFixesQuerySchema,
  dccFixesSchema,
} from '@shelfsight/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allowedRetailers, retailerAccess } from '../../access/retailerAccess';
import { appliedDccVersion } from '../../analytics/dccScoreMacro';
import { storeRowReader } from '../../analytics/factStore/factStore';
import { brands, products } from '../../db/schema/catalogue';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { scopedViewer } from '../customers';
import { newestFactDay, visibleRetailers } from './dccCalculate';
import { rankDccFixes } from './dccFixes';

/** "What to fix first" of a retailer or a brand: the failed DCC components ranked by the points they would gain. */
export const dccFixesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    dccFixesPaths.fixes,
    {
      schema: {
        tags: ['calculated metric'],
        summary: 'The failed DCC components of a retailer’s or a brand’s pages, ranked by the score points gained',
        description:
          'Exactly one of `retailerId` and `brandId`. Scores the listed pages of `date` (default: the customer’s ' +
          'newest fact day) with the applied version, at the retailers the caller may see. A component’s points ' +
          'per page = group weight ÷ Σ counted group weights × component weight ÷ Σ counted component weights of ' +
          'its group × 100; the total is that times the pages failing it.',
        params: dccFixesParamsSchema,
        querystring: dccFixesQuerySchema,
        response: { 200: dccFixesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customerId, userId, isSystemAdmin } = scopedViewer(request);
      const { retailerId, brandId, date } = request.query;
      const access = await retailerAccess(app.db, { id: userId, isSystemAdmin }, customerId);
      if (retailerId !== undefined && allowedRetailers(access, [retailerId]).length === 0)
        throw new HttpError(403, dccFixesMessages.retailerNotVisible);
      let productIds: number[] | null = null;
      if (brandId !== undefined) {
        const [brand] = await app.db
          .select({ id: brands.id })
          .from(brands)
          .where(and(eq(brands.customerId, customerId), eq(brands.id, brandId)));
        if (!brand) throw new HttpError(404, dccFixesMessages.unknownBrand);
        const rows = await app.db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.customerId, customerId), eq(products.brandId, brandId)));
        productIds = rows.map((row) => row.id);
      }
      const [day, applied] = await Promise.all([
        date ? Promise.resolve(date) : newestFactDay(app.facts, customerId),
        appliedDccVersion(storeRowReader(app.facts), customerId),
      ]);
      const ranked = await rankDccFixes(app.facts, applied.definition, {
        customerId,
        day,
        retailerIds: retailerId !== undefined ? [retailerId] : visibleRetailers(access, []),
        productIds,
      });
      return { ...ranked, retailerId: retailerId ?? null, brandId: brandId ?? null };
    },
  );
};
