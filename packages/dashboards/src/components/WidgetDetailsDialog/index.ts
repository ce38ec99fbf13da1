export { DETAILS_TEXTS, detailsTargetOf, WidgetDetailsDialog, type WidgetDetailsTarget } from './WidgetDetailsDialog';
