import type { LineChartRawOutput, LineChartSettingsUsed } from '@shelfsight/contracts';
import { DateTime } from 'luxon';

/** Realistic demo data for stories and tests: availability of a nappy range at 20 UK retailers. */
export const SAMPLE_RETAILERS = [
  'Tesco',
  'Sainsbury’s',
  'Asda',
  'Morrisons',
  'Waitrose',
  'Ocado',
  'Amazon UK',
  'Boots',
  'Superdrug',
  'Iceland',
  'Co-op',
  'Aldi',
  'Lidl',
  'M&S Food',
  'Argos',
  'Wilko',
  'B&M',
  'Home Bargains',
  'Savers',
  'Costco UK',
];

/** A smooth, repeatable wobble instead of random numbers, so stories and tests see the same chart. */
function availability(retailer: number, day: number): number {
  const base = 97 - retailer * 1.4;
  const wave = 4 * Math.sin((day + retailer * 7) / 9) + 2 * Math.cos((day * (retailer + 3)) / 17);
  return Math.round(Math.min(100, Math.max(0, base + wave)) * 10) / 10;
}

export function availabilityByRetailer(days: number, retailers = SAMPLE_RETAILERS.length, dateTo = '2024-03-31') {
  const last = DateTime.fromISO(dateTo, { zone: 'utc' });
  const first = last.minus({ days: days - 1 });
  const data: LineChartRawOutput = {
    chartData: SAMPLE_RETAILERS.slice(0, retailers).map((label, retailer) => ({
      seriesKey: `retailer:${retailer + 1}`,
      label,
      points: Array.from({ length: days }, (_, day) => ({
        date: first.plus({ days: day }).toISODate() as string,
        value: availability(retailer, day),
      }))
        // Every retailer misses a collection day now and then; the chart shows the gap.
        .filter((_, day) => (day + retailer) % 23 !== 0),
    })),
    clickThroughs: SAMPLE_RETAILERS.slice(0, retailers).map((_, retailer) => ({
      seriesKey: `retailer:${retailer + 1}`,
      dimension: 'retailer',
      entityId: retailer + 1,
    })),
  };
  const settings: LineChartSettingsUsed = {
    metricName: 'Availability',
    valueFormat: { type: 'percent' },
    aggregationFunction: 'AVG',
    dateFrom: first.toISODate() as string,
    dateTo: dateTo,
    dateGrouping: 'DAY',
  };
  return { data, settings };
}
