export { ExceptionsEditor, type ExceptionsEditorProps } from './ExceptionsEditor';
