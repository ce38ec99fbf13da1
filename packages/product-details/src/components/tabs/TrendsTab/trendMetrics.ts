import type { ProductTrendArgs } from '../../../api/productDetailsApi';

export interface TrendMetric {
  label: string;
  metric: ProductTrendArgs['metric'];
  dimension: ProductTrendArgs['dimension'];
}

/**
 * The Trends tab's buttons (spec 3 §2.1), in the spec's order. Ranks are drawn per keyword or category page, as a
 * product's rank only means something within one result list; everything else per retailer.
 */
export const trendMetrics: TrendMetric[] = [
  { label: 'DCC score', metric: 'DCC_SCORE', dimension: 'RETAILER' },
  { label: 'Stock', metric: 'AVAILABILITY', dimension: 'RETAILER' },
  { label: 'Days out of stock', metric: 'DAYS_OUT_OF_STOCK', dimension: 'RETAILER' },
  { label: 'Reviews', metric: 'REVIEW_COUNT', dimension: 'RETAILER' },
  { label: 'Rating', metric: 'REVIEW_SCORE', dimension: 'RETAILER' },
  { label: 'Images', metric: 'IMAGE_COUNT', dimension: 'RETAILER' },
  { label: 'Videos', metric: 'VIDEO_COUNT', dimension: 'RETAILER' },
  { label: 'Selling price', metric: 'PRICE_SELL', dimension: 'RETAILER' },
  { label: 'Search rank', metric: 'SEARCH_RANK', dimension: 'SEARCH_KEYWORD' },
  { label: 'Category rank', metric: 'CATEGORY_RANK', dimension: 'CATEGORY_LISTING' },
];
