import type { DateGrouping } from '@shelfsight/contracts';
import { DateTime } from 'luxon';

type BucketUnit = 'day' | 'week' | 'month' | 'year';

const UNITS: Record<DateGrouping, BucketUnit> = {
  DAY: 'day',
  WEEK: 'week',
  MONTHNUM: 'month',
  YEAR: 'year',
  YEARSHORT: 'year',
};

/** Calendar days carry no time zone; reading them as UTC keeps every bucket exactly one day apart. */
export function dayToDateTime(day: string): DateTime {
  return DateTime.fromISO(day, { zone: 'utc' }).setLocale('en');
}

/** Start of the bucket that holds a day, in epoch milliseconds (weeks start on Monday, ISO). */
export function bucketStart(day: string, grouping: DateGrouping): number {
  return dayToDateTime(day).startOf(UNITS[grouping]).toMillis();
}

const DAY_MS = 86_400_000;
/**
 * Units of one length in UTC, which has no daylight saving: stepped by adding milliseconds (a year of days is
 * 365 steps on a chart's first drawing, each a calendar sum in luxon).
 */
const FIXED_LENGTH_MS: Partial<Record<BucketUnit, number>> = { day: DAY_MS, week: 7 * DAY_MS };

/** Every bucket from dateFrom to dateTo, both included; a reversed range is read the right way round. */
export function bucketsBetween(dateFrom: string, dateTo: string, grouping: DateGrouping): number[] {
  const unit = UNITS[grouping];
  const [first, last] = [bucketStart(dateFrom, grouping), bucketStart(dateTo, grouping)].sort((a, b) => a - b) as [
    number,
    number,
  ];
  const buckets: number[] = [];
  const step = FIXED_LENGTH_MS[unit];
  if (step !== undefined) {
    for (let at = first; at <= last; at += step) buckets.push(at);
    return buckets;
  }
  for (let at = DateTime.fromMillis(first, { zone: 'utc' }); at.toMillis() <= last;) {
    buckets.push(at.toMillis());
    at = at.plus({ [unit]: 1 });
  }
  return buckets;
}

export function millisToDay(millis: number): string {
  return DateTime.fromMillis(millis, { zone: 'utc' }).toISODate() as string;
}

const AXIS_FORMATS: Record<DateGrouping, string> = {
  DAY: 'd LLL',
  WEEK: 'd LLL',
  MONTHNUM: 'LLL yy',
  YEAR: 'yyyy',
  YEARSHORT: "''yy",
};

/** Short x-axis label: '5 Mar', 'Mar 24', '2024'. */
export function formatAxisDate(millis: number, grouping: DateGrouping): string {
  return DateTime.fromMillis(millis, { zone: 'utc' }).setLocale('en').toFormat(AXIS_FORMATS[grouping]);
}

const TOOLTIP_FORMATS: Record<DateGrouping, string> = {
  // Spec 2 §2: the day tooltip shows the weekday and the day-month.
  DAY: 'ccc d LLL',
  WEEK: "'Week' W, kkkk",
  MONTHNUM: 'LLLL yyyy',
  YEAR: 'yyyy',
  YEARSHORT: 'yyyy',
};

/** Tooltip heading: 'Tue 5 Mar' for days, 'Week 10, 2024', 'March 2024', '2024'. */
export function formatTooltipDate(millis: number, grouping: DateGrouping): string {
  return DateTime.fromMillis(millis, { zone: 'utc' }).setLocale('en').toFormat(TOOLTIP_FORMATS[grouping]);
}
