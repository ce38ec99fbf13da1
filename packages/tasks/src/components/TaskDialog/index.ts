export { TASK_DIALOG_WIDTH, TaskDialog, type TaskDialogProps } from './TaskDialog';
export { COMMENT_TEXTS } from './CommentsSection';
