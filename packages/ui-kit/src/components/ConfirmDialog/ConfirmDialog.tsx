import { Modal } from 'antd';
import type { ReactNode } from 'react';

export interface ConfirmOptions {
  title?: ReactNode;
  content?: ReactNode;
  confirmText?: ReactNode;
  cancelText?: ReactNode;
  /** Paints the confirm button as destructive (delete, remove, discard). */
  danger?: boolean;
}

export const CONFIRM_DEFAULTS = {
  title: 'Are you sure?',
  confirmText: 'Confirm',
  cancelText: 'Cancel',
} as const;

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Keeps the dialog open with a spinner on Confirm while the caller works. */
  confirmLoading?: boolean;
}

/** The app's yes/no question (spec 1 §2); useConfirm() is the promise-based way to ask it. */
export function ConfirmDialog({
  open,
  title = CONFIRM_DEFAULTS.title,
  content,
  confirmText = CONFIRM_DEFAULTS.confirmText,
  cancelText = CONFIRM_DEFAULTS.cancelText,
  danger = false,
  confirmLoading,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      okText={confirmText}
      cancelText={cancelText}
      okButtonProps={{ danger }}
      confirmLoading={confirmLoading}
      onOk={onConfirm}
      onCancel={onCancel}
      width={420}
      destroyOnHidden
      centered
    >
      {content}
    </Modal>
  );
}
