import { api, apiTarget } from '@shelfsight/api-client';
import {
  type ChartDetailsAnswer,
  type ProductDetails,
  type ProductDetailsAnswer,
  productDetailsPaths,
  widgetQueryPaths,
} from '@shelfsight/contracts';

/** What the dialog asks for: the product and, when the opener gave them, the widget's period and widget. */
export interface ProductDetailsArgs {
  productId: number;
  dateFrom?: string;
  dateTo?: string;
  widgetId?: number;
}

/** The Trends tab's line: one metric of spec 3 §3's chart request over a period. */
export interface ProductTrendArgs {
  productId: number;
  metric:
    | 'DCC_SCORE'
    | 'AVAILABILITY'
    | 'DAYS_OUT_OF_STOCK'
    | 'REVIEW_COUNT'
    | 'REVIEW_SCORE'
    | 'IMAGE_COUNT'
    | 'VIDEO_COUNT'
    | 'PRICE_SELL'
    | 'SEARCH_RANK'
    | 'CATEGORY_RANK';
  dimension: 'RETAILER' | 'SEARCH_KEYWORD' | 'CATEGORY_LISTING';
  dateFrom: string;
  dateTo: string;
}

/** The product details call and the Trends tab's chart details (spec 3 §7). */
export const productDetailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductDetails: build.query<ProductDetails, ProductDetailsArgs>({
      query: ({ productId, ...params }) => ({
        ...apiTarget(productDetailsPaths.details, { productId }),
        params: { ...params, filterUseDefaults: '1' },
      }),
      transformResponse: (answer: ProductDetailsAnswer) => answer.rawOutput,
    }),
    getProductTrend: build.query<ChartDetailsAnswer, ProductTrendArgs>({
      query: ({ dateFrom, dateTo, ...params }) => ({
        ...apiTarget(widgetQueryPaths.chartDetails),
        params: {
          ...params,
          visualizationType: 'LINE',
          dateGranularity: 'DAY',
          aggregationType: 'MIN',
          dates: `${dateFrom},${dateTo}`,
          useDefaults: '0',
        },
      }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetProductDetailsQuery, useGetProductTrendQuery } = productDetailsApi;
