export { ShareWidgetDialog, type ShareWidgetDialogProps } from './ShareWidgetDialog';
