import { formatPrettyDateTime } from '@shelfsight/ui-kit';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { describeTaskChange } from './taskLog';

const change = (field: string, oldValue: string | null, newValue: string | null) => ({
  field,
  oldValue,
  newValue,
  action_description: `${field} changed from ${oldValue ?? 'nothing'} to ${newValue ?? 'nothing'}`,
});

describe('describeTaskChange', () => {
  it('writes due dates in the viewer’s date and time, never the stored field name or UTC text', () => {
    const stored = '2026-12-03T15:00:00.000Z';
    const shown = formatPrettyDateTime(DateTime.fromISO(stored));
    const set = describeTaskChange(change('dueDateTime', null, stored));
    expect(set).toBe(`Due date set to ${shown}`);
    expect(set).not.toContain('dueDateTime');
    expect(set).not.toContain(stored);
    const later = '2026-12-04T09:30:00.000Z';
    expect(describeTaskChange(change('dueDateTime', stored, later))).toBe(
      `Due date changed from ${shown} to ${formatPrettyDateTime(DateTime.fromISO(later))}`,
    );
    expect(describeTaskChange(change('dueDateTime', stored, null))).toBe('Due date removed');
  });

  it('names the title and status by their labels and the description without its text', () => {
    expect(describeTaskChange(change('title', 'Check MAP', 'Check MAP at Kaufhalle'))).toBe(
      "Title changed from 'Check MAP' to 'Check MAP at Kaufhalle'",
    );
    expect(describeTaskChange(change('status', 'To do', 'In progress'))).toBe(
      "Status changed from 'To do' to 'In progress'",
    );
    expect(describeTaskChange(change('description', 'old text', 'a long new text'))).toBe('Description changed');
    expect(describeTaskChange(change('description', '', 'text'))).toBe('Description added');
    expect(describeTaskChange(change('description', 'text', ''))).toBe('Description removed');
  });

  it('keeps the server’s words for creation, assignees and comments', () => {
    const assigned = { ...change('assignee', null, 'Bob Analyst'), action_description: 'Assigned Bob Analyst' };
    expect(describeTaskChange(assigned)).toBe('Assigned Bob Analyst');
  });
});
