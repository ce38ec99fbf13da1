import type { ChartDetailsAnswer, ChartValueFormat } from '@shelfsight/contracts';
import { DateTime } from 'luxon';
import type { TrendMetric } from './trendMetrics';

/** Lines of the sample shampoo, per dimension: its retailers, tracked keywords and category pages. */
const sampleLines: Record<TrendMetric['dimension'], { seriesKey: string; label: string }[]> = {
  RETAILER: [
    { seriesKey: 'retailer:11', label: 'Amazon DE' },
    { seriesKey: 'retailer:12', label: 'dm' },
    { seriesKey: 'retailer:21', label: 'bol.com' },
    { seriesKey: 'retailer:31', label: 'Boots' },
  ],
  SEARCH_KEYWORD: [
    { seriesKey: 'keyword:501', label: 'repair shampoo' },
    { seriesKey: 'keyword:502', label: 'shampoo damaged hair' },
    { seriesKey: 'keyword:503', label: 'keratin shampoo' },
  ],
  CATEGORY_LISTING: [{ seriesKey: 'category:701', label: 'Hair care › Shampoo' }],
};

const formats: Record<TrendMetric['metric'], { format: ChartValueFormat; base: number; swing: number }> = {
  DCC_SCORE: { format: { type: 'percent' }, base: 78, swing: 6 },
  AVAILABILITY: { format: { type: 'percent' }, base: 92, swing: 8 },
  DAYS_OUT_OF_STOCK: { format: { type: 'number' }, base: 2, swing: 2 },
  REVIEW_COUNT: { format: { type: 'number' }, base: 300, swing: 20 },
  REVIEW_SCORE: { format: { type: 'number', max: 5 }, base: 4.3, swing: 0.2 },
  IMAGE_COUNT: { format: { type: 'number' }, base: 5, swing: 1 },
  VIDEO_COUNT: { format: { type: 'number' }, base: 1, swing: 1 },
  PRICE_SELL: { format: { type: 'currency', currencyCode: 'EUR' }, base: 7.5, swing: 0.6 },
  SEARCH_RANK: { format: { type: 'rank' }, base: 6, swing: 4 },
  CATEGORY_RANK: { format: { type: 'rank' }, base: 12, swing: 5 },
};

/**
 * A chart details answer for the sample product: a smooth, repeatable wobble per line and day (stories and tests
 * see the same chart), with one missed collection day per line.
 */
export function sampleTrend(
  metric: TrendMetric,
  dateFrom: string,
  dateTo: string,
  lineCount = sampleLines[metric.dimension].length,
): ChartDetailsAnswer {
  const { format, base, swing } = formats[metric.metric];
  const first = DateTime.fromISO(dateFrom);
  const days = Math.round(DateTime.fromISO(dateTo).diff(first, 'days').days) + 1;
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    rawOutput: {
      chartData: sampleLines[metric.dimension].slice(0, lineCount).map((line, index) => ({
        ...line,
        points: Array.from({ length: days }, (_, day) => ({
          date: first.plus({ days: day }).toISODate() as string,
          value: round(Math.max(0, base + swing * Math.sin((day + index * 5) / 4) - index * swing * 0.3)),
        })).filter((_, day) => day !== 3 + index * 7),
      })),
    },
    settingsUsed: {
      metricName: metric.label,
      valueFormat: format,
      aggregationFunction: 'MIN',
      dateFrom,
      dateTo,
      dateGrouping: 'DAY',
    },
  };
}
