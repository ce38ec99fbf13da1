export { CONFIRM_DEFAULTS, ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps, ConfirmOptions } from './ConfirmDialog';
export { ConfirmProvider, useConfirm } from './ConfirmProvider';
export type { ConfirmFn } from './ConfirmProvider';
