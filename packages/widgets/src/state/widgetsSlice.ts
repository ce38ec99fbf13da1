import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
// Brings the api-client module into the program so the augmentation below can find it.
import type {} from '@shelfsight/api-client';
import { DEFAULT_DATE_PICKER_VALUE, type DatePickerValue } from '@shelfsight/contracts';

/**
 * The widget being edited in the widget editor (/widgets/edit/). A new widget has no id yet;
 * dashboardId says which dashboard the saved widget is added to, when opened from one.
 */
export interface WidgetEditorDraft {
  widgetId: number | null;
  dashboardId: number | null;
}

export interface WidgetsUiState {
  editor: WidgetEditorDraft | null;
  /** Widgets whose update is on its way to the server (spec 2 §4: the flag is reset when it fails). */
  updatingWidgetIds: number[];
  /** The period of every preview on /widgets/, kept while the user edits a widget and comes back. */
  listPeriod: DatePickerValue;
}

const initialState: WidgetsUiState = { editor: null, updatingWidgetIds: [], listPeriod: DEFAULT_DATE_PICKER_VALUE };

export const widgetsSlice = createSlice({
  name: 'widgets',
  initialState,
  reducers: {
    widgetEditorOpened(state, action: PayloadAction<Partial<WidgetEditorDraft> | undefined>) {
      state.editor = {
        widgetId: action.payload?.widgetId ?? null,
        dashboardId: action.payload?.dashboardId ?? null,
      };
    },
    /** A first save turns the new-widget draft into an edit of the stored widget. */
    widgetDraftSaved(state, action: PayloadAction<number>) {
      if (state.editor) state.editor.widgetId = action.payload;
    },
    widgetEditorClosed(state) {
      state.editor = null;
    },
    widgetUpdateStarted(state, action: PayloadAction<number>) {
      if (!state.updatingWidgetIds.includes(action.payload)) state.updatingWidgetIds.push(action.payload);
    },
    widgetUpdateFinished(state, action: PayloadAction<number>) {
      state.updatingWidgetIds = state.updatingWidgetIds.filter((id) => id !== action.payload);
    },
    widgetListPeriodChanged(state, action: PayloadAction<DatePickerValue>) {
      state.listPeriod = action.payload;
    },
  },
});

export const {
  widgetEditorOpened,
  widgetDraftSaved,
  widgetEditorClosed,
  widgetUpdateStarted,
  widgetUpdateFinished,
  widgetListPeriodChanged,
} = widgetsSlice.actions;

export const selectWidgetEditorDraft = (state: { widgets?: WidgetsUiState }): WidgetEditorDraft | null =>
  state.widgets?.editor ?? null;

// One empty array, so a store without this slice yet does not look changed on every render.
const NONE: number[] = [];
export const selectUpdatingWidgetIds = (state: { widgets?: WidgetsUiState }): number[] =>
  state.widgets?.updatingWidgetIds ?? NONE;

export const selectWidgetListPeriod = (state: { widgets?: WidgetsUiState }): DatePickerValue =>
  state.widgets?.listPeriod ?? DEFAULT_DATE_PICKER_VALUE;

declare module '@shelfsight/api-client' {
  // Declaration merging: the app's root reducer learns this slice's state type.
  export interface LazyLoadedSlices extends WithSlice<typeof widgetsSlice> {}
}
