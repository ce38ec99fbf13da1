export { widgetsFeature } from './feature';
export {
  selectWidgetEditorDraft,
  widgetDraftSaved,
  widgetEditorClosed,
  widgetEditorOpened,
  type WidgetEditorDraft,
  type WidgetsUiState,
} from './state/widgetsSlice';
