import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
// Brings the api-client module into the program so the augmentation below can find it.
import type {} from '@shelfsight/api-client';

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
}

const initialState: WidgetsUiState = { editor: null };

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
  },
});

export const { widgetEditorOpened, widgetDraftSaved, widgetEditorClosed } = widgetsSlice.actions;

export const selectWidgetEditorDraft = (state: { widgets?: WidgetsUiState }): WidgetEditorDraft | null =>
  state.widgets?.editor ?? null;

declare module '@shelfsight/api-client' {
  // Declaration merging: the app's root reducer learns this slice's state type.
  export interface LazyLoadedSlices extends WithSlice<typeof widgetsSlice> {}
}
