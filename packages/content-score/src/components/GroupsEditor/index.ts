export { GroupsEditor, type GroupsEditorProps } from './GroupsEditor';
