import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
// Brings the api-client module into the program so the augmentation below can find it.
import type {} from '@shelfsight/api-client';

/**
 * Which task dialog the main layout shows. Only one is open at a time: the task details
 * dialog for an existing task, or the create dialog for a new one (spec 3 §2.5).
 */
export type TaskDialog = { kind: 'details'; taskId: number } | { kind: 'create'; link?: TaskCreateLink };

/** What a task created from another screen points at (the create call's `productId` / `widgetId`). */
export interface TaskCreateLink {
  productId?: number;
  widgetId?: number;
}

export interface TasksUiState {
  dialog: TaskDialog | null;
}

const initialState: TasksUiState = { dialog: null };

export const tasksSlice = createSlice({
  name: 'tasks',
  initialState,
  reducers: {
    taskDetailsOpened(state, action: PayloadAction<number>) {
      state.dialog = { kind: 'details', taskId: action.payload };
    },
    /** Opens the create dialog, linked to a product or dashboard widget when opened from one. */
    taskCreateOpened(state, action: PayloadAction<TaskCreateLink | undefined>) {
      state.dialog = action.payload ? { kind: 'create', link: action.payload } : { kind: 'create' };
    },
    taskDialogClosed(state) {
      state.dialog = null;
    },
    /** A deleted task must not leave its dialog open on a task that no longer exists. */
    taskRemoved(state, action: PayloadAction<number>) {
      if (state.dialog?.kind === 'details' && state.dialog.taskId === action.payload) {
        state.dialog = null;
      }
    },
  },
});

export const { taskDetailsOpened, taskCreateOpened, taskDialogClosed, taskRemoved } = tasksSlice.actions;

/** The slice is injected by the app, so the root state may not carry it yet. */
export const selectTaskDialog = (state: { tasks?: TasksUiState }): TaskDialog | null => state.tasks?.dialog ?? null;

declare module '@shelfsight/api-client' {
  // Declaration merging: the app's root reducer learns this slice's state type.
  export interface LazyLoadedSlices extends WithSlice<typeof tasksSlice> {}
}
