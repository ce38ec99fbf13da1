import { describe, expect, it } from 'vitest';
import {
  selectTaskDialog,
  taskCreateOpened,
  taskDetailsOpened,
  taskDialogClosed,
  taskRemoved,
  tasksSlice,
} from './tasksSlice';

const reduce = tasksSlice.reducer;

describe('tasksSlice', () => {
  it('starts with no dialog open', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual({ dialog: null });
  });

  it('opens the details dialog of one task, replacing any other dialog', () => {
    const withCreate = reduce(undefined, taskCreateOpened());
    expect(withCreate.dialog).toEqual({ kind: 'create' });
    const withDetails = reduce(withCreate, taskDetailsOpened(42));
    expect(withDetails.dialog).toEqual({ kind: 'details', taskId: 42 });
  });

  it('opens the create dialog linked to what it was opened from', () => {
    const open = reduce(undefined, taskCreateOpened({ productId: 4711 }));
    expect(open.dialog).toEqual({ kind: 'create', link: { productId: 4711 } });
    expect(reduce(open, taskCreateOpened({ widgetId: 9 })).dialog).toEqual({ kind: 'create', link: { widgetId: 9 } });
    expect(reduce(open, taskCreateOpened()).dialog).toEqual({ kind: 'create' });
  });

  it('closes the dialog', () => {
    const open = reduce(undefined, taskDetailsOpened(7));
    expect(reduce(open, taskDialogClosed()).dialog).toBeNull();
  });

  it('closes the details dialog only when its own task is removed', () => {
    const open = reduce(undefined, taskDetailsOpened(7));
    expect(reduce(open, taskRemoved(8)).dialog).toEqual({ kind: 'details', taskId: 7 });
    expect(reduce(open, taskRemoved(7)).dialog).toBeNull();
  });

  it('selects no dialog while the slice is not injected yet', () => {
    expect(selectTaskDialog({})).toBeNull();
    expect(selectTaskDialog({ tasks: reduce(undefined, taskDetailsOpened(3)) })).toEqual({
      kind: 'details',
      taskId: 3,
    });
  });
});
