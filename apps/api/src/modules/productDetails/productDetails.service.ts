import { appliedDccVersion } from '../../analytics/dccScoreMacro';
import {
  addDays,
  clampRange,
  type IsoDate,
  productDetailsLimits,
  productDetailsMessages,
  type ProductDetails,
  type ProductDetailsQueryParsed,
  retentionWindow,
  todayInZone,
  widgetDataRequestSchema,
  widgetQueryMessages,
} from '@shelfsight/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { prepareWidgetQuery } from '../../analytics/engine/runWidgetQuery';
import { PAIR_KEY_FACTOR } from '../../analytics/engine/queryTypes';
import { storeRowReader } from '../../analytics/factStore/factStore';
import { customers } from '../../db/schema/customers';
import { HttpError } from '../../lib/httpError';
import { type EngineViewer, engineInputAsHttp, type WidgetDataOptions, widgetInput } from '../engine';
import {
  availabilityRate,
  byRetailer,
  categoryListings,
  priceRange,
  priceTypeOf,
  retailerDetail,
  searchResults,
} from './productDetails.answer';
import { storedSimilarityChecks } from '../../analytics/engine/storedSimilarityChecks';
import { catalogueProduct, catalogueRetailers, rankEntityNames, sellerNames } from './productDetails.catalogue';
import {
  newestFactDay,
  type PageDay,
  readDayRows,
  readLastDays,
  readRangeRows,
  readRanks,
  readReviews,
} from './productDetails.facts';

/** The default period: this many days up to the newest fact day. */
const DEFAULT_DAYS = 30;

/**
 * The filters of the request resolved as widget data resolves them (the widget's saved filter, saved filters,
 * dashboard defaults, retailer assortment, the viewer's retailer access): the engine's own resolution, so the
 * dialog sees what the widget it was opened from saw.
 */
async function factScope(
  app: FastifyInstance,
  viewer: EngineViewer,
  query: ProductDetailsQueryParsed,
  options: WidgetDataOptions,
) {
  const body = widgetDataRequestSchema.parse({
    ...(query.widgetId === undefined
      ? { definition: { visualizationType: 'KPI', metricId: 1, aggregationFunction: 'AVG' } }
      : { widgetId: query.widgetId }),
    filterUseDefaults: query.filterUseDefaults,
    applyRetailerAssortment: query.applyRetailerAssortment,
    savedFilterIds: query.savedFilterIds ?? [],
    filterRetailerIds: query.filterRetailerIds ?? [],
    filterCountryIds: query.filterCountryIds ?? [],
    filterSellerIds: query.filterSellerIds ?? [],
  });
  return engineInputAsHttp(async () => {
    const { input } = await widgetInput(app, viewer, body, options);
    return (await prepareWidgetQuery(input)).context.scope;
  });
}

/** The period asked, defaulted and cut to the customer's data retention. */
async function periodOf(app: FastifyInstance, customerId: number, productId: number, query: ProductDetailsQueryParsed) {
  if (query.dateFrom && query.dateTo && query.dateFrom > query.dateTo) {
    throw new HttpError(400, productDetailsMessages.periodOrder, { dateFrom: productDetailsMessages.periodOrder });
  }
  const [customer] = await app.db
    .select({ months: customers.dataRetentionMonths })
    .from(customers)
    .where(eq(customers.id, customerId));
  const retention = retentionWindow(todayInZone(), customer?.months);
  const newest = await newestFactDay(app.facts, customerId, productId);
  const lastDay = newest !== null && newest < retention.maxDate ? newest : retention.maxDate;
  let range: { dateFrom: IsoDate; dateTo: IsoDate };
  if (query.dateFrom && query.dateTo) range = { dateFrom: query.dateFrom, dateTo: query.dateTo };
  else if (query.dateTo) range = { dateFrom: query.dateTo, dateTo: query.dateTo };
  else if (query.dateFrom)
    range = { dateFrom: query.dateFrom, dateTo: query.dateFrom > lastDay ? query.dateFrom : lastDay };
  else range = { dateFrom: addDays(lastDay, 1 - DEFAULT_DAYS), dateTo: lastDay };
  const clamped = clampRange(range, retention);
  if (!clamped) {
    const after = range.dateFrom > retention.maxDate;
    const message = after ? productDetailsMessages.afterRetention : widgetQueryMessages.beforeRetention;
    throw new HttpError(400, message, { [after ? 'dateFrom' : 'dateTo']: message });
  }
  return { period: clamped, retention };
}

/** The product details of spec 3 §2.1 and §3 for one viewer. */
export async function productDetails(
  app: FastifyInstance,
  viewer: EngineViewer,
  productId: number,
  query: ProductDetailsQueryParsed,
  options: WidgetDataOptions,
): Promise<ProductDetails> {
  const { customerId } = viewer;
  const product = await catalogueProduct(app.db, customerId, productId);
  if (!product)
    throw new HttpError(404, productDetailsMessages.unknownProduct, {
      productId: productDetailsMessages.unknownProduct,
    });
  // The applied DCC version is read where the score is: the fact store, which keeps it beside its dcc_score.
  const read = storeRowReader(app.facts);
  const [scope, { period, retention }, allRetailers, dcc] = await Promise.all([
    factScope(app, viewer, query, options),
    periodOf(app, customerId, productId, query),
    catalogueRetailers(app.db, customerId, productId),
    appliedDccVersion(read, customerId),
  ]);
  const pairKeys = scope.pairKeys ? new Set(scope.pairKeys) : null;
  const visible = allRetailers.filter(
    (retailer) =>
      (scope.retailerIds === null || scope.retailerIds.includes(retailer.id)) &&
      (pairKeys === null || pairKeys.has(retailer.id * PAIR_KEY_FACTOR + productId)) &&
      !scope.excludedPairKeys?.includes(retailer.id * PAIR_KEY_FACTOR + productId),
  );
  const retailerIds = visible.map((retailer) => retailer.id);
  const [lastDays, ranks] = await Promise.all([
    retailerIds.length ? readLastDays(app.facts, customerId, productId, retailerIds, period, dcc.definition) : [],
    retailerIds.length
      ? readRanks(app.facts, customerId, productId, retailerIds, period, scope)
      : { search: [], category: [] },
  ]);
  const pages: PageDay[] = lastDays.map((row) => ({ retailerId: Number(row.retailer_id), day: String(row.day) }));
  const stored = pages.length ? await storedSimilarityChecks(app.db, customerId, [productId]) : [];
  const [dayRows, rangeRows, reviews, names] = await Promise.all([
    pages.length ? readDayRows(app.facts, customerId, productId, pages) : { intraday: [], offers: [], promotions: [] },
    pages.length
      ? readRangeRows(app.facts, customerId, productId, pages, stored)
      : { assets: [], specifications: [], breadcrumbs: [], awards: [], texts: [], similarity: [] },
    pages.length ? readReviews(app.facts, customerId, productId, pages, productDetailsLimits.reviewListMax) : [],
    rankEntityNames(
      app.db,
      customerId,
      ranks.search.map((row) => Number(row.entity_id)),
      ranks.category.map((row) => Number(row.entity_id)),
    ),
  ]);
  const facts = {
    intraday: byRetailer(dayRows.intraday),
    offers: byRetailer(dayRows.offers),
    promotions: byRetailer(dayRows.promotions),
    assets: byRetailer(rangeRows.assets),
    specifications: byRetailer(rangeRows.specifications),
    breadcrumbs: byRetailer(rangeRows.breadcrumbs),
    awards: byRetailer(rangeRows.awards),
    texts: byRetailer(rangeRows.texts),
    similarity: byRetailer(rangeRows.similarity),
    reviews: byRetailer(reviews),
    sellerNames: await sellerNames(
      app.db,
      dayRows.offers.map((row) => Number(row.seller_id)),
    ),
    sellerIds: scope.sellerIds,
    dcc: dcc.definition,
  };
  const dayOf = new Map(lastDays.map((row) => [Number(row.retailer_id), row]));
  // Images for <img>, which cannot send the bearer token: the product's packshot and each page's carousel,
  // signed for this customer (product images module); without that module the stored addresses stay as they are.
  const images = app.hasDecorator('productImages') ? app.productImages : null;
  const imageOf = (size: 'full' | 'thumb') => (images ? images.packshot(customerId, product.id, size) : null);
  const retailerDetails = visible.flatMap((retailer) => {
    const day = dayOf.get(retailer.id);
    if (!day) return [];
    const detail = retailerDetail(retailer, day, facts);
    if (!images) return [detail];
    const assetList = detail.assetList.map((asset) => ({ ...asset, src: images.forImg(customerId, asset.src) }));
    return [{ ...detail, assetList }];
  });
  const rankNames = { retailers: new Map(visible.map((retailer) => [retailer.id, retailer])), ...names };
  return {
    id: product.id,
    productName: product.name,
    imageUrl: imageOf('full'),
    thumbnailUrl: imageOf('thumb'),
    priceType: priceTypeOf(lastDays),
    infoAvailable: retailerDetails.length > 0,
    dateFrom: period.dateFrom,
    dateTo: period.dateTo,
    retention,
    summary: {
      brandName: product.brandName ?? null,
      eanCode: product.gtinCodes[0] ?? null,
      manufacturerCode: product.mpnCodes[0] ?? null,
      ...priceRange(retailerDetails),
      availabilityRate: availabilityRate(lastDays),
    },
    retailerDetails,
    searchResults: searchResults(ranks.search, rankNames),
    categoryListings: categoryListings(ranks.category, rankNames),
  };
}
