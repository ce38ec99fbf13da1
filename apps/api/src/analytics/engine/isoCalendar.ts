/**
 * Calendar arithmetic on YYYY-MM-DD dates for choosing a query's stored form (factTablePlan runs it several times
 * per metric query, a few dozen times per request): plain UTC day numbers instead of luxon, whose parsing took
 * about 7 % of the server's main-thread time over the slowest widget shapes of the bench.
 */
const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: number;
  daysInMonth: number;
  /** Days since 1970-01-01. */
  epochDay: number;
}

/** Midnight UTC of a date; setUTCFullYear keeps years below 100 as they are (Date.UTC moves them to 19xx). */
function utcMs(year: number, monthIndex: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date.getTime();
}

/** A YYYY-MM-DD date's parts; anything else (2024-02-30, 2024-2-1) is a RangeError, as parseIsoDate says. */
export function calendarDay(value: string): CalendarDay {
  const match = ISO_DATE.exec(value);
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  const day = Number(match?.[3]);
  const ms = utcMs(year, month - 1, day);
  const date = new Date(ms);
  if (!match || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    throw new RangeError(`Not a YYYY-MM-DD date: ${value}`);
  return {
    year,
    month,
    day,
    weekday: ((date.getUTCDay() + 6) % 7) + 1,
    daysInMonth: new Date(utcMs(year, month, 0)).getUTCDate(),
    epochDay: Math.round(ms / DAY_MS),
  };
}

/** The YYYY-MM-DD date of a day number. */
export function isoDateOfEpochDay(epochDay: number): string {
  const date = new Date(epochDay * DAY_MS);
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}
