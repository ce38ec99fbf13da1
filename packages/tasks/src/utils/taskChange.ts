import { type Task, taskMessages, type UpdateTask } from '@shelfsight/contracts';

/** The task as it is after the one-field change the server will store (for the optimistic view). */
export function applyChange<T extends Task>(task: T, change: UpdateTask): T {
  if (change.unsetDueDateTime) return { ...task, dueDateTime: taskMessages.noDate };
  const { unsetDueDateTime: _unset, ...fields } = change;
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return { ...task, ...defined };
}
