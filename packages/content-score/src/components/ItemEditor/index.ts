export { ItemEditor, type ItemEditorProps } from './ItemEditor';
