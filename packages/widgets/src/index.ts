export { widgetsFeature } from './feature';
export {
  selectWidgetEditorDraft,
  widgetDraftSaved,
  widgetEditorClosed,
  widgetEditorOpened,
  type WidgetEditorDraft,
  type WidgetsUiState,
} from './state/widgetsSlice';
export { DataTableWidget, type DataTableQuery, type DataTableWidgetProps } from './components/DataTableWidget';
