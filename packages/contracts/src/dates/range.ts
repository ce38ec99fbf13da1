import { z } from 'zod';
import { parseRelativeCode } from './codes';
import { isoDateSchema, parseIsoDate, toIsoDate, type IsoDate } from './isoDate';

/** Both days included. */
export const dateRangeSchema = z.object({ dateFrom: isoDateSchema, dateTo: isoDateSchema });
export type DateRange = z.infer<typeof dateRangeSchema>;

/** A reversed range is swapped (spec 2 §4); YYYY-MM-DD strings order like the days they name. */
export function orderRange(range: DateRange): DateRange {
  return range.dateFrom <= range.dateTo ? range : { dateFrom: range.dateTo, dateTo: range.dateFrom };
}

/**
 * The days a relative code covers on `today` (see codes.ts for the meaning of each unit). Legacy codes are
 * mapped first. Returns null when `code` is not a relative code (for example 'cu').
 */
export function resolveRelativeCode(code: string, today: IsoDate): DateRange | null {
  const parsed = parseRelativeCode(code);
  if (!parsed) return null;
  const day = parseIsoDate(today);
  const yesterday = day.minus({ days: 1 });
  const { count, unit } = parsed;
  if (count === 0) return { dateFrom: today, dateTo: today };
  switch (unit) {
    case 'd':
      return { dateFrom: toIsoDate(day.minus({ days: count })), dateTo: toIsoDate(yesterday) };
    case 'i':
      return { dateFrom: toIsoDate(day.minus({ days: count - 1 })), dateTo: today };
    case 'w': {
      // luxon weeks are ISO weeks: they start on Monday and a year may have a week 53.
      const thisMonday = day.startOf('week');
      return {
        dateFrom: toIsoDate(thisMonday.minus({ weeks: count })),
        dateTo: toIsoDate(thisMonday.minus({ days: 1 })),
      };
    }
    case 'm':
      return { dateFrom: toIsoDate(day.minus({ months: count })), dateTo: toIsoDate(yesterday) };
    case 'y':
      return { dateFrom: toIsoDate(day.minus({ years: count })), dateTo: toIsoDate(yesterday) };
  }
}
