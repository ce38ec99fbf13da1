import type { TaskAudit } from '@shelfsight/contracts';
import { formatDueDate } from './dueDate';

type LoggedChange = Pick<TaskAudit, 'field' | 'oldValue' | 'newValue' | 'action_description'>;

const quoted = (value: string) => `'${value}'`;

/**
 * A log line in the words of the dialog: field names as the dialog labels them, due dates in the viewer's date and
 * time rather than stored UTC, and a description's change without repeating its text. Creation, deletion,
 * assignees and comments read as the server wrote them.
 */
export function describeTaskChange(change: LoggedChange): string {
  const { field, oldValue, newValue } = change;
  switch (field) {
    case 'dueDateTime':
      if (newValue === null) return 'Due date removed';
      if (oldValue === null) return `Due date set to ${formatDueDate(newValue)}`;
      return `Due date changed from ${formatDueDate(oldValue)} to ${formatDueDate(newValue)}`;
    case 'title':
      return `Title changed from ${quoted(oldValue ?? '')} to ${quoted(newValue ?? '')}`;
    case 'status':
      return `Status changed from ${quoted(oldValue ?? '')} to ${quoted(newValue ?? '')}`;
    case 'description':
      return newValue ? (oldValue ? 'Description changed' : 'Description added') : 'Description removed';
    default:
      return change.action_description;
  }
}
