export { WidgetEditor, type WidgetEditorProps } from './WidgetEditor';
export { editorValuesOf, draftProblems, NEW_WIDGET, previewDefinitionOf, widgetInputOf, type EditorValues } from './editorValues';
