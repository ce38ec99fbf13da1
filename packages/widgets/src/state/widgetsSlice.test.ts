import { describe, expect, it } from 'vitest';
import {
  selectWidgetEditorDraft,
  widgetDraftSaved,
  widgetEditorClosed,
  widgetEditorOpened,
  widgetsSlice,
  widgetUpdateFinished,
  widgetUpdateStarted,
  selectUpdatingWidgetIds,
  selectWidgetListPeriod,
  widgetListPeriodChanged,
} from './widgetsSlice';

const reduce = widgetsSlice.reducer;

describe('widgetsSlice', () => {
  it('opens the editor on a new widget for a dashboard', () => {
    const state = reduce(undefined, widgetEditorOpened({ dashboardId: 12 }));
    expect(selectWidgetEditorDraft({ widgets: state })).toEqual({ widgetId: null, dashboardId: 12 });
  });

  it('opens the editor on an existing widget', () => {
    const state = reduce(undefined, widgetEditorOpened({ widgetId: 5 }));
    expect(state.editor).toEqual({ widgetId: 5, dashboardId: null });
  });

  it('keeps the stored id after the first save of a new widget', () => {
    const draft = reduce(undefined, widgetEditorOpened({ dashboardId: 3 }));
    expect(reduce(draft, widgetDraftSaved(99)).editor).toEqual({ widgetId: 99, dashboardId: 3 });
  });

  it('ignores a save when no editor is open, and closes the editor', () => {
    expect(reduce(undefined, widgetDraftSaved(1)).editor).toBeNull();
    const open = reduce(undefined, widgetEditorOpened(undefined));
    expect(reduce(open, widgetEditorClosed()).editor).toBeNull();
    expect(selectWidgetEditorDraft({})).toBeNull();
  });

  it('flags a widget as updating until its update settles, whichever way', () => {
    const started = reduce(reduce(undefined, widgetUpdateStarted(4)), widgetUpdateStarted(4));
    expect(selectUpdatingWidgetIds({ widgets: started })).toEqual([4]);
    expect(reduce(started, widgetUpdateFinished(4)).updatingWidgetIds).toEqual([]);
    expect(selectUpdatingWidgetIds({})).toEqual([]);
  });

  it('keeps the list period, the last 30 days until one is chosen', () => {
    expect(selectWidgetListPeriod({})).toEqual({ preset: '30d', compare: false });
    const week = { preset: '7d', compare: true, comparePreset: 'pp' as const };
    expect(selectWidgetListPeriod({ widgets: reduce(undefined, widgetListPeriodChanged(week)) })).toEqual(week);
  });
});
