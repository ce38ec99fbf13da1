export { widgetsFeature } from './feature';
export {
  selectWidgetEditorDraft,
  widgetDraftSaved,
  widgetEditorClosed,
  widgetEditorOpened,
  type WidgetEditorDraft,
  type WidgetsUiState,
} from './state/widgetsSlice';
export {
  DOWNLOAD_TEXTS,
  WidgetDownloadMenu,
  type WidgetDownloadFormat,
  type WidgetDownloadMenuProps,
} from './components/WidgetDownloadMenu';
