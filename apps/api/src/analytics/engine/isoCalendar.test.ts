import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { wholeWeeksOf } from './dayRollups';
import { calendarDay, isoDateOfEpochDay } from './isoCalendar';

// The plan's calendar against luxon, day by day: the turn of 2020 with ISO week 53, the leap day, month ends.
const days: string[] = [];
for (let day = DateTime.utc(2019, 12, 1); day <= DateTime.utc(2021, 3, 31); day = day.plus({ days: 1 }))
  days.push(day.toISODate() ?? '');

/** The whole ISO weeks of a range as luxon counts them: the first Monday on or after the start, the last Sunday on or before the end. */
function plainWholeWeeks(from: string, to: string) {
  let first = DateTime.fromISO(from, { zone: 'utc' });
  while (first.weekday !== 1) first = first.plus({ days: 1 });
  let lastSunday = DateTime.fromISO(to, { zone: 'utc' });
  while (lastSunday.weekday !== 7) lastSunday = lastSunday.minus({ days: 1 });
  const lastMonday = lastSunday.minus({ days: 6 });
  return first > lastMonday ? null : { firstMonday: first.toISODate(), lastMonday: lastMonday.toISODate() };
}

describe('the plan’s calendar', () => {
  it('gives every day the year, month, day, ISO weekday, month length and day number luxon gives', () => {
    for (const value of days) {
      const day = DateTime.fromISO(value, { zone: 'utc' });
      expect(calendarDay(value)).toEqual({
        year: day.year,
        month: day.month,
        day: day.day,
        weekday: day.weekday,
        daysInMonth: day.daysInMonth,
        epochDay: Math.round(day.toMillis() / 86_400_000),
      });
      expect(isoDateOfEpochDay(calendarDay(value).epochDay)).toBe(value);
    }
  });

  it('finds the whole ISO weeks of every range of up to 40 days as a day-by-day count does', () => {
    for (let start = 0; start < days.length; start += 3)
      for (let length = 0; length < 40 && start + length < days.length; length += 1) {
        const from = days[start] ?? '';
        const to = days[start + length] ?? '';
        expect(wholeWeeksOf(from, to), `${from}–${to}`).toEqual(plainWholeWeeks(from, to));
      }
  });

  it('refuses what is not a YYYY-MM-DD date', () => {
    for (const value of ['2024-02-30', '2023-02-29', '2024-2-01', '2024-13-01', '', '2024-01-01T00:00'])
      expect(() => calendarDay(value), value).toThrow(RangeError);
    expect(calendarDay('2024-02-29').daysInMonth).toBe(29);
  });
});
