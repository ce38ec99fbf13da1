export { ModuleSettings, type ModuleSettingsProps } from './ModuleSettings';
