export { WidgetEditor, type WidgetEditorProps } from './WidgetEditor';
export {
  editorValuesOf,
  draftProblems,
  mergeEditorValues,
  NEW_WIDGET,
  previewDefinitionOf,
  usesPriceIndex,
  widgetInputOf,
  type EditorValues,
} from './editorValues';
