export { WidgetPreview, PREVIEW_TEXTS, type WidgetPreviewProps } from './WidgetPreview';
export { WidgetPlaceholder } from './WidgetPlaceholder';
