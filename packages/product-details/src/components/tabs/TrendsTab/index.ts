export { default as TrendsTab } from './TrendsTab';
export { TrendsView, type TrendPeriod, type TrendsViewProps } from './TrendsView';
export { trendMetrics, type TrendMetric } from './trendMetrics';
