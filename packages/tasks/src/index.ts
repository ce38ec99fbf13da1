export { tasksFeature } from './feature';
export {
  selectTaskDialog,
  taskCreateOpened,
  taskDetailsOpened,
  taskDialogClosed,
  taskRemoved,
  type TaskDialog,
  type TasksUiState,
} from './state/tasksSlice';
