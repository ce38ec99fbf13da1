import {
  productDetailsAnswerSchema,
  productDetailsParamsSchema,
  productDetailsPaths,
  productDetailsQuerySchema,
} from '@shelfsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import type { WidgetDataOptions } from '../engine';
import { productDetails } from './productDetails.service';

const errors = errorResponses(400, 401, 403, 404);

const description =
  'One product across the retailers the caller may see, as its pages stood on the last observed day of the ' +
  'period at each retailer with a page in it: page values, the DCC score with the default criteria rule by rule, ' +
  'that day’s intraday reads, offers (with seller details) and promotions, the assets, specifications, breadcrumbs, ' +
  'awards and texts valid that day, the reviews published up to it (newest first), and per retailer and keyword ' +
  '(category page) the last search of the period. Retailers: the viewer’s retailer access narrowed by the filters ' +
  'as widget data resolves them (`widgetId`’s saved filter, `savedFilterIds`, the id lists, ' +
  '`applyRetailerAssortment`); `filterSellerIds` narrows the offers. Period: `dateFrom`/`dateTo` (only `dateTo`: ' +
  'that day), default the last 30 days up to the newest fact day, cut to the data retention (`retention`). ' +
  '`infoAvailable` is false when no retailer has a page in the period. Images are not answered yet (null).';

/** GET products/get-details/:productId (spec 3 §7). */
export const productDetailsRoutes: FastifyPluginAsyncZod<WidgetDataOptions> = async (app, options) => {
  app.get(
    productDetailsPaths.details,
    {
      config: { readOnlyAllowed: true },
      schema: {
        tags: ['product details'],
        summary: 'The product details dialog: one product at every visible retailer (spec 3 §2.1, §3)',
        description,
        params: productDetailsParamsSchema,
        querystring: productDetailsQuerySchema,
        response: { 200: productDetailsAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const user = request.user;
      const customerId = request.customerId;
      if (!user || customerId === null) throw new HttpError(401, 'Authentication required');
      const viewer = { customerId, userId: user.id, isSystemAdmin: user.isSystemAdmin };
      return { rawOutput: await productDetails(app, viewer, request.params.productId, request.query, options) };
    },
  );
};
