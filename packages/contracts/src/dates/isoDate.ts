import { DateTime } from 'luxon';
import { z } from 'zod';

/** A calendar day as the API and the browser exchange it: YYYY-MM-DD (spec 1 §9). */
export type IsoDate = string;

export const INVALID_ISO_DATE_MESSAGE = 'Enter a date as YYYY-MM-DD.';

/** Rejects impossible days such as 2027-02-29 as well as other formats. */
export const isoDateSchema = z.iso.date({ message: INVALID_ISO_DATE_MESSAGE });

/**
 * Day arithmetic runs in UTC on purpose: a calendar day has no time zone once it is known, and UTC has no
 * daylight-saving gaps that could make "minus one day" land on the same date.
 */
export function parseIsoDate(value: IsoDate): DateTime {
  const day = DateTime.fromISO(value, { zone: 'utc' });
  if (!isoDateSchema.safeParse(value).success || !day.isValid) {
    throw new RangeError(`Not a YYYY-MM-DD date: ${value}`);
  }
  return day;
}

export function toIsoDate(day: DateTime): IsoDate {
  return day.toISODate() as IsoDate;
}

/**
 * Today's date in a time zone (IANA name, default the runtime's zone). Callers pass the result as `today`
 * to the pure functions of this module so that tests and servers decide what "today" is.
 */
export function todayInZone(zone?: string, now: Date | number = Date.now()): IsoDate {
  const instant = typeof now === 'number' ? DateTime.fromMillis(now) : DateTime.fromJSDate(now);
  const local = zone ? instant.setZone(zone) : instant;
  if (!local.isValid) throw new RangeError(`Unknown time zone: ${zone}`);
  return toIsoDate(local);
}

export function addDays(value: IsoDate, days: number): IsoDate {
  return toIsoDate(parseIsoDate(value).plus({ days }));
}

/** Days from `from` to `to`, both included (1 for a single day). */
export function daysInRange(from: IsoDate, to: IsoDate): number {
  return Math.round(parseIsoDate(to).diff(parseIsoDate(from), 'days').days) + 1;
}

/** ISO week of a day, e.g. '2026-W53' for 2026-12-31. */
export function isoWeekOf(value: IsoDate): string {
  const day = parseIsoDate(value);
  return `${day.weekYear}-W${String(day.weekNumber).padStart(2, '0')}`;
}

/**
 * The default a date picker for a future date (an export end date, an expiry) opens with: one year after
 * today, the same calendar day where it exists (29 February falls back to 28 February).
 */
export function defaultFutureDate(today: IsoDate): IsoDate {
  return toIsoDate(parseIsoDate(today).plus({ years: 1 }));
}
