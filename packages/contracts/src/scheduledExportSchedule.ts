import { DateTime } from 'luxon';
import type { ExportFrequency } from './scheduledExports';

/** The fields of an export that say when it runs. */
export interface ExportSchedule {
  frequency: ExportFrequency;
  weekday: number | null;
  monthDay: number | null;
  startDate: string;
  endDate: string | null;
  time: string;
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Whether an export runs on a day: a monthly day past the month's end means its last day. */
function runsOn(schedule: ExportSchedule, day: DateTime): boolean {
  if (schedule.frequency === 'weekly') return day.weekday === (schedule.weekday ?? 1);
  if (schedule.frequency === 'monthly') return day.day === Math.min(schedule.monthDay ?? 1, day.daysInMonth ?? 31);
  return true;
}

/**
 * The first run strictly after `after` (ISO time), or null when none is left before the end date. Times are
 * UTC: customers have no time zone of their own, and the form says so next to the time.
 */
export function nextExportAfter(schedule: ExportSchedule, after: Date | string): string | null {
  const instant = typeof after === 'string' ? DateTime.fromISO(after, { zone: 'utc' }) : DateTime.fromJSDate(after);
  const [hour, minute] = schedule.time.split(':').map(Number);
  const start = DateTime.fromISO(schedule.startDate, { zone: 'utc' });
  const end = schedule.endDate ? DateTime.fromISO(schedule.endDate, { zone: 'utc' }) : null;
  let day = DateTime.max(start, instant.toUTC().startOf('day'));
  // A monthly run is at most a month and a day away; 400 days covers every rule.
  for (let step = 0; step < 400; step += 1, day = day.plus({ days: 1 })) {
    if (end && day > end) return null;
    if (!runsOn(schedule, day)) continue;
    const at = day.set({ hour, minute, second: 0, millisecond: 0 });
    if (at > instant) return at.toISO({ suppressMilliseconds: true });
  }
  return null;
}

/** 'Daily at 08:00', 'Weekly on Monday at 08:00', 'Monthly on day 31 at 08:00' (UTC). */
export function describeExportFrequency(schedule: Pick<ExportSchedule, 'frequency' | 'weekday' | 'monthDay' | 'time'>) {
  const at = `at ${schedule.time} UTC`;
  if (schedule.frequency === 'weekly') return `Weekly on ${WEEKDAYS[(schedule.weekday ?? 1) - 1]} ${at}`;
  if (schedule.frequency === 'monthly') return `Monthly on day ${schedule.monthDay ?? 1} ${at}`;
  return `Daily ${at}`;
}

export const exportWeekdays = WEEKDAYS.map((label, index) => ({ value: index + 1, label }));
