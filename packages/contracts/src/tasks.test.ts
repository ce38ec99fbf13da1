import { describe, expect, it } from 'vitest';
import { mentionMarker, mentionedUserIds, taskDetailsAddress, taskDialogOf, withTaskDialog } from './tasks';

describe('task dialog address', () => {
  it('round-trips a task and the create dialog, keeping the screen’s own parameters', () => {
    const details = withTaskDialog(new URLSearchParams('tab=2'), { kind: 'details', taskId: 31 });
    expect(details.toString()).toBe('tab=2&task=31');
    expect(taskDialogOf(details)).toEqual({ kind: 'details', taskId: 31 });
    const create = withTaskDialog(details, { kind: 'create' });
    expect(create.toString()).toBe('tab=2&task=new');
    expect(taskDialogOf(create)).toEqual({ kind: 'create' });
  });

  it('carries the product or widget a new task is created for, dropping a malformed one', () => {
    const linked = withTaskDialog(new URLSearchParams('product=40'), { kind: 'create', link: { productId: 40 } });
    expect(linked.toString()).toBe('product=40&task=new&taskProduct=40');
    expect(taskDialogOf(linked)).toEqual({ kind: 'create', link: { productId: 40 } });
    expect(taskDialogOf(new URLSearchParams('task=new&taskWidget=31&taskProduct=x'))).toEqual({
      kind: 'create',
      link: { widgetId: 31 },
    });
    // Opening a task after creating one from a product leaves no link behind.
    expect(withTaskDialog(linked, { kind: 'details', taskId: 7 }).toString()).toBe('product=40&task=7');
  });

  it('gives the tasks screen address a mail links to', () => {
    const address = taskDetailsAddress(42);
    expect(address).toBe('/tasks/?task=42');
    expect(taskDialogOf(new URL(address, 'https://app.example').searchParams)).toEqual({ kind: 'details', taskId: 42 });
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
