export { detailsTargetOf, WidgetDetailsDialog, type WidgetDetailsTarget } from './WidgetDetailsDialog';
export { DETAILS_TEXTS, WidgetDetailsModal, type WidgetDetailsModalProps } from './WidgetDetailsModal';
