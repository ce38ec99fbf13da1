import { taskMessages } from '@shelfsight/contracts';
import { formatPrettyDateTime } from '@shelfsight/ui-kit';
import { DateTime } from 'luxon';
import { statusColor } from './statusColor';

/** The default due time: 15:00 the next day (spec 3 §9). */
export const DEFAULT_DUE_HOUR = 15;

/** What the time switch sets when it is turned on and no date is set yet. */
export const defaultDueDate = (now: DateTime): DateTime =>
  now.plus({ days: 1 }).set({ hour: DEFAULT_DUE_HOUR, minute: 0, second: 0, millisecond: 0 });

/** The stored due date as a luxon value, or null for 'NO DATE SET'. */
export function dueDateOf(dueDateTime: string): DateTime | null {
  if (dueDateTime === taskMessages.noDate) return null;
  const parsed = DateTime.fromISO(dueDateTime);
  return parsed.isValid ? parsed : null;
}

/** How a due date reads in the list and the dialog: the house's date and time, 'Dec 3, 2026, 09:05'. */
export function formatDueDate(dueDateTime: string): string {
  const date = dueDateOf(dueDateTime);
  return date ? formatPrettyDateTime(date) : taskMessages.noDate;
}

/** A task is overdue when its due date has passed and its status is not a done one (the success-like chip). */
export function isOverdue(task: { dueDateTime: string; status: string }, now: DateTime): boolean {
  const due = dueDateOf(task.dueDateTime);
  return due !== null && due < now && statusColor(task.status) !== 'success';
}

/** The picker refuses days before today (spec 3 §5). */
export const isBeforeToday = (day: DateTime, now: DateTime): boolean => day < now.startOf('day');
