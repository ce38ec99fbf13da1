import { describe, expect, it } from 'vitest';
import { mentionMarker, mentionedUserIds, taskDialogOf, withTaskDialog } from './tasks';

describe('task dialog address', () => {
  it('round-trips a task and the create dialog, keeping the screen’s own parameters', () => {
    const details = withTaskDialog(new URLSearchParams('tab=2'), { kind: 'details', taskId: 31 });
    expect(details.toString()).toBe('tab=2&task=31');
    expect(taskDialogOf(details)).toEqual({ kind: 'details', taskId: 31 });
    const create = withTaskDialog(details, { kind: 'create' });
    expect(create.toString()).toBe('tab=2&task=new');
    expect(taskDialogOf(create)).toEqual({ kind: 'create' });
  });

  it('names no dialog for a missing or unusable value', () => {
    for (const search of ['', 'task=', 'task=0', 'task=-3', 'task=abc', `task=${'9'.repeat(11)}`])
      expect(taskDialogOf(new URLSearchParams(search))).toBeNull();
  });
});

describe('mentions', () => {
  it('finds each mentioned user once, in order of first mention', () => {
    const text = `Hi ${mentionMarker(4)} and ${mentionMarker(12)}, ${mentionMarker(4)} again`;
    expect(mentionedUserIds(text)).toEqual([4, 12]);
  });
});
