import { z } from 'zod';
import { calculatedMetricFieldSchema, calculatedMetricValueSchema } from './calculatedMetric';
import { coercedId } from './primitives';
import { queryFlagSchema, queryIdListSchema } from './widgets/widgetDataDetails';

/**
 * The product details of spec 3 §2.1, §3 and §7: one product across every retailer the caller may see, as its
 * pages stood on the last observed day of the period, with the period's search and category ranks. GET
 * products/get-details/{productId} answers `{ rawOutput }` like the spec's other detail calls; the Trends tab uses
 * chart/get-details (widgets' contracts).
 */
export const productDetailsPaths = {
  details: '/api/customer/:customerId/products/get-details/:productId',
} as const;

export const productDetailsMessages = {
  unavailable: 'Product information unavailable.',
  failed: 'An error occurred, please contact support.',
  unknownProduct: 'This product does not exist for this customer.',
  periodOrder: 'dateFrom must not be after dateTo.',
  afterRetention: 'The period lies after the newest day your data retention allows.',
} as const;

/** Spec 3 §9. */
export const productDetailsLimits = {
  /** Detail tables hide their footer at this many rows or fewer. */
  footerHiddenAtRows: 10,
  pdpMaxRetailers: 4,
  descriptionPreviewWords: 50,
  dialogWidth: 1440,
  dccDialogWidth: 700,
  offersDialogMaxWidth: 1000,
  /** The newest reviews a retailer detail carries (the reviews dialog's rows). */
  reviewListMax: 200,
} as const;

const isoDay = z.iso.date({ message: 'Enter a date as YYYY-MM-DD.' });

/** Query of products/get-details/{productId} (spec 3 §7); filters as in get-widget-data-details. */
export const productDetailsQuerySchema = z.object({
  /** The period; absent: the last 30 days of the customer's data. dateTo alone means that day's page. */
  dateFrom: isoDay.optional(),
  dateTo: isoDay.optional(),
  /** The saved widget the product was picked from: its filters and retailer assortment apply. */
  widgetId: coercedId().optional(),
  filterUseDefaults: queryFlagSchema.optional(),
  applyRetailerAssortment: queryFlagSchema.optional(),
  savedFilterIds: queryIdListSchema,
  filterRetailerIds: queryIdListSchema,
  filterCountryIds: queryIdListSchema,
  filterSellerIds: queryIdListSchema,
});
export type ProductDetailsQuery = z.input<typeof productDetailsQuerySchema>;
export type ProductDetailsQueryParsed = z.output<typeof productDetailsQuerySchema>;
export const productDetailsParamsSchema = z.object({ customerId: coercedId(), productId: coercedId() });

const money = z.number().nullable();
const text = z.string().nullable();

export const sellerDetailsSchema = z.object({
  displayName: z.string(),
  ratingOverall: z.number().nullable(),
  ratingProduct_Information: z.number().nullable(),
  ratingDelivery_Time: z.number().nullable(),
  ratingShipping: z.number().nullable(),
  ratingService: z.number().nullable(),
  recentReviewCount: z.number().int().nullable(),
});

export const offerSchema = z.object({
  sellerName: z.string(),
  offerCondition: z.string(),
  sellerHasBuyButton: z.boolean(),
  /** The seller that wins the buy box that day. */
  isBuyBox: z.boolean(),
  offerPrice: money,
  offerInStock: z.boolean(),
  offerAvailabilityText: text,
  sellerDetails: sellerDetailsSchema,
});
export type Offer = z.infer<typeof offerSchema>;

export const reviewSchema = z.object({
  score: z.number().int().min(1).max(5),
  title: text,
  body: text,
  datePublished: isoDay,
  /** ISO 3166 alpha-2. */
  country: text,
});
export type Review = z.infer<typeof reviewSchema>;

export const searchResultSchema = z.object({
  retailerId: z.number().int(),
  retailer: z.string(),
  keywordId: z.number().int(),
  keyword: z.string(),
  rank: z.number().int(),
  page: z.number().int(),
  /** ISO date-time (UTC) of the search. */
  searchTimestamp: z.string(),
  searchVolume: z.number().int().nullable(),
  country: text,
  serpURL: text,
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const categoryListingSchema = z.object({
  retailerId: z.number().int(),
  retailer: z.string(),
  categoryId: z.number().int(),
  label: z.string(),
  rank: z.number().int(),
  page: z.number().int(),
  searchTimestamp: z.string(),
  country: text,
  serpURL: text,
});
export type CategoryListing = z.infer<typeof categoryListingSchema>;

/** A complete condition of a DCC rule, and whether this page met it. */
export const dccConditionResultSchema = z.object({
  field: calculatedMetricFieldSchema,
  operator: z.string(),
  value: calculatedMetricValueSchema,
  met: z.boolean(),
});

export type DccConditionResult = z.infer<typeof dccConditionResultSchema>;

/** A DCC rule as the active criteria define it, and whether this page met it. */
export const dccComponentResultSchema = z.object({
  name: z.string(),
  description: z.string(),
  weight: z.number(),
  met: z.boolean(),
  /** How its conditions are joined. */
  operator: z.enum(['AND', 'OR']),
  conditions: z.array(dccConditionResultSchema),
});
export type DccComponentResult = z.infer<typeof dccComponentResultSchema>;
export const dccGroupResultSchema = z.object({
  name: z.string(),
  /** The group's share of the score, 0–1. */
  weight: z.number(),
  /** Share of the group's component weight met, 0–100. */
  score: z.number(),
  components: z.array(dccComponentResultSchema),
});
export type DccGroupResult = z.infer<typeof dccGroupResultSchema>;

export const intradayRecordSchema = z.object({
  /** ISO date-time (UTC) the page was read. */
  downloadDateTime: z.string(),
  sellingPrice: money,
  originalPrice: money,
  inStockIndicator: z.enum(['Yes', 'No']).nullable(),
  stockText: text,
});
export type IntradayRecord = z.infer<typeof intradayRecordSchema>;

/** Retailer detail of spec 3 §3: the product's page at one retailer on `day`. */
export const retailerDetailSchema = z.object({
  retailerId: z.number().int(),
  retailerName: z.string(),
  retailerLogoURL: text,
  countryCode: z.string(),
  countryName: z.string(),
  pdpURL: text,
  shopProductId: text,
  productRecordId: z.number().int().nullable(),
  /** The day the values below were read (the last observed day of the period). */
  day: isoDay,
  downloadDateTime: text,
  listed: z.boolean(),
  fullProductTitle: text,
  productTitle: text,
  productSubTitle: text,
  productTitleWordCount: z.number().int().nullable(),
  productTitleCharCount: z.number().int().nullable(),
  productSubTitleWordCount: z.number().int().nullable(),
  productSubTitleCharCount: z.number().int().nullable(),
  productDescription: text,
  productDescriptionWordCount: z.number().int().nullable(),
  productDescriptionCharCount: z.number().int().nullable(),
  productDescriptionPresent: z.boolean(),
  bulletpointsPresent: z.boolean(),
  bulletpointDetails: z.array(z.string()),
  pdpbrand: text,
  pdpGtin: text,
  pdpMpnCode: text,
  dccScore: z.number().nullable(),
  dccScoreDetails: z.object({ groups: z.array(dccGroupResultSchema) }),
  imageCount: z.number().int().nullable(),
  videoCount: z.number().int().nullable(),
  assetList: z.array(
    z.object({ type: z.enum(['IMAGE', 'VIDEO']), src: z.string(), subType: text, position: z.number().int() }),
  ),
  /** The image-similarity label of the first image against the reference images, when the module checked it. */
  referenceImageResult: text,
  imageSubTypes: z.array(z.string()),
  /** ISO 4217 of the prices of this retailer. */
  currency: text,
  sellingPrice: money,
  originalPrice: money,
  inStockIndicator: z.enum(['Yes', 'No']).nullable(),
  stockText: text,
  deliveryTimeText: text,
  offerList: z.array(offerSchema),
  reviewCount: z.number().int().nullable(),
  reviewRating: z.number().nullable(),
  /** Reviews visible on the page that day, newest first (at most productDetailsLimits.reviewListMax). */
  reviewList: z.array(reviewSchema),
  promotionDetails: z.array(z.object({ title: z.string(), imageUrl: text, text, link: text })),
  awardDetails: z.array(z.object({ label: z.string(), imageUrl: text, targetUrl: text })),
  specsTableSimplified: z.array(z.object({ name: z.string(), value: text })),
  breadcrumbs: z.array(z.object({ label: z.string(), url: text })),
  /** The day's intraday reads, in time order. */
  intraDayRecords: z.array(intradayRecordSchema),
});
export type RetailerDetail = z.infer<typeof retailerDetailSchema>;

/** Product detail summary of spec 3 §3. */
export const productDetailSummarySchema = z.object({
  brandName: text,
  eanCode: text,
  manufacturerCode: text,
  /** Lowest and highest selling price over the retailers priced in `currency`, the currency most of them use. */
  minPrice: money,
  maxPrice: money,
  currency: text,
  /** In-stock share of the listed retailer-days of the period, 0–100. */
  availabilityRate: z.number().nullable(),
});

export const productDetailsSchema = z.object({
  id: z.number().int(),
  productName: z.string(),
  /** The product's main image and its thumbnail, null when it has none. */
  imageUrl: text,
  thumbnailUrl: text,
  /** INCL unless every retailer shown prices excluding VAT (the prices footnote, spec 3 §2.1). */
  priceType: z.enum(['INCL', 'EXCL']).nullable(),
  infoAvailable: z.boolean(),
  /** The period answered, after the caller's data retention. */
  dateFrom: isoDay,
  dateTo: isoDay,
  /** The days the caller's data retention allows (the Trends tab's date picker). */
  retention: z.object({ minDate: isoDay, maxDate: isoDay }),
  summary: productDetailSummarySchema,
  retailerDetails: z.array(retailerDetailSchema),
  searchResults: z.array(searchResultSchema),
  categoryListings: z.array(categoryListingSchema),
});
export type ProductDetails = z.infer<typeof productDetailsSchema>;

export const productDetailsAnswerSchema = z.object({ rawOutput: productDetailsSchema });
export type ProductDetailsAnswer = z.infer<typeof productDetailsAnswerSchema>;
